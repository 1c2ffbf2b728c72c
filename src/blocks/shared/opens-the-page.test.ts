import { describe, expect, it } from 'vitest';
import { opensThePage } from './opens-the-page';

const page = (...types: string[]) => ({
  sections: types.map((type, index) => ({ id: `s${index}`, type, props: {} })),
});

describe('opensThePage', () => {
  it('is true for the first section, and for the first after sections that show nothing', () => {
    const plain = page('blog-grid', 'where-to');
    expect(opensThePage({ page: plain, section: plain.sections[0]! })).toBe(true);
    const withStatus = page('page-status', 'month-grid', 'where-to');
    expect(opensThePage({ page: withStatus, section: withStatus.sections[1]! })).toBe(true);
  });

  it('is false under a hero, and for a section the page does not hold', () => {
    const underHero = page('page-status', 'hero-banner', 'blog-grid');
    expect(opensThePage({ page: underHero, section: underHero.sections[2]! })).toBe(false);
    expect(opensThePage({ page: underHero, section: { id: 'elsewhere' } })).toBe(false);
  });
});
