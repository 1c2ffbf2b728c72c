import type { MiddlewareHandler } from 'hono';

/** API answers are per request (and forms hold personal data): no cache, shared or private, keeps them. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};
