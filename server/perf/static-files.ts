import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';

const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * The built browser files (`<build>/client`), each sent as the build wrote it: `x.js.br` or
 * `x.js.gz` beside `x.js` (vite-plugin-compression2, vite.config.ts) when the request accepts
 * it, with the original's Content-Type, the compressed file's Content-Length and
 * `Vary: Accept-Encoding` (also on the uncompressed answer, so a shared cache keeps the variants
 * apart). Nothing is compressed or remembered per request.
 *
 * - `/assets/*`: Vite's hashed files never change: cached for a year, `immutable`. One this build
 *   lacks comes from the shared assets archive when there is one (an older build's, during a
 *   rolling deploy); an unknown one is a short plain 404 at once, not a rendered page.
 * - Other paths with a file in the folder (favicon, images): the file; page paths end with a
 *   slash and skip the lookup; anything else falls through to the page routes (their 404 page).
 */
export function registerBuiltFiles(app: Hono, clientDir: string, options: { assetsArchiveDir?: string } = {}): void {
  const files = serveStatic({ root: clientDir, index: 'no-index.html', precompressed: true });
  // Rolling deploys: another build's hashed assets, from the folder all instances share (assets-archive.ts).
  const archived = options.assetsArchiveDir
    ? serveStatic({ root: options.assetsArchiveDir, precompressed: true, rewriteRequestPath: (path) => path.replace(/^\/assets\//, '/') })
    : undefined;
  app.use('/assets/*', async (c) => {
    const found = (await files(c, async () => undefined)) ?? (await archived?.(c, async () => undefined));
    if (!found) return c.text('Not found', 404);
    found.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    return varyOnEncoding(found);
  });
  const publicFiles: MiddlewareHandler = async (c, next) => {
    if (c.req.path.endsWith('/')) return next();
    let missing = false;
    const found = await files(c, async () => {
      missing = true;
    });
    if (missing || !found) return next();
    return varyOnEncoding(found);
  };
  app.use('*', publicFiles);
}

function varyOnEncoding(file: Response): Response {
  const vary = file.headers.get('vary');
  if (!vary || !VARY_ACCEPT_ENCODING.test(vary)) file.headers.append('Vary', 'Accept-Encoding');
  return file;
}
