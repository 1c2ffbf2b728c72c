import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/**
 * Brotli (or gzip) for text responses. Hashed assets never change, so their compressed bodies
 * are kept in memory after the first request.
 */
export function compression(): MiddlewareHandler {
  const assetCache = new Map<string, Uint8Array<ArrayBuffer>>();
  return async (c, next) => {
    await next();
    const accept = c.req.header('accept-encoding') ?? '';
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
    const type = c.res.headers.get('content-type') ?? '';
    if (!encoding || !COMPRESSIBLE.test(type) || c.res.headers.has('content-encoding') || !c.res.body) return;
    if (c.req.method === 'HEAD' || c.res.status === 204 || c.res.status === 304) return;

    const cacheKey = c.req.path.startsWith('/assets/') ? `${encoding} ${c.req.path}` : undefined;
    let body = cacheKey ? assetCache.get(cacheKey) : undefined;
    if (!body) {
      const raw = new Uint8Array(await c.res.clone().arrayBuffer());
      if (raw.byteLength < MIN_BYTES) return;
      const compressed =
        encoding === 'br'
          ? brotliCompressSync(raw, {
              params: { [constants.BROTLI_PARAM_QUALITY]: cacheKey ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength },
            })
          : gzipSync(raw, { level: cacheKey ? 9 : 6 });
      body = new Uint8Array(compressed);
      if (cacheKey) assetCache.set(cacheKey, body);
    }
    // Set on the current response: Hono's `c.res` setter copies the old response's headers onto
    // the new one, so a stale Content-Length there would make clients wait for bytes never sent.
    c.res.headers.set('content-encoding', encoding);
    c.res.headers.set('content-length', String(body.byteLength));
    c.res.headers.append('vary', 'Accept-Encoding');
    c.res = new Response(body, { status: c.res.status, headers: c.res.headers });
  };
}
