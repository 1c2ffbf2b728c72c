import { matchRoutes, type RouteObject } from 'react-router-dom';
import { pageKey } from '../engine/content-key';
import { pageForVariant } from '../engine/experiment-variant';
import type { HydrationData } from '../engine/hydration-data';
import type { PageConfig } from '../engine/page-config-schema';
import type { PageRouteData } from '../engine/page-loader';
import type { PageHead, PageMetaEntry } from '../engine/page-meta';
import { definedParams, NOT_FOUND_ROUTE_ID } from '../engine/routes';
import type { App, AppRouteSource } from './app';
import type { ContentCache } from './content-cache';
import type { PageDirectory } from './page-directory';
import type { RouteDiscovery } from './route-discovery';

/** The page the server rendered, as hydration found it (null: the 404 page). */
export interface HydratedPage {
  page: PageConfig;
  params: Record<string, string>;
}

/**
 * Before hydrating: the current page's route (from the page's embedded data: hydration matches
 * only that one), its `lazy` parts loaded (the config and its blocks' components, so the first
 * client render equals the server's HTML), and the page route's loader data is the server's, from
 * the page's embedded data: hydration runs no loader and fetches nothing.
 */
export async function hydrationRoutes(options: {
  app: App;
  data: HydrationData;
  directory: PageDirectory;
  discovery: RouteDiscovery;
  routeSource: AppRouteSource;
  routedPaths: Set<string>;
}): Promise<{ routes: RouteObject[]; loaderData: Record<string, PageRouteData>; page: HydratedPage | null }> {
  const { app, data, directory } = options;
  // A page whose HTML came without its route (a render outside the page handler) asks for it.
  const route = data.route ?? (data.notFound ? null : await options.discovery.discoverRoute(window.location.pathname));
  if (route) {
    directory.learn(route);
    options.routedPaths.add(route.path);
  }
  const routes = app.routes({ ...options.routeSource, pagePaths: route ? [route.path] : [] });
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route: matched }: { route: RouteObject }) => {
      if (typeof matched.lazy !== 'function') return;
      const parts = await matched.lazy();
      Object.assign(matched, { ...parts, lazy: undefined });
    }),
  );
  const leaf = matches.at(-1);
  if (!leaf?.route.id) return { routes, loaderData: {}, page: null };
  const loaded = leaf.route.id === NOT_FOUND_ROUTE_ID ? null : (directory.loaded(leaf.route.id) ?? null);
  const shown = data.experiment;
  // The order and props the server rendered: hydration must match its HTML.
  const page = loaded && shown && loaded.experiment?.id === shown.experiment ? pageForVariant(loaded, shown.variant) : loaded;
  const params = definedParams(leaf.params);
  const notFound = data.notFound ?? page === null;
  const loaderData: Record<string, PageRouteData> = {
    [leaf.route.id]: { page, params, sections: data.sections, fallback: {}, notFound },
  };
  return { routes, loaderData, page: page && !notFound ? { page, params } : null };
}

/**
 * What the server rendered, into the browser's content cache, fresh from now: the chrome's
 * checked answers, every section as rendered, and the page's head as the server wrote it (under
 * the page's key), so neither hydration nor coming back to this page reads any content again.
 */
export function seedContentCache(cache: ContentCache, data: HydrationData, page: HydratedPage | null): void {
  for (const [key, value] of Object.entries({ ...data.fallback, ...data.sections })) cache.set(key, { data: value });
  if (page) {
    const entry: PageMetaEntry = { head: documentHead(), notFound: false };
    cache.set(pageKey(page.page.path, page.params), { data: entry });
  }
}

/** The head the server wrote, as a client-side navigation back to this page sets it again. */
function documentHead(): PageHead {
  const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? '';
  const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  return {
    title: document.title,
    description: content('meta[name="description"]'),
    keywords: content('meta[name="keywords"]'),
    image: undefined,
    canonicalPath: canonical ? new URL(canonical, location.href).pathname : '',
    jsonLd: [],
  };
}
