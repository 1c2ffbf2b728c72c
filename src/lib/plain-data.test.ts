import { describe, expect, it } from 'vitest';
import { isPlainObject, oneOf, parseJsonOrUndefined } from './plain-data';

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

describe('parseJsonOrUndefined', () => {
  it('reads JSON text and answers undefined for text that is not JSON', () => {
    expect(parseJsonOrUndefined('{"level":40,"msg":"x"}')).toEqual({ level: 40, msg: 'x' });
    expect(parseJsonOrUndefined('[month] not json')).toBeUndefined();
    expect(parseJsonOrUndefined('')).toBeUndefined();
  });
});
