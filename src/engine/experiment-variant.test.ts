import { describe, expect, it } from 'vitest';
import type { PageConfig } from './page-config-schema';
import { testPageConfig } from './test-support/test-page-config';
import { drawVariant, pageForVariant, variantCookieValue, variantOfCookies, variantsOfCookies } from './experiment-variant';

const page: PageConfig = testPageConfig(
  [
    { id: 'banner', type: 'banner', props: { heading: 'Hello' } },
    { id: 'story', type: 'story' },
    { id: 'form', type: 'lead-form', props: { heading: 'Write to us', intro: 'We call back' } },
  ],
  {
    path: '/landing/',
    meta: { title: 'Landing' },
    experiment: {
      id: 'form-first',
      start: '2026-11-01',
      end: '2026-12-31',
      goal: 'form',
      variants: [
        { id: 'control', weight: 20 },
        { id: 'b', weight: 30, sections: ['banner', 'form', 'story'], props: { form: { heading: 'Talk to us' } } },
        { id: 'c', weight: 50, sections: ['form', 'banner'] },
      ],
    },
  },
);
const experiment = page.experiment!;

describe('a variant of a page', () => {
  it("renders the variant's order with its props merged over the section's", () => {
    const b = pageForVariant(page, 'b');
    expect(b.sections.map((section) => section.id)).toEqual(['banner', 'form', 'story']);
    expect(b.sections[1]?.props).toEqual({ heading: 'Talk to us', intro: 'We call back' });
    expect(pageForVariant(page, 'c').sections.map((section) => section.id)).toEqual(['form', 'banner']);
  });

  it('is the page as it is for the control and for an unknown variant', () => {
    expect(pageForVariant(page, 'control')).toBe(page);
    expect(pageForVariant(page, 'zzz')).toBe(page);
  });

  it('draws each variant in exactly its share of 10,000 evenly spread draws', () => {
    // Evenly spread points of [0, 1) stand in for the server's random numbers: the same on every
    // run, and a share one point off shows as 100 draws, not as noise.
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i += 1) {
      const id = drawVariant(experiment.variants, (i + 0.5) / 10_000);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ control: 2_000, b: 3_000, c: 5_000 });
  });

  it('draws at the edges of the shares exactly', () => {
    expect(drawVariant(experiment.variants, 0)).toBe('control');
    expect(drawVariant(experiment.variants, 0.1999)).toBe('control');
    expect(drawVariant(experiment.variants, 0.2)).toBe('b');
    expect(drawVariant(experiment.variants, 0.9999999)).toBe('c');
  });

  it('keeps the proportions of the variants left when one is taken out', () => {
    const withoutB = experiment.variants.filter((variant) => variant.id !== 'b');
    // control 20 and c 50 of 70: the control below 2/7.
    expect(drawVariant(withoutB, 0.28)).toBe('control');
    expect(drawVariant(withoutB, 0.29)).toBe('c');
  });

  it("reads the visitor's variant from the cookie only when it is one of the experiment's", () => {
    expect(variantOfCookies('a=1; tnr_variant=form-first.b; z=2', experiment)).toBe('b');
    expect(variantOfCookies('tnr_variant=other.c_form-first.c', experiment)).toBe('c');
    expect(variantOfCookies('tnr_variant=form-first.zzz', experiment)).toBeUndefined();
    expect(variantOfCookies('tnr_variant=other.b', experiment)).toBeUndefined();
    expect(variantOfCookies('tnr_variant=form-first.b.c', experiment)).toBeUndefined();
    expect(variantOfCookies(undefined, experiment)).toBeUndefined();
  });

  it('writes the pairs in one order, whatever order they were set in: one cache key per set of variants', () => {
    const value = variantCookieValue(new Map([['zeta', 'b'], ['alpha', 'control']]));
    expect(value).toBe('alpha.control_zeta.b');
    expect(variantsOfCookies(`tnr_variant=${value}`)).toEqual(new Map([['alpha', 'control'], ['zeta', 'b']]));
  });
});
