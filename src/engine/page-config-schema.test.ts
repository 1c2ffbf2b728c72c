import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock } from './block';
import { checkPageFiles, formatProblem } from './config-check';
import { buildPageConfigSchema } from './page-config-schema';

const testBlocks = [
  defineBlock({
    type: 'review-carousel',
    description: 'test',
    props: z.object({ title: z.string().default('Reviews') }).strict(),
    component: () => null,
  }),
  defineBlock({
    type: 'motto',
    description: 'test',
    props: z.object({ parallax: z.number().min(0).max(1).default(0.2) }).strict(),
    component: () => null,
  }),
];
const schema = buildPageConfigSchema({ blocks: testBlocks, layouts: ['standard'], metaSources: ['page'] });

const page = (sections: unknown[], extra: Record<string, unknown> = {}) => ({
  path: '/family-travel/',
  pageId: 2,
  meta: { title: 'Family travel' },
  sections,
  ...extra,
});

const file = (name: string, value: unknown) => ({ file: name, text: JSON.stringify(value, null, 2) });

describe('page config schema', () => {
  it('accepts a valid page and fills defaults', () => {
    const parsed = schema.parse(page([{ id: 'motto', type: 'motto' }]));
    expect(parsed.layout).toBe('standard');
    expect(parsed.sections[0]).toMatchObject({ id: 'motto', type: 'motto' });
  });

  it('rejects a path without its trailing slash', () => {
    const result = schema.safeParse(page([], { path: '/family-travel' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('ends with "/"');
  });

  it('rejects a bad prop with the path of the prop', () => {
    const result = schema.safeParse(page([{ id: 'motto', type: 'motto', props: { parallax: 3 } }]));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['sections', 0, 'props', 'parallax']);
  });

  it('rejects duplicate section ids', () => {
    const result = schema.safeParse(
      page([
        { id: 'a', type: 'motto' },
        { id: 'a', type: 'review-carousel' },
      ]),
    );
    expect(result.error?.issues.map((i) => i.message)).toContain('duplicate section id "a" (also sections[0])');
  });
});

describe('config check messages', () => {
  const blockTypes = testBlocks.map((b) => b.type);

  it('names file, line, column and JSON path of an unknown block type, with a suggestion', () => {
    const problems = checkPageFiles({
      files: [file('pages/home.json', page([{ id: 'ok', type: 'motto' }, { id: 'reviews', type: 'review-carousell' }]))],
      schema,
      blockTypes,
    });
    expect(problems).toHaveLength(1);
    expect(formatProblem(problems[0]!)).toBe(
      'pages/home.json:14:7: $.sections[1].type: unknown block type "review-carousell"; did you mean "review-carousel"?',
    );
  });

  it('reports a bad prop at its line', () => {
    const problems = checkPageFiles({
      files: [file('pages/x.json', page([{ id: 'm', type: 'motto', props: { parallax: 'fast' } }]))],
      schema,
      blockTypes,
    });
    expect(problems[0]?.path).toBe('$.sections[0].props.parallax');
    expect(problems[0]?.line).toBe(12);
    expect(problems[0]?.message).toMatch(/number/);
  });

  it('reports two files claiming one path', () => {
    const problems = checkPageFiles({
      files: [file('pages/a.json', page([])), file('pages/b.json', page([]))],
      schema,
      blockTypes,
    });
    expect(problems.map(formatProblem)).toEqual(['pages/b.json:2:3: $.path: duplicate path "/family-travel/" (also in pages/a.json)']);
  });
});
