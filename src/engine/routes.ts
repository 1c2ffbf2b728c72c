import { matchRoutes } from 'react-router-dom';
import type { PageConfig } from './page-config-schema';

export interface PageMatch {
  page: PageConfig;
  params: Record<string, string>;
}

/**
 * Routes built from the page configs: static paths outrank parameter paths, so `/family-travel/`
 * wins over the blog catch-all `/:slug/`. The same matcher runs on the server and in the browser.
 */
export function createPageMatcher(pages: readonly PageConfig[]) {
  const routes = pages.map((page) => ({ path: page.path, id: page.path }));
  const byPath = new Map(pages.map((page) => [page.path, page]));
  return (pathname: string): PageMatch | null => {
    const matches = matchRoutes(routes, pathname);
    const last = matches?.at(-1);
    const page = last ? byPath.get(last.route.path) : undefined;
    if (!last || !page) return null;
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(last.params)) {
      if (typeof value === 'string' && name !== '*') params[name] = value;
    }
    return { page, params };
  };
}

export type PageMatcher = ReturnType<typeof createPageMatcher>;
