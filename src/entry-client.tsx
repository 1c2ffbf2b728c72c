import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, redirectDocument, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders, createAppRoutes, notFoundHead } from './app';
import { browserReader, configureContentClient } from './content/client';
import { consoleReport, type EngineServices } from './engine/engine-context';
import type { HydrationData } from './engine/hydration-data';
import type { PageLoaderServices, PageRouteData } from './engine/page-loader';
import { readHydrationData } from './engine/read-hydration-data';
import { definedParams, NOT_FOUND_ROUTE_ID } from './engine/routes';
import { browserBlockRegistry } from './site/browser-block-registry';
import { browserPageDirectory } from './site/browser-page-directory';
import { metaSources } from './site/meta-sources';
import './styles/global.css';
import './styles/high-contrast.css';

const loaderServices: PageLoaderServices = { registry: browserBlockRegistry, metaSources, read: browserReader, report: consoleReport, notFoundHead };

/**
 * The browser's routes: each page route's `lazy` downloads its config and its blocks' components
 * (only for pages visited); its loader reads the page's content for a client-side navigation.
 */
const routes = createAppRoutes({
  pagePaths: browserPageDirectory.paths(),
  // A config that cannot be downloaded (offline, a new deployment) means a full page load: the
  // server renders the page.
  page: (path, { request }) =>
    browserPageDirectory.loadWithBlocks(path).catch((error: unknown) => {
      console.warn(`[pages] could not load the config of ${path}: ${String(error)}`);
      throw redirectDocument(request.url);
    }),
  services: () => loaderServices,
  async prepare(path) {
    // The config's chunk brings its blocks' components (the registry has them once it is in).
    await browserPageDirectory.load(path).catch((error: unknown) => {
      // The route's loader, which downloads the same config, answers with a full page load.
      console.warn(`[pages] could not load the config of ${path}: ${String(error)}`);
    });
  },
});

/**
 * Before hydrating: the matched routes' `lazy` parts are loaded (the config and its blocks'
 * components, so the first client render equals the server's HTML), and the page route's loader
 * data is the server's, from the page's embedded data: hydration runs no loader and fetches nothing.
 */
async function hydrationLoaderData(data: HydrationData): Promise<Record<string, PageRouteData>> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const parts = await route.lazy();
      Object.assign(route, { ...parts, lazy: undefined });
    }),
  );
  const leaf = matches.at(-1);
  if (!leaf?.route.id) return {};
  const page = leaf.route.id === NOT_FOUND_ROUTE_ID ? null : (browserPageDirectory.loaded(leaf.route.id) ?? null);
  return {
    [leaf.route.id]: { page, params: definedParams(leaf.params), sections: data.sections, fallback: {}, notFound: data.notFound ?? page === null },
  };
}

async function start() {
  const data = readHydrationData();
  configureContentClient({ token: data.apiToken, apiOrigin: data.apiOrigin });
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: await hydrationLoaderData(data) } });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  const services: EngineServices = { registry: browserBlockRegistry, read: browserReader, metaSources, renderedSections: {}, report: consoleReport, dev: data.dev };
  // In a transition, React hydrates in small slices and yields to the browser between them, so
  // hydration never blocks input for long (Total Blocking Time) on a slow phone.
  startTransition(() => {
    hydrateRoot(
      root,
      <AppProviders services={services} fallback={data.fallback}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
}

start().catch((error: unknown) => console.error('[client] could not start', error));
