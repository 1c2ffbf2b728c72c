import { pageCacheControl, redirectCacheControl } from './page-cache-control';
import type { Context } from 'hono';
import type { ContentReader } from '../../src/engine/block';
import type { BrowserRoute } from '../../src/engine/browser-route';
import type { ExperimentPage, RenderInput, RenderOutput } from '../../src/entry-server';
import type { SitemapEntry } from '../../src/entry-server';
import type { RenderCache } from '../perf/render-cache';
import { pageExperiment, type ExperimentServices, type PageExperimentOutcome } from '../experiments/page-experiment';
import { clientKeyOf } from '../http/client-address';
import { cspNonceOf } from '../http/request-context';
import { applyNonce, markTemplateScripts, NONCE_PLACEHOLDER } from '../security/nonce-html';
import { withContrastScript } from './contrast-theme';

/** The server-rendering module (src/entry-server.tsx): bundled in production, hot in development. */
export interface RendererModule {
  renderPage(input: RenderInput): Promise<RenderOutput>;
  sitemapEntries(read: ContentReader): Promise<SitemapEntry[]>;
  /** A path's page route for browsers (server/ssr/route-discovery.ts). */
  browserRouteOf(pathname: string): BrowserRoute | null;
  /** The experiment of the page at exactly this path (server/experiments). */
  experimentAt?(pathname: string): ExperimentPage | undefined;
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
  /** Experiments' assignment and counting; absent: every page renders as configured. */
  experiments?: ExperimentServices;
}

/** The experiment's cookies, and private caching when the page is for this visitor only. */
function withExperiment(response: Response, outcome: PageExperimentOutcome | undefined): Response {
  for (const [name, value] of outcome?.headers ?? []) {
    if (name === 'set-cookie' || name === 'vary') response.headers.append(name, value);
    else response.headers.set(name, value);
  }
  return response;
}

const SLOTS = ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->'] as const;
/** Templates cut at their slots, by template: one in production, one per URL in development. */
const templateCuts = new Map<string, readonly string[] | null>();

/** The template's text around its three slots, or null when a slot is missing or out of order. */
function cutTemplate(template: string): readonly string[] | null {
  const pieces: string[] = [];
  let rest = template;
  for (const slot of SLOTS) {
    const at = rest.indexOf(slot);
    if (at < 0) return null;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at + slot.length);
  }
  return [...pieces, rest];
}

/**
 * Fills the template's three slots in one concatenation: the page (~80 KB) is copied once, where
 * a replace per slot copied it three times on every uncached request. `templateNonce` puts the
 * response's nonce into the template's own script elements, for a page rendered with it (no
 * placeholder to swap afterwards). Content is inserted as it is: "$" in it is never a pattern.
 */
export function fillTemplate(template: string, parts: { head: string; html: string; data: string }, templateNonce?: string): string {
  let cut = templateCuts.get(template);
  if (cut === undefined) {
    if (templateCuts.size >= 64) templateCuts.clear();
    cut = cutTemplate(template);
    templateCuts.set(template, cut);
  }
  if (!cut) {
    // A template without its three slots in order (a broken development shell): fill what is there.
    const marked = templateNonce ? applyNonce(template, templateNonce) : template;
    return marked.replace(SLOTS[0], () => parts.head).replace(SLOTS[1], () => parts.html).replace(SLOTS[2], () => parts.data);
  }
  const [beforeHead = '', beforeHtml = '', beforeData = '', end = ''] = templateNonce ? cut.map((piece) => applyNonce(piece, templateNonce)) : cut;
  return beforeHead + parts.head + beforeHtml + parts.html + beforeData + parts.data + end;
}

// Encoded here, once: a string body would be converted to a well-formed string again (WebIDL's
// USVString) when a middleware reads the response, which costs ~0.2 ms on a large page.
const htmlResponse = (html: string, status: number, cache: 'hit' | 'miss' | 'off', degraded = false) =>
  new Response(Buffer.from(html, 'utf8'), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': pageCacheControl({ status, degraded }), 'x-render-cache': cache },
  });

export async function handlePage(c: Context, deps: PageHandlerDeps): Promise<Response> {
  const url = new URL(c.req.url);
  const renderer = await deps.renderer();
  const experiment = deps.experiments
    ? await pageExperiment({ method: c.req.method, url, headers: c.req.raw.headers, clientKey: clientKeyOf(c) }, renderer.experimentAt?.(url.pathname), deps.experiments)
    : undefined;
  const key = url.pathname + url.search;
  // Each variant of a page under an experiment is its own cache entry (a path the site never serves).
  const cacheKey = url.pathname + (experiment?.cacheKeySuffix ?? '') + url.search;
  // A failing version lookup (database down) only means no caching for this request.
  const version = deps.cache
    ? await deps.cache.version().catch((error: unknown) => {
        console.warn(`[render-cache] no content version: ${String(error)}`);
        return undefined;
      })
    : undefined;
  if (deps.cache && version !== undefined) {
    const hit = deps.cache.store.get(version, cacheKey);
    if (hit) return withExperiment(htmlResponse(applyNonce(hit.html, cspNonceOf(c)), hit.status, 'hit'), experiment);
  }

  // A page rendered while a content call failed shows fallbacks: never keep it.
  let degraded = false;
  const read: ContentReader = async (call, body) => {
    const answer = await deps.read(call, body);
    if (answer === null) degraded = true;
    return answer;
  };
  // A page that will be kept is rendered with the placeholder, for every later response to swap;
  // without a cache the page is rendered with this response's nonce and never scanned for it.
  const nonce = cspNonceOf(c);
  const directNonce = deps.cache ? undefined : nonce;
  const result = await renderer.renderPage({ url: key, read, apiToken: deps.apiToken, apiOrigin: deps.apiOrigin, siteUrl: deps.siteUrl, dev: deps.dev, nonce: directNonce ?? NONCE_PLACEHOLDER, experimentVariants: experiment?.variants });
  if (result.kind === 'redirect') {
    return new Response(null, { status: result.status, headers: { location: result.location, 'cache-control': redirectCacheControl(result.status) } });
  }
  // A section in its failed or invalid state shows a fallback: neither we nor a CDN keep the page.
  if (result.degradedSections.length > 0) degraded = true;
  // The same page for every visitor: the contrast theme is set in the browser (contrast-theme.ts).
  const html = fillTemplate(markTemplateScripts(withContrastScript(await deps.template(url.pathname))), result, directNonce);
  if (deps.cache && version !== undefined && !degraded) deps.cache.store.set(version, cacheKey, { status: result.status, html });
  const sent = directNonce ? html : applyNonce(html, nonce);
  return withExperiment(htmlResponse(sent, result.status, deps.cache ? 'miss' : 'off', degraded), experiment);
}
