import type { MiddlewareHandler } from 'hono';
import { createFairLimiter, LimiterFullError } from '../limits/fair-limiter';
import { clientKeyOf } from './client-address';
import { refusal } from './refusal';

export const TOO_MANY_AT_ONCE_MESSAGE = 'Too many requests from your address at once. Please wait a moment and try again.';

/**
 * POSTs in progress per client (address, IPv6 /64) on this instance: a person's browser sends one
 * or two at a time, so 4 at once plus 4 waiting (up to 2 s) is plenty; the next is refused 429 at
 * once, before its body is read or the database is asked. One address holding 150 keep-alive
 * connections of back-to-back posts then takes at most 4 of the database's connections, and the
 * other visitors' enquiries keep flowing (issue 36). The balancer in front limits connections per
 * address as well (docs/deployment.md); this holds without it.
 */
export function postsPerClient(options: { running?: number; waiting?: number; maxWaitMs?: number } = {}): MiddlewareHandler {
  const inProgress = createFairLimiter({
    slots: Number.POSITIVE_INFINITY,
    perClient: { running: options.running ?? 4, waiting: options.waiting ?? 4 },
    maxWaitMs: options.maxWaitMs ?? 2_000,
  });
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    try {
      await inProgress(clientKeyOf(c), () => next());
    } catch (error) {
      if (!(error instanceof LimiterFullError)) throw error;
      return refusal(c, 429, TOO_MANY_AT_ONCE_MESSAGE, { 'retry-after': '1' });
    }
  };
}
