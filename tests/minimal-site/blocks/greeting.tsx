import { z } from 'zod';
import { ContentUnavailableError, defineBlock, type BlockComponentProps } from '../../../src/engine/block';

const greetingContent = z.object({ text: z.string().min(1) });

function Greeting({ props, content, status }: BlockComponentProps<{ level: 'h1' | 'h2' }, z.infer<typeof greetingContent>>) {
  if (status === 'loading') return <p>Loading...</p>;
  if (!content) return <p role="alert">No greeting today.</p>;
  const Heading = props.level;
  return <Heading>{content.text}</Heading>;
}

/** The minimal site's content block: a page's greeting, read with the `greetings/get` call. */
export const block = defineBlock({
  type: 'greeting',
  description: "The page's greeting, as a heading.",
  props: z.object({ level: z.enum(['h1', 'h2']).default('h1').describe('The heading level.') }),
  content: {
    schema: greetingContent,
    async load(context, read) {
      const answer = await read('greetings/get', { page: context.page.path });
      const parsed = z.object({ greeting: z.string() }).safeParse(answer);
      if (!parsed.success) throw new ContentUnavailableError('greetings/get');
      return { text: parsed.data.greeting };
    },
  },
  component: Greeting,
});
