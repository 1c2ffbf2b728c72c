import { describe, expect, it } from 'vitest';
import { printable } from './printable-text';

describe('printable', () => {
  it('strips terminal escapes, BEL, C1 controls and bidi overrides', () => {
    expect(printable('ok\u001b[2K\u001b[1A#7 applied\u0007')).toBe('ok[2K[1A#7 applied');
    expect(printable('invoice\u202Etxt.exe\u2066x\u2069\u0085')).toBe('invoicetxt.exex');
    expect(printable('Zoë, ☀ 東京')).toBe('Zoë, ☀ 東京');
  });

  it('keeps line breaks only when asked; otherwise none can start a line of its own', () => {
    expect(printable('a\r\nb\rc\td')).toBe('a ↵ b ↵ c d');
    expect(printable('a\r\nb\rc\td', { keepLineBreaks: true })).toBe('a\r\nb\rc\td');
  });
});
