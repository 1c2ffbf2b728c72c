import { describe, expect, it } from 'vitest';
import { createWindowCounter } from './rate-limit';

describe('the per-address window counter', () => {
  it('allows max hits per window, then says how long to wait, then opens again', () => {
    let now = 1_000_000;
    const counter = createWindowCounter({ max: 2, windowMs: 60_000, now: () => now });
    expect(counter.hit('a').allowed).toBe(true);
    now += 10_000;
    expect(counter.hit('a').allowed).toBe(true);
    expect(counter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(counter.hit('b').allowed).toBe(true);
    now += 50_000;
    expect(counter.hit('a').allowed).toBe(true);
  });

  it('cannot be grown without bound by fresh addresses', () => {
    let now = 0;
    const counter = createWindowCounter({ max: 1, windowMs: 60_000, now: () => now, maxKeys: 100 });
    for (let i = 0; i < 1_000; i += 1) {
      now += 1;
      counter.hit(`198.51.100.${i}`);
    }
    expect(counter.size()).toBeLessThanOrEqual(100);
  });
});
