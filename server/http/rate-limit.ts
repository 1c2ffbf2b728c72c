import type { MiddlewareHandler } from 'hono';
import { hitOrAllow } from '../limits/fail-open';
import type { LimitsStore } from '../limits/limits-store';
import type { Logger } from '../logger';
import { refusal } from './refusal';
import { clientKeyOf } from './client-address';

export const RATE_LIMIT_MESSAGE = 'Too many requests from your address. Please wait a moment and try again.';

/**
 * The general limit on POSTs (API calls and plain form posts) per client address, answered 429
 * with Retry-After, counted in the limits store all instances share (server/limits). The lead
 * pipeline has its own, stricter limit per form on top of this one.
 */
export function postRateLimit(options: { max: number; windowSeconds: number; limits: LimitsStore; logger: Logger }): MiddlewareHandler {
  const counter = options.limits.counter('post', { max: options.max, windowSeconds: options.windowSeconds });
  return async (c, next) => {
    // The studio counts its own (server/studio/studio-auth.ts: logins by stricter limits on
    // connections of their own, everything else behind a session): a flood of guesses from many
    // addresses must not cost the pages' database one query each here.
    if (c.req.method !== 'POST' || c.req.path === '/studio' || c.req.path.startsWith('/studio/')) return next();
    const { allowed, retryAfterSeconds } = await hitOrAllow(counter, clientKeyOf(c), options.logger, 'post');
    if (!allowed) return refusal(c, 429, RATE_LIMIT_MESSAGE, { 'retry-after': String(retryAfterSeconds) });
    await next();
  };
}
