import { Hono } from 'hono';
import type { ContentReader } from '../../src/engine/block';
import type { SitemapEntry } from '../../src/entry-server';
import { escapeHtml } from '../../src/lib/html-escape';

export interface SeoDeps {
  siteUrl: string;
  read: ContentReader;
  entries: (read: ContentReader) => Promise<SitemapEntry[]>;
}

export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeHtml(new URL(entry.path, siteUrl).href)}</loc>`;
    const lastmod = entry.lastmod ? `<lastmod>${escapeHtml(entry.lastmod)}</lastmod>` : '';
    return `  <url>${loc}${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /sitemap.xml (every canonical route and content page) and /robots.txt pointing at it. */
export function createSeoRoutes(deps: SeoDeps) {
  const routes = new Hono();
  routes.get('/sitemap.xml', async (c) => {
    const xml = sitemapXml(await deps.entries(deps.read), deps.siteUrl);
    return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
  });
  routes.get('/robots.txt', (c) =>
    c.text(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', deps.siteUrl).href}\n`, 200, {
      'cache-control': 'public, max-age=86400',
    }),
  );
  return routes;
}
