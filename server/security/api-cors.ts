import type { MiddlewareHandler } from 'hono';

/**
 * CORS for /api, for exactly the origins in CORS_ORIGINS (e.g. a static export of the site on
 * another host calling this server for revalidation and forms, docs/deployment.md). Any other
 * origin gets no CORS headers, so browsers keep its pages from reading our answers; its POSTs are
 * refused by the cross-site guard anyway.
 */
export function apiCors(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.flatMap((origin) => (URL.canParse(origin) ? [new URL(origin).origin.toLowerCase()] : [])));
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowedOrigin = origin !== undefined && allowed.has(origin.toLowerCase()) ? origin : undefined;
    if (!allowedOrigin) return next();
    if (c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': allowedOrigin,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'content-type, token',
          'Access-Control-Max-Age': '600',
          Vary: 'Origin',
        },
      });
    }
    await next();
    c.header('Access-Control-Allow-Origin', allowedOrigin);
    c.header('Vary', 'Origin', { append: true });
  };
}
