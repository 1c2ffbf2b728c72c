import { data, redirect } from 'react-router-dom';
import type { ContentReader } from './block';
import type { BlockRegistry } from './block-registry';
import { collectPageData } from './collect-page-data';
import type { SectionDiagnostic } from './engine-context';
import type { PageConfig } from './page-config-schema';
import type { MetaSources, PageHead } from './page-meta';
import { canonicalPathname, isDecodablePath } from './routes';
import type { RenderedSection } from './section-content';

/** What a page route's loader gives its component (and, on the server, the page's embedded data). */
export interface PageRouteData {
  /** The matched page's config; null for a path no route claims. */
  page: PageConfig | null;
  params: Record<string, string>;
  /** Every section with valid props, as rendered: parsed props and checked content, by section key. */
  sections: Record<string, RenderedSection>;
  /** The server's SWR fallback (the chrome's answers); the browser's loader leaves the chrome to SWR. */
  fallback: Record<string, unknown>;
  /**
   * The page's head. Absent in the browser: the server wrote the head of the page it sent, and a
   * client-side navigation's page reads its head through SWR as it renders (src/engine/page-view.tsx).
   */
  head?: PageHead;
  /** The 404 page: no route, or the page's meta source says the content does not exist. */
  notFound: boolean;
}

export interface PageLoaderServices {
  registry: BlockRegistry;
  metaSources: MetaSources;
  read: ContentReader;
  report: (diagnostic: SectionDiagnostic) => void;
  /** Server only: reads what the page's chrome shows (its layout's calls) for the embedded data. */
  prefetchChrome?: (page: PageConfig | null, read: ContentReader) => Promise<Record<string, unknown>>;
  notFoundHead: PageHead;
  /**
   * Browser: the loader hands the page over at once, and its sections and head read their content
   * through SWR as they render, so a tapped link shows the next page's layout at once, each
   * section in its loading state until its content arrives.
   */
  contentOnScreen?: boolean;
}

const notFoundStatus = { status: 404 } as const;

/** The 404 page's data (status 404), with the chrome's content on the server. */
export async function loadNotFound(services: PageLoaderServices, page: PageConfig | null = null, fallback?: Record<string, unknown>) {
  const chrome =
    fallback ??
    (await (services.prefetchChrome?.(page, services.read) ?? Promise.resolve({})).catch((error: unknown) => {
      console.warn(`[chrome] ${String(error)}`);
      return {};
    }));
  const notFound: PageRouteData = { page, params: {}, sections: {}, fallback: chrome, head: services.notFoundHead, notFound: true };
  return data(notFound, notFoundStatus);
}

/**
 * One page route's loader, the same on the server (inside React Router's static handler) and in
 * the browser (each client-side navigation): a path not in its canonical form moves there (301).
 * On the server the page's meta source and all its sections read their content together, each
 * distinct call once per request; the meta source's `redirect` (302) and `notFound` (404) decide.
 * In the browser the page is handed over at once (`contentOnScreen`): its sections and its meta
 * source read through SWR as the page renders (src/engine/page-renderer.tsx, page-view.tsx).
 */
export async function loadPage(options: { request: Request; params: Record<string, string>; page: PageConfig; services: PageLoaderServices }) {
  const { request, page, params, services } = options;
  const url = new URL(request.url);
  if (!isDecodablePath(url.pathname)) return loadNotFound(services, page);
  const canonical = canonicalPathname(url.pathname);
  if (canonical !== url.pathname) throw redirect(canonical + url.search, 301);

  if (services.contentOnScreen) {
    const onScreen: PageRouteData = { page, params, sections: {}, fallback: {}, notFound: false };
    return onScreen;
  }

  const prefetch = services.prefetchChrome;
  const collected = await collectPageData({
    match: { page, params },
    registry: services.registry,
    metaSources: services.metaSources,
    read: services.read,
    prefetch: prefetch && ((read) => prefetch(page, read)),
    report: services.report,
  });
  if (collected.meta.redirect) throw redirect(collected.meta.redirect);
  if (collected.meta.notFound) return loadNotFound(services, page, collected.fallback);
  const found: PageRouteData = { page, params, sections: collected.sections, fallback: collected.fallback, head: collected.head, notFound: false };
  return found;
}
