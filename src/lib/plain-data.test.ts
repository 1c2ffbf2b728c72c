import { describe, expect, it } from 'vitest';
import { isPlainObject, oneOf } from './plain-data';

describe('plain data guards', () => {
  it('takes objects, not null, arrays or other values', () => {
    expect(isPlainObject({ a: 1 })).toBe(true);
    for (const value of [null, undefined, [], 'x', 1]) expect(isPlainObject(value), String(value)).toBe(false);
  });

  it('names the option a value is, or none', () => {
    expect(oneOf(['more', 'standard'], 'more')).toBe('more');
    expect(oneOf(['more', 'standard'], 'MORE')).toBeUndefined();
    expect(oneOf(['more', 'standard'], 1)).toBeUndefined();
  });
});
