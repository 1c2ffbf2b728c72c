import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/**
 * gzip for what the server writes per request: pages, API answers, sitemaps. Hono's middleware
 * streams each response through the platform's CompressionStream (zlib's default level, a few
 * milliseconds for a page) and keeps nothing. The built files under /assets/ are compressed once,
 * at build time, and sent as they are (static-files.ts): never compressed here, so an unknown
 * /assets/ path costs a file lookup and a short 404, not a compression.
 */
export function compression(): MiddlewareHandler {
  const perResponse = compress({ encoding: 'gzip' });
  return (c, next) => (c.req.path.startsWith('/assets/') ? next() : perResponse(c, next));
}
