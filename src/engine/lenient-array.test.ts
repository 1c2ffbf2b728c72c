import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { collectDroppedItems, lenientArray } from './lenient-array';

const rated = z.object({ name: z.string(), rating: z.number().min(0).max(5) });

afterEach(() => vi.restoreAllMocks());

describe('lenientArray', () => {
  it('keeps the good items in order and drops each bad one, naming its index and fault', () => {
    const { result, dropped } = collectDroppedItems(() =>
      lenientArray(rated).parse([{ name: 'Ana', rating: 5 }, { name: 'Bo', rating: 7 }, 'abc', { name: 'Cy', rating: 0 }]),
    );
    expect(result).toEqual([{ name: 'Ana', rating: 5 }, { name: 'Cy', rating: 0 }]);
    expect(dropped.map((d) => d.index)).toEqual([1, 2]);
    expect(dropped[0]!.message).toMatch(/^rating: /);
  });

  it('still refuses something that is not a list at all', () => {
    expect(lenientArray(rated).safeParse('abc').success).toBe(false);
  });

  it('warns once per dropped item when parsed outside a collector', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(lenientArray(rated).parse([{ name: 'Bo', rating: 7 }])).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('list item 0 dropped: rating:');
  });
});

describe('a section whose list has a bad item (the engine validating it)', () => {
  it('renders the good items and reports one diagnostic per dropped item, naming the section', async () => {
    const { validateSectionResult } = await import('./section-content');
    const block = {
      type: 'testimonial-carousel',
      description: 'test',
      props: z.object({}),
      content: { schema: lenientArray(rated).optional(), load: async () => undefined },
      component: () => null,
    };
    const context = {
      section: { id: 'testimonials', type: 'testimonial-carousel' },
      page: { path: '/testimonials/', layout: 'standard', sitemap: true, meta: { title: 'T' }, sections: [] },
      params: {},
      pageId: undefined,
    };
    const reports: { message: string; sectionId: string }[] = [];
    const raw = [{ name: 'Ana', rating: 5 }, { name: 'Seven', rating: 7 }, { name: 'Bo', rating: 4 }];
    const result = validateSectionResult(block, context, { raw }, (d) => reports.push(d));
    expect(result).toEqual({ status: 'ready', content: [{ name: 'Ana', rating: 5 }, { name: 'Bo', rating: 4 }] });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ sectionId: 'testimonials', message: expect.stringMatching(/^list item 1 dropped: rating: /) });
  });
});
