import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineBlock } from './block';
import { createBlockRegistry } from './block-registry';
import { collectPageData } from './collect-page-data';
import { sectionKey } from './content-key';
import type { PageConfig } from './page-config-schema';

const titled = defineBlock({
  type: 'titled',
  description: 'test block: a title from the call answer, a label prop with a default',
  props: z.object({ label: z.string().default('Read more'), call: z.string() }),
  content: {
    schema: z.object({ title: z.string().transform((title) => title.toUpperCase()) }),
    load: ({ props }, read) => read(props.call, {}),
  },
  component: () => null,
});

const page: PageConfig = {
  path: '/test/',
  layout: 'standard',
  sitemap: true,
  meta: { title: 'Test' },
  sections: [
    { id: 'good', type: 'titled', props: { call: 'good' } },
    { id: 'bad', type: 'titled', props: { call: 'bad' } },
    { id: 'down', type: 'titled', props: { call: 'down' } },
    { id: 'wrong-props', type: 'titled', props: { label: 3 } },
  ],
};

describe('collectPageData', () => {
  it("records each section's parsed props and checked content, reports content that fails its schema", async () => {
    const registry = createBlockRegistry({ titled: async () => ({ block: titled }) });
    const report = vi.fn();
    const answers: Record<string, unknown> = { good: { title: 'Family travel' }, bad: { title: 42 } };
    const read = async (call: string) => {
      if (call === 'down') throw new Error('content source down');
      return answers[call];
    };
    const { sections } = await collectPageData({ match: { page, params: {} }, registry, metaSources: {}, read, report });
    const key = (id: string) => sectionKey('/test/', id, {});
    expect(sections[key('good')]).toEqual({
      props: { label: 'Read more', call: 'good' },
      status: 'ready',
      content: { title: 'FAMILY TRAVEL' },
    });
    expect(sections[key('bad')]).toEqual({ props: { label: 'Read more', call: 'bad' }, status: 'invalid' });
    expect(sections[key('down')]).toEqual({ props: { label: 'Read more', call: 'down' }, status: 'failed' });
    // Invalid props: no record, so the section renders through its full block and its boundary.
    expect(sections[key('wrong-props')]).toBeUndefined();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'invalid-content', sectionId: 'bad', type: 'titled' }));
  });
});
