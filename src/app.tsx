import { useEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useRouteError, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { EngineProvider, type EngineServices } from './engine/engine-context';
import type { PageConfig } from './engine/page-config-schema';
import { loadNotFound, loadPage, type PageLoaderServices, type PageRouteData } from './engine/page-loader';
import type { PageHead } from './engine/page-meta';
import { PageView } from './engine/page-view';
import { createPageRoute, createSiteRoutes, definedParams, type RouteParts } from './engine/routes';
import { SiteSettingsProvider } from './blocks/shared/site-settings';
import { layouts } from './site/layouts';
import { NavigationProgress } from './site/navigation-progress';
import { NotFound } from './site/not-found';
import { ScrollToTop } from './site/scroll-to-top';
import { siteConfig } from './site/site-config';

/** The 404 page's head: no canonical link (a missing page has no canonical address). */
export const notFoundHead: PageHead = {
  title: `Page not found | ${siteConfig.name}`,
  description: 'The page you asked for does not exist.',
  keywords: '',
  image: undefined,
  canonicalPath: '',
  jsonLd: [],
};

/** Where the routes find a path's config and the loaders' services: the server's or the browser's. */
export interface AppRouteSource {
  pagePaths: readonly string[];
  /** The redirects among the routes; site.json's whole table when absent. */
  redirects?: readonly { from: string; to: string }[];
  /** The config of a route path: at hand on the server (with a render's overrides), downloaded in the browser. */
  page(path: string, args: LoaderFunctionArgs): PageConfig | Promise<PageConfig>;
  services(args: LoaderFunctionArgs): PageLoaderServices;
  /** Browser: the route-level code split; resolves when the route's config and its blocks' components are in. */
  prepare?: (path: string) => Promise<void>;
}

/** A page route's loader and component (lazy in the browser). */
function pageRouteParts(source: AppRouteSource, path: string): RouteParts {
  const { prepare } = source;
  return {
    loader: async (args) =>
      loadPage({ request: args.request, params: definedParams(args.params), page: await source.page(path, args), services: source.services(args) }),
    ...(prepare
      ? {
          lazy: async () => {
            await prepare(path);
            return { Component: PageRoute };
          },
        }
      : { Component: PageRoute }),
  };
}

/** One page's route, for a tree that learns its routes as it goes (the browser's lazy route discovery). */
export const createAppPageRoute = (source: AppRouteSource, path: string): RouteObject => createPageRoute(path, pageRouteParts(source, path));

/** The site's routes (src/engine/routes.ts), the same on the server and in the browser. */
export function createAppRoutes(source: AppRouteSource): RouteObject[] {
  return createSiteRoutes({
    pagePaths: source.pagePaths,
    redirects: source.redirects ?? siteConfig.redirects,
    page: (path) => pageRouteParts(source, path),
    notFound: { loader: (args) => loadNotFound(source.services(args)), Component: PageRoute },
    root: { Component: Root, ErrorBoundary: RouteError },
  });
}

/** Around every page: scroll restoration, the spec's scroll to the top, the sign of a slow navigation, the hydration mark. */
function Root() {
  // Marks the page as hydrated (effects run only in the browser, after hydration): a signal for
  // tests, since hydration fetches nothing they could wait for.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <NavigationProgress>
      <ScrollRestoration />
      <ScrollToTop />
      <Outlet />
    </NavigationProgress>
  );
}

/** Every page route and the 404 route: the page inside its layout's chrome (standard for a path no page claims). */
function PageRoute() {
  const data = useLoaderData<PageRouteData>();
  const Layout = (layouts[data.page?.layout ?? 'standard'] ?? layouts.standard!).component;
  return (
    <Layout page={data.page}>
      <PageView data={data} notFound={<NotFound />} />
    </Layout>
  );
}

/**
 * A navigation that failed outside any section (a loader that threw): the server answers such a
 * request itself, so a full page load of the address is the way on.
 */
function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[router] navigation failed', error);
  }, [error]);
  return (
    <main className="not-found">
      <h1>This page could not be shown</h1>
      <p>
        {/* An empty href is this address: a full page load, which the server renders. */}
        <a href="">Load it again</a>
      </p>
    </main>
  );
}

/** SWR's deduping interval (its default), also the browser reader's (src/content/swr-reader.ts). */
export const DEDUPING_INTERVAL_MS = 2_000;

/** Providers shared by the server render and the browser's hydration, so both trees match. */
export function AppProviders({
  services,
  fallback,
  children,
}: {
  services: EngineServices;
  fallback: Record<string, unknown>;
  children: ReactNode;
}) {
  return (
    <EngineProvider services={services}>
      <SWRConfig
        // The fallback is what the server rendered (sections and the chrome's answers): hydration
        // fetches none of it again (revalidateIfStale off), nor does a page a navigation's loader
        // just put in the cache. A page shown from the cache revalidates its sections once on
        // screen (src/engine/page-renderer.tsx); every key revalidates when the tab regains focus
        // or the network comes back, so a content change reaches an open tab.
        value={{ fallback, revalidateIfStale: false, revalidateOnFocus: true, revalidateOnReconnect: true, dedupingInterval: DEDUPING_INTERVAL_MS }}
      >
        {/* Blocks read site.json through this provider, never by importing src/site (the layers). */}
        <SiteSettingsProvider settings={siteConfig}>{children}</SiteSettingsProvider>
      </SWRConfig>
    </EngineProvider>
  );
}
