import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS for /api by hono/cors, for exactly the origins in CORS_ORIGINS (e.g. a static export of the
 * site on another host calling this server for revalidation and forms, docs/deployment.md). Any
 * other origin gets no Access-Control-Allow-Origin, so browsers keep its pages from reading our
 * answers and never send its JSON POSTs (their preflight fails). Without CORS_ORIGINS nothing is
 * registered: no preflight is answered at all.
 */
export function apiCors(allowedOrigins: readonly string[]): MiddlewareHandler | undefined {
  const origins = allowedOrigins.flatMap((origin) => (URL.canParse(origin) ? [new URL(origin).origin] : []));
  if (origins.length === 0) return undefined;
  return cors({ origin: origins, allowMethods: ['POST'], allowHeaders: ['content-type', 'token'], maxAge: 600 });
}
