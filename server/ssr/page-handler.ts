import type { Context } from 'hono';
import type { ContentReader } from '../../src/engine/block';
import type { RenderInput, RenderOutput } from '../../src/entry-server';
import type { SitemapEntry } from '../../src/site/sitemap-entries';
import type { RenderCache } from '../perf/render-cache';
import { cspNonceOf } from '../http/request-context';
import { applyNonce, markTemplateScripts, NONCE_PLACEHOLDER } from '../security/nonce-html';
import { contrastChoiceOfCookies, markThemed, withContrastTheme } from './contrast-theme';

/** The server-rendering module (src/entry-server.tsx): bundled in production, hot in development. */
export interface RendererModule {
  renderPage(input: RenderInput): Promise<RenderOutput>;
  sitemapEntries(read: ContentReader): Promise<SitemapEntry[]>;
}

export interface PageHandlerDeps {
  renderer: () => Promise<RendererModule>;
  /** The HTML shell for a URL (in development Vite injects its client). */
  template: (url: string) => Promise<string>;
  read: ContentReader;
  apiToken: string;
  apiOrigin?: string;
  siteUrl: string;
  dev: boolean;
  /** Rendered pages per content version; absent when caching is off. */
  cache?: { store: RenderCache; version: () => Promise<string> };
}

/** HTML may be kept briefly by browsers and CDNs and refreshed in the background. */
const HTML_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** Fills the template's three slots; a function replacer, so "$" in content is never a pattern. */
export function fillTemplate(template: string, parts: { head: string; html: string; data: string }): string {
  return template
    .replace('<!--app-head-->', () => parts.head)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-data-->', () => parts.data);
}

// Encoded here, once: a string body would be converted to a well-formed string again (WebIDL's
// USVString) when a middleware reads the response, which costs ~0.2 ms on a large page.
const htmlResponse = (html: string, status: number, cache: 'hit' | 'miss' | 'off') =>
  new Response(Buffer.from(html, 'utf8'), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': HTML_CACHE_CONTROL, 'x-render-cache': cache },
  });

export async function handlePage(c: Context, deps: PageHandlerDeps): Promise<Response> {
  const url = new URL(c.req.url);
  const key = url.pathname + url.search;
  // A failing version lookup (database down) only means no caching for this request.
  const version = deps.cache
    ? await deps.cache.version().catch((error: unknown) => {
        console.warn(`[render-cache] no content version: ${String(error)}`);
        return undefined;
      })
    : undefined;
  // The visitor's contrast theme is applied after the cache (src/site/contrast-preference.ts).
  const contrast = contrastChoiceOfCookies(c.req.header('cookie'));
  if (deps.cache && version !== undefined) {
    const hit = deps.cache.store.get(version, key);
    if (hit) return markThemed(htmlResponse(withContrastTheme(applyNonce(hit.html, cspNonceOf(c)), contrast), hit.status, 'hit'), contrast);
  }

  // A page rendered while a content call failed shows fallbacks: never keep it.
  let degraded = false;
  const read: ContentReader = async (call, body) => {
    const answer = await deps.read(call, body);
    if (answer === null) degraded = true;
    return answer;
  };
  const renderer = await deps.renderer();
  const result = await renderer.renderPage({ url: key, read, apiToken: deps.apiToken, apiOrigin: deps.apiOrigin, siteUrl: deps.siteUrl, dev: deps.dev, nonce: NONCE_PLACEHOLDER });
  if (result.kind === 'redirect') {
    return new Response(null, { status: result.status, headers: { location: result.location } });
  }
  const html = fillTemplate(markTemplateScripts(await deps.template(url.pathname)), result);
  if (deps.cache && version !== undefined && !degraded) deps.cache.store.set(version, key, { status: result.status, html });
  return markThemed(htmlResponse(withContrastTheme(applyNonce(html, cspNonceOf(c)), contrast), result.status, deps.cache ? 'miss' : 'off'), contrast);
}
