import { startTransition } from 'react';
import { hydrateRoot } from './runtime/react-dom-start';
import { createBrowserRouter, matchRoutes, redirectDocument, RouterProvider, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { AppProviders, createAppPageRoute, createAppRoutes, DEDUPING_INTERVAL_MS, notFoundHead, type AppRouteSource } from './app';
import { browserReader, configureContentClient } from './content/client';
import { createSwrReader } from './content/swr-reader';
import { pageKey } from './engine/content-key';
import { consoleReport, type EngineServices } from './engine/engine-context';
import { pageForVariant, runningExperiment, variantOfCookies } from './engine/experiment-variant';
import type { HydrationData } from './engine/hydration-data';
import type { PageConfig } from './engine/page-config-schema';
import type { PageLoaderServices, PageRouteData } from './engine/page-loader';
import type { PageHead } from './engine/page-meta';
import { readHydrationData } from './engine/read-hydration-data';
import { definedParams, NOT_FOUND_ROUTE_ID, ROOT_ROUTE_ID } from './engine/routes';
import { SwrBridge } from './engine/swr-bridge';
import { createSwrPageCache, type CachedPage, type SwrAccess } from './engine/swr-page-cache';
import { browserBlockRegistry } from './site/browser-block-registry';
import { browserPageDirectory } from './site/browser-page-directory';
import { discoverRoute, prefetchOnIntent } from './site/browser-route-discovery';
import { metaSources } from './site/meta-sources';
import { planDeferredHydration } from './runtime/deferred-hydration';
import './styles/global.css';
import './styles/high-contrast.css';

/** The variants the server rendered in this tab (also for visitors it gave no cookie: GPC, preview). */
const shownVariants = new Map<string, string>();

/**
 * A page under a running experiment shows the variant the server chose for this visitor: its
 * cookie, or what the server rendered in this tab. A visitor the server never assigned loads the
 * page from the server, which assigns (and counts) them: the browser never draws a variant.
 */
function pageAsAssigned(page: PageConfig, url: string): PageConfig {
  const experiment = runningExperiment(page, Date.now());
  if (!experiment) return page;
  const variant = variantOfCookies(document.cookie, experiment) ?? shownVariants.get(experiment.id);
  if (variant === undefined) throw redirectDocument(url);
  return pageForVariant(page, variant);
}

/** SWR's cache and mutate, from the app's SWRConfig once it has rendered (before any navigation). */
let swr: SwrAccess | undefined;
/** Every content call of the browser goes through SWR's cache: one request per call and body at a time. */
const read = createSwrReader({ fetch: browserReader, write: (key, data, options) => swr?.write(key, data, options), dedupingInterval: DEDUPING_INTERVAL_MS });
const loaderServices: PageLoaderServices = {
  registry: browserBlockRegistry,
  metaSources,
  read,
  report: consoleReport,
  notFoundHead,
  pageCache: createSwrPageCache(() => swr),
};

/**
 * Where the browser's page routes find their configs: each page route's `lazy` downloads its
 * config and its blocks' components (only for pages visited); its loader reads the page's content
 * for a client-side navigation.
 */
const routeSource: AppRouteSource = {
  pagePaths: [],
  // A config that cannot be downloaded (offline, a new deployment) means a full page load: the
  // server renders the page.
  page: (path, { request }) =>
    browserPageDirectory.loadWithBlocks(path).then(
      (page) => pageAsAssigned(page, request.url),
      (error: unknown) => {
        console.warn(`[pages] could not load the config of ${path}: ${String(error)}`);
        throw redirectDocument(request.url);
      },
    ),
  services: () => loaderServices,
  async prepare(path) {
    // The config's chunk brings its blocks' components (the registry has them once it is in).
    await browserPageDirectory.load(path).catch((error: unknown) => {
      // The route's loader, which downloads the same config, answers with a full page load.
      console.warn(`[pages] could not load the config of ${path}: ${String(error)}`);
    });
  },
};

/** The page routes in the router, by path pattern: each is patched in once. */
const routedPaths = new Set<string>();

/**
 * React Router's lazy route discovery: a navigation to a path no known route claims (or only a
 * pattern or the 404 route) asks the server for the path's route, and its page route joins the
 * tree. So the first download holds no list of every page. When the server cannot be asked, the
 * path gets a route that loads it as a full page, which the server renders.
 */
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const pathname = new URL(path, window.location.origin).pathname;
  const route = await discoverRoute(pathname).catch((error: unknown) => {
    console.warn(`[routes] could not learn the route of ${pathname}: ${String(error)}`);
    return undefined;
  });
  if (route === undefined) {
    patch(ROOT_ROUTE_ID, [{ id: `reload ${pathname}`, path: pathname.replace(/[:*?]/g, encodeURIComponent), loader: ({ request }) => redirectDocument(request.url) }]);
  } else if (route && !routedPaths.has(route.path)) {
    routedPaths.add(route.path);
    patch(ROOT_ROUTE_ID, [createAppPageRoute(routeSource, route.path)]);
  }
};

