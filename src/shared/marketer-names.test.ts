import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../blocks/registry';
import { blockTitle, sectionName } from './marketer-names';

describe('marketer names', () => {
  it('gives every registered block a title in words, never its kebab-case type', () => {
    for (const type of blockRegistry.types()) {
      const title = blockTitle(type);
      expect([type, title]).not.toEqual([type, expect.stringMatching(/-|^[a-z]/)]);
    }
    expect(blockTitle('landing-yelp-carousel')).toBe('Yelp reviews');
    expect(blockTitle('review-carousel')).toBe('Review carousel');
  });

  it('names a section by its heading, shortened, else by its block title; an empty heading is missing', () => {
    expect(sectionName('landing-problem', { heading: 'Hundreds of Ships', id: 'problem' })).toBe('Problem: Hundreds of Ships');
    expect(sectionName('motto', { heading: '  ', id: 'motto' })).toBe('Motto');
    expect(sectionName('newsletter', { id: 'newsletter-3c4e0a2b-5b26-4f4e-9a57-6e5f0c1d2e3f' })).toBe('Newsletter');
    const long = sectionName('intro', { heading: 'A'.repeat(80) });
    expect(long).toBe(`Intro: ${'A'.repeat(59)}…`);
  });
});
