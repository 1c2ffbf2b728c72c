import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock } from '../src/engine/block';
import { renderBlockDocs } from '../src/site/dev/block-docs';
import { buildBlockDocs } from './generate-block-docs';
import { staleFiles } from './generated-files';

describe('docs/blocks.md', () => {
  it('is up to date with the block registry (else: run npm run generate:docs)', async () => {
    const stale = await staleFiles(await buildBlockDocs());
    expect(stale, 'docs/blocks.md is stale: run npm run generate:docs and commit the result').toEqual([]);
  });

  it('documents every registered block with its props, content fields and an example section', async () => {
    const [docs] = await buildBlockDocs();
    expect(docs?.text).toContain('## motto');
    expect(docs?.text).toContain('| `parallax` | number | `0.2` | Background moves by this share of the scroll distance. |');
    expect(docs?.text).toContain('## where-to');
    expect(docs?.text).toContain('| `buttonLink` | string | `"/go/"` | The call-to-action target. |');
  });
});

describe('renderBlockDocs', () => {
  const block = defineBlock({
    type: 'review-carousel',
    description: 'Reviews in a carousel.',
    props: z.object({
      heading: z.string().default('Reviews').describe('Heading above the reviews.'),
      autoplay: z.enum(['on', 'off']).optional().describe('Turns the carousel by itself.'),
    }),
    content: {
      schema: z.array(z.object({ name: z.string().describe('Who wrote it.'), stars: z.number().int().optional() })),
      load: async () => [],
    },
    component: () => null,
    example: { props: { heading: 'What families say' }, content: [{ name: 'Ann' }] },
  });

  it('writes a props table, the content fields and the example section', () => {
    const text = renderBlockDocs([block]);
    expect(text).toContain('## review-carousel\n\nReviews in a carousel.');
    expect(text).toContain('| `heading` | string | `"Reviews"` | Heading above the reviews. |');
    expect(text).toContain('| `autoplay` | "on" \\| "off" | — | Turns the carousel by itself. |');
    expect(text).toContain('- `name`: string — Who wrote it.');
    expect(text).toContain('- `stars`: integer (optional)');
    expect(text).toContain('```json\n{\n  "id": "review-carousel",\n  "type": "review-carousel",\n  "props": {\n    "heading": "What families say"\n  }\n}\n```');
  });
});
