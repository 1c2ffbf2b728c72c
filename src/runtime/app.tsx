import { useEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useRouteError, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { EngineProvider, type EngineServices } from '../engine/engine-context';
import type { PageConfig } from '../engine/page-config-schema';
import { loadNotFound, loadPage, type PageLoaderServices, type PageRouteData } from '../engine/page-loader';
import { PageView } from '../engine/page-view';
import { PostedFormProvider } from '../engine/posted-form';
import { createPageRoute, createSiteRoutes, definedParams, type RouteParts } from '../engine/routes';
import { NavigationProgress } from './navigation-progress';
import { ScrollToTop } from './scroll-to-top';
import { layoutOf, type SiteDefinition } from './site-definition';

/** Where the routes find a path's config and the loaders' services: the server's or the browser's. */
export interface AppRouteSource {
  pagePaths: readonly string[];
  /** The redirects among the routes; the site's whole table when absent. */
  redirects?: readonly { from: string; to: string }[];
  /** The config of a route path: at hand on the server (with a render's overrides), downloaded in the browser. */
  page(path: string, args: LoaderFunctionArgs): PageConfig | Promise<PageConfig>;
  services(args: LoaderFunctionArgs): PageLoaderServices;
  /** Browser: the route-level code split; resolves when the route's config and its blocks' components are in. */
  prepare?: (path: string) => Promise<void>;
}

export interface AppProvidersProps {
  services: EngineServices;
  /** SWR's configuration: the server's fallback, or the browser's cache and revalidation rules. */
  swr: SWRConfiguration;
  /** What the server hands a form after a post without JavaScript (src/engine/posted-form.tsx). */
  postedForm?: unknown;
  children: ReactNode;
}

/**
 * The app of one site, the same on the server and in the browser: its routes (React Router's,
 * built from the page configs: src/engine/routes.ts) and the providers around every page. Made once
 * per site (its components must stay the same between renders).
 */
export function createApp(site: SiteDefinition) {
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

  /** Around every page: scroll restoration, the spec's scroll to the top, the sign of a slow navigation, the hydration mark. */
  function Root() {
    // Marks the page as hydrated (effects run only in the browser, after hydration): a signal for
    // tests and scripts, since hydration fetches nothing they could wait for.
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

  /** Every page route and the 404 route: the page inside its layout's chrome (the default layout for a path no page claims). */
  function PageRoute() {
    const data = useLoaderData<PageRouteData>();
    const Layout = layoutOf(site, data.page).component;
    const NotFound = site.notFound.Component;
    return (
      <Layout page={data.page}>
        <PageView data={data} notFound={<NotFound />} notFoundHead={site.notFound.head} />
      </Layout>
    );
  }

  return {
    /** One page's route, for a tree that learns its routes as it goes (the browser's lazy route discovery). */
    pageRoute: (source: AppRouteSource, path: string): RouteObject => createPageRoute(path, pageRouteParts(source, path)),

    /** The site's routes (src/engine/routes.ts), the same on the server and in the browser. */
    routes(source: AppRouteSource): RouteObject[] {
      return createSiteRoutes({
        pagePaths: source.pagePaths,
        redirects: source.redirects ?? site.redirects,
        page: (path) => pageRouteParts(source, path),
        notFound: { loader: (args) => loadNotFound(source.services(args)), Component: PageRoute },
        root: { Component: Root, ErrorBoundary: RouteError },
      });
    },

    /** Providers shared by the server render and the browser's hydration, so both trees match. */
    Providers({ services, swr, postedForm, children }: AppProvidersProps) {
      const SiteProviders = site.Providers;
      return (
        <EngineProvider services={services}>
          <SWRConfig value={swr}>
            <PostedFormProvider value={postedForm}>
              <SiteProviders>{children}</SiteProviders>
            </PostedFormProvider>
          </SWRConfig>
        </EngineProvider>
      );
    },
  };
}

export type App = ReturnType<typeof createApp>;

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
