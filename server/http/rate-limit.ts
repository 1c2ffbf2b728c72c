import type { MiddlewareHandler } from 'hono';
import { refusal } from './refusal';
import { clientAddressOf } from './request-context';

export const RATE_LIMIT_MESSAGE = 'Too many requests from your address. Please wait a moment and try again.';

/**
 * A fixed-window counter per key, in memory: per instance by design (docs/operations.md). The
 * map is pruned as it grows, so a flood of fresh addresses cannot exhaust memory.
 */
export function createWindowCounter(options: { max: number; windowMs: number; now?: () => number; maxKeys?: number }) {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const windows = new Map<string, { count: number; resetAt: number }>();

  const prune = (at: number) => {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    // Still full of live windows: drop the oldest (Map keeps insertion order).
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  return {
    /** Counts one hit; `retryAfterSeconds` is set when the key is over its limit. */
    hit(key: string): { allowed: boolean; retryAfterSeconds: number } {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (windows.size >= maxKeys) prune(at);
        window = { count: 0, resetAt: at + options.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= options.max;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((window.resetAt - at) / 1000)) };
    },
    size: () => windows.size,
  };
}

/**
 * The general limit on POSTs (API calls and plain form posts) per client address, answered 429
 * with Retry-After. The lead pipeline has its own, stricter limit per form on top of this one.
 */
export function postRateLimit(options: { max: number; windowSeconds: number }): MiddlewareHandler {
  const counter = createWindowCounter({ max: options.max, windowMs: options.windowSeconds * 1000 });
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const { allowed, retryAfterSeconds } = counter.hit(clientAddressOf(c));
    if (!allowed) return refusal(c, 429, RATE_LIMIT_MESSAGE, { 'retry-after': String(retryAfterSeconds) });
    await next();
  };
}
