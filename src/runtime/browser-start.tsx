import { startTransition } from 'react';
import { createBrowserRouter, redirectDocument, RouterProvider, type PatchRoutesOnNavigationFunction } from 'react-router-dom';
import type { SWRConfiguration } from 'swr';
import type { ContentReader } from '../engine/block';
import type { BlockRegistry } from '../engine/block-registry';
import { consoleReport, type EngineServices } from '../engine/engine-context';
import type { PageLoaderServices } from '../engine/page-loader';
import { readHydrationData } from '../engine/read-hydration-data';
import { ROOT_ROUTE_ID } from '../engine/routes';
import { createApp, type AppRouteSource } from './app';
import { ContentCache } from './content-cache';
import { CONTENT_FRESH_SECONDS } from '../engine/content-freshness';
import { planDeferredHydration } from './deferred-hydration';
import { pageAsAssigned, rememberShownVariant } from './experiment-assignment';
import { hydrationRoutes, seedContentCache } from './hydration-routes';
import { createPageDirectory, type ChunkImporter } from './page-directory';
import { hydrateRoot } from './react-dom-start';
import { createRouteDiscovery } from './route-discovery';
import type { SiteDefinition } from './site-definition';

/** What the browser needs of a site beyond what both sides share. */
export interface BrowserSite extends SiteDefinition {
  /** The site's blocks as the browser has them (each block's code arrives with its pages). */
  registry: BlockRegistry;
  /** The site's content reader, for the API settings the page embeds. */
  connect(options: { apiToken: string; apiOrigin?: string }): ContentReader;
  /** How a page config's chunk is fetched (the browser's import() unless a test says otherwise). */
  importChunk?: ChunkImporter;
}

/** Ends the current task, so the browser can paint and answer input before the next. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts a site in the browser: hydrates the page the server sent, then runs every client-side
 * navigation through React Router with the page configs' routes, the site's blocks and one content
 * cache (SWR's, made here, outside React).
 */
export async function startBrowser(site: BrowserSite, root: HTMLElement): Promise<void> {
  // Each step a task of its own (issue 33): the entry's evaluation, reading the page's data and
  // its route, the router, hydration: on a slow phone each of them was part of one long task.
  await yieldToBrowser();
  const data = readHydrationData();
  const app = createApp(site);
  const directory = createPageDirectory(site.registry, site.importChunk);
  const discovery = createRouteDiscovery(directory);
  const cache = new ContentCache(CONTENT_FRESH_SECONDS * 1000);
  const read = cache.reader(site.connect({ apiToken: data.apiToken, apiOrigin: data.apiOrigin }));
  const loaderServices: PageLoaderServices = {
    registry: site.registry,
    metaSources: site.metaSources,
    read,
    report: consoleReport,
    notFoundHead: site.notFound.head,
    contentOnScreen: true,
  };

  /**
   * Where the browser's page routes find their configs: each page route's `lazy` downloads its
   * config and its blocks' components (only for pages visited); its loader hands the page over
   * at once, and the page's sections read their content as they render.
   */
  const routeSource: AppRouteSource = {
    pagePaths: [],
    // A config that cannot be downloaded (offline, a new deployment) means a full page load: the
    // server renders the page.
    page: (path, { request }) =>
      directory.loadWithBlocks(path).then(
        (page) => pageAsAssigned(page, request.url),
        (error: unknown) => {
          console.warn(`[pages] could not load the config of ${path}: ${String(error)}`);
          throw redirectDocument(request.url);
        },
      ),
    services: () => loaderServices,
    async prepare(path) {
      // The config's chunk brings its blocks' components (the registry has them once it is in).
      await directory.load(path).catch((error: unknown) => {
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
    const route = await discovery.discoverRoute(pathname).catch((error: unknown) => {
      console.warn(`[routes] could not learn the route of ${pathname}: ${String(error)}`);
      return undefined;
    });
    if (route === undefined) {
      patch(ROOT_ROUTE_ID, [{ id: `reload ${pathname}`, path: pathname.replace(/[:*?]/g, encodeURIComponent), loader: ({ request }) => redirectDocument(request.url) }]);
    } else if (route && !routedPaths.has(route.path)) {
      routedPaths.add(route.path);
      patch(ROOT_ROUTE_ID, [app.pageRoute(routeSource, route.path)]);
    }
  };

  if (data.experiment) rememberShownVariant(data.experiment);
  const { routes, loaderData, page } = await hydrationRoutes({ app, data, directory, discovery, routeSource, routedPaths });
  // What the server rendered goes into the content cache, fresh: hydration fetches none of it.
  seedContentCache(cache, data, page);
  await yieldToBrowser();
  const router = createBrowserRouter(routes, { hydrationData: { loaderData }, patchRoutesOnNavigation });
  discovery.prefetchOnIntent(document);
  await yieldToBrowser();
  // Sections below the first screen hydrate later (./deferred-hydration.ts). Any change of the
  // router's state (a navigation starting) lets them all in first: subscribed before the
  // RouterProvider, so they are let in before React renders the change.
  const deferred = planDeferredHydration(root);
  router.subscribe(() => deferred.releaseAll());
  const services: EngineServices = {
    registry: site.registry,
    read,
    metaSources: site.metaSources,
    report: consoleReport,
    dev: data.dev,
    hydrationGate: deferred.gate,
    onHydrated: deferred.hydrated,
  };
  const swr: SWRConfiguration = {
    provider: () => cache,
    use: [cache.freshness],
    // Content changes rarely and its freshness is the page's own (CONTENT_FRESH_SECONDS): a tab
    // that regains focus or the network asks nothing again; a page shown again after that time
    // revalidates as it mounts (the freshness middleware).
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  };
  const { Providers } = app;
  // In a transition, React hydrates in small slices and yields to the browser between them, so
  // hydration never blocks input for long (Total Blocking Time) on a slow phone.
  startTransition(() => {
    hydrateRoot(
      root,
      <Providers services={services} swr={swr} postedForm={data.formState}>
        <RouterProvider router={router} />
      </Providers>,
      {
        // React recovers (a part rendered again in the browser) and reports it: say what caused it.
        onRecoverableError: (error, info) => console.error('[client] hydration recovered from', error, error instanceof Error ? error.cause : undefined, info.componentStack),
      },
    );
  });
  deferred.hydrateWhenIdle();
}
