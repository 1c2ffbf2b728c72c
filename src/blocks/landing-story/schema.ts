import { z } from 'zod';
import { textProp } from '../shared/text-prop';

export const landingStoryProps = z.object({
  heading: textProp('Why We Plan Family Trips', 'The story\'s heading.'),
  paragraphs: z
    .array(z.string().min(1))
    .default(['We started Travel N Relax because our own family trips taught us how much difference a good plan makes.'])
    .describe('The story, one string per paragraph.'),
  signature: z.string().optional().describe('Who tells the story, e.g. "Sarah Mitchell, founder".'),
  image: z.string().regex(/^\/[^\s"()]*$/).optional().describe('A photo beside the story (a site path).'),
  imageAlt: textProp('', 'What the image shows; empty when it is decorative.'),
});

export type LandingStoryProps = z.infer<typeof landingStoryProps>;
