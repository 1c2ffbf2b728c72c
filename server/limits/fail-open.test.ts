import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { hitOrAllow } from './fail-open';
import { createLimitsStore, LimitsUnavailable, type LimitCounter } from './limits-store';

describe('visitor limits', () => {
  it('count in the memory store on PGlite: max hits, then a wait', async () => {
    const counter = createLimitsStore().counter('test', { max: 2, windowSeconds: 60 });
    const logger = createLogger('silent');
    expect((await hitOrAllow(counter, 'a', logger, 'test')).allowed).toBe(true);
    expect((await hitOrAllow(counter, 'a', logger, 'test')).allowed).toBe(true);
    const third = await hitOrAllow(counter, 'a', logger, 'test');
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBeGreaterThan(55);
    expect((await hitOrAllow(counter, 'b', logger, 'test')).allowed).toBe(true);
  });

  it('let the request through with a log line when the store cannot be asked', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    const down: LimitCounter = { hit: () => Promise.reject(new LimitsUnavailable('rate limits store: connect ECONNREFUSED')), reset: async () => undefined, refund: async () => undefined };
    expect(await hitOrAllow(down, 'a', logger, 'form')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(lines.join('')).toContain('rate limit not checked: limits store unavailable, request allowed');
    const broken: LimitCounter = { hit: () => Promise.reject(new TypeError('a bug')), reset: async () => undefined, refund: async () => undefined };
    await expect(hitOrAllow(broken, 'a', logger, 'form')).rejects.toThrow('a bug');
  });
});
