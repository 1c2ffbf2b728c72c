import { describe, expect, it } from 'vitest';
import { optionalText, requiredText } from './fields';
import { blogItem, reviewPageFields } from './page-fields';
import { z } from 'zod';

describe('text fields: empty or whitespace-only text is a missing value', () => {
  it('optionalText reads "", "   " and null as undefined, and keeps real text', () => {
    for (const value of ['', '   ', '\n\t', null, undefined]) {
      expect(optionalText.parse(value), JSON.stringify(value)).toBeUndefined();
    }
    expect(optionalText.parse('Sarah')).toBe('Sarah');
  });

  it('requiredText refuses "" and whitespace', () => {
    expect(requiredText.safeParse('').success).toBe(false);
    expect(requiredText.safeParse('  ').success).toBe(false);
    expect(requiredText.parse('Kenya')).toBe('Kenya');
  });

  it('an empty author or review title reaches the blocks as missing (their fallbacks apply)', () => {
    expect(blogItem.parse({ blogId: 1, title: 'A post', authorName: '' }).authorName).toBeUndefined();
    expect(z.object(reviewPageFields).parse({ review_title: ' ' }).review_title).toBeUndefined();
  });
});
