import { redirect, type RouteObject } from 'react-router-dom';
import type { PageConfig } from './page-config-schema';
import { createRouteMatcher } from './route-matcher';

export interface PageMatch {
  page: PageConfig;
  params: Record<string, string>;
}

export { createRouteMatcher, definedParams, isDecodablePath, type RouteMatch } from './route-matcher';

/** Routes built from the page configs. */
export function createPageMatcher(pages: readonly PageConfig[]) {
  const match = createRouteMatcher(pages.map((page) => ({ path: page.path, value: page })));
  return (pathname: string): PageMatch | null => {
    const found = match(pathname);
    return found && { page: found.value, params: found.params };
  };
}

export type PageMatcher = ReturnType<typeof createPageMatcher>;

/**
 * The canonical form of a page's path: lower case (outside percent escapes, whose hex digits
 * keep their case) and with its trailing slash. Leading slashes collapse to one, so a path like
 * `//host` can never become a redirect to another site.
 */
export function canonicalPathname(pathname: string): string {
  const lower = pathname.replace(/^\/+/, '/').replace(/%[0-9a-fA-F]{2}|[A-Z]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase()));
  return lower.endsWith('/') ? lower : `${lower}/`;
}

/** The route properties a page, the 404 route or the root get from the app. */
export type RouteParts = Pick<RouteObject, 'loader' | 'lazy' | 'Component' | 'ErrorBoundary'>;

export const NOT_FOUND_ROUTE_ID = 'not-found';
export const ROOT_ROUTE_ID = 'root';

/** A page config's route: its path pattern is the route path, its path the route id. */
export const createPageRoute = (path: string, parts: RouteParts): RouteObject => ({ id: path, path, ...parts });

/** A redirect of the site's table: a loader answering 301, on the server and for client-side navigations alike. */
export const createRedirectRoute = (entry: { from: string; to: string }): RouteObject => ({
  id: `redirect ${entry.from}`,
  path: entry.from,
  loader: ({ request }) => redirect(entry.to + new URL(request.url).search, 301),
});

/**
 * The site's React Router routes: one per page config given, one per redirect, and `*` for
 * everything else (the 404 page). The server builds a small tree per matched route and the
 * browser starts from the current page's route: neither hands React Router every page.
 */
export function createSiteRoutes(options: {
  pagePaths: readonly string[];
  redirects: readonly { from: string; to: string }[];
  page: (path: string) => RouteParts;
  notFound: RouteParts;
  root: RouteParts;
}): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      ...options.root,
      children: [
        ...options.pagePaths.map((path) => createPageRoute(path, options.page(path))),
        ...options.redirects.map(createRedirectRoute),
        { id: NOT_FOUND_ROUTE_ID, path: '*', ...options.notFound },
      ],
    },
  ];
}