/**
 * Before hydrating: the current page's route (from the page's embedded data: hydration matches
 * only that one), its `lazy` parts loaded (the config and its blocks' components, so the first
 * client render equals the server's HTML), and the page route's loader data is the server's, from
 * the page's embedded data: hydration runs no loader and fetches nothing.
 */
async function hydrationRoutes(data: HydrationData) {
  // A page whose HTML came without its route (a render outside the page handler) asks for it.
  const route = data.route ?? (data.notFound ? null : await discoverRoute(window.location.pathname));
  if (route) {
    browserPageDirectory.learn(route);
    routedPaths.add(route.path);
  }
  const routes = createAppRoutes({ ...routeSource, pagePaths: route ? [route.path] : [] });
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route: matched }: { route: RouteObject }) => {
      if (typeof matched.lazy !== 'function') return;
      const parts = await matched.lazy();
      Object.assign(matched, { ...parts, lazy: undefined });
    }),
  );
  // SWR's fallback: the chrome's checked answers and every section as the server rendered it; and
  // the page itself (its head as the server wrote it), so that coming back to it reads no content.
  const fallback: Record<string, unknown> = { ...data.fallback, ...data.sections };
  const leaf = matches.at(-1);
  if (!leaf?.route.id) return { routes, loaderData: {}, fallback };
  const loaded = leaf.route.id === NOT_FOUND_ROUTE_ID ? null : (browserPageDirectory.loaded(leaf.route.id) ?? null);
  const shown = data.experiment;
  if (shown) shownVariants.set(shown.experiment, shown.variant);
  // The order and props the server rendered: hydration must match its HTML.
  const page = loaded && shown && loaded.experiment?.id === shown.experiment ? pageForVariant(loaded, shown.variant) : loaded;
  const params = definedParams(leaf.params);
  const notFound = data.notFound ?? page === null;
  if (page && !notFound) {
    const entry: CachedPage = { head: documentHead(), sectionKeys: Object.keys(data.sections) };
    fallback[pageKey(page.path, params)] = entry;
  }
  const loaderData: Record<string, PageRouteData> = {
    [leaf.route.id]: { page, params, sections: data.sections, fallback: {}, notFound },
  };
  return { routes, loaderData, fallback };
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

/** Ends the current task, so the browser can paint and answer input before the next. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  // Each step a task of its own (issue 33): the entry's evaluation, reading the page's data and
  // its route, the router, hydration: on a slow phone each of them was part of one long task.
  await yieldToBrowser();
  const data = readHydrationData();
  configureContentClient({ token: data.apiToken, apiOrigin: data.apiOrigin });
  const { routes, loaderData, fallback } = await hydrationRoutes(data);
  // A task of its own for hydration: the page's block modules were just evaluated in this task
  // (the bench's trace showed the two as one ~500 ms long task on a throttled phone).
  await yieldToBrowser();
  const router = createBrowserRouter(routes, { hydrationData: { loaderData }, patchRoutesOnNavigation });
  prefetchOnIntent(document);
  await yieldToBrowser();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  // Sections below the first screen hydrate later (src/runtime/deferred-hydration.ts). Any change
  // of the router's state (a navigation starting) lets them all in first: subscribed before the
  // RouterProvider, so they are let in before React renders the change.
  const deferred = planDeferredHydration(root);
  router.subscribe(() => deferred.releaseAll());
  const services: EngineServices = { registry: browserBlockRegistry, read, metaSources, report: consoleReport, dev: data.dev, hydrationGate: deferred.gate, onHydrated: deferred.hydrated };
  // In a transition, React hydrates in small slices and yields to the browser between them, so
  // hydration never blocks input for long (Total Blocking Time) on a slow phone.
  startTransition(() => {
    hydrateRoot(
      root,
      <AppProviders services={services} fallback={fallback}>
        <SwrBridge onReady={(access) => (swr = access)}>
          <RouterProvider router={router} />
        </SwrBridge>
      </AppProviders>,
      {
        // React recovers (a part rendered again in the browser) and reports it: say what caused it.
        onRecoverableError: (error, info) => console.error('[client] hydration recovered from', error, error instanceof Error ? error.cause : undefined, info.componentStack),
      },
    );
  });
  deferred.hydrateWhenIdle();
}

start().catch((error: unknown) => console.error('[client] could not start', error));
