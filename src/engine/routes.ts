import type { PageConfig } from './page-config-schema';

export interface PageMatch {
  page: PageConfig;
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Static segments outrank parameters, so `/family-travel/` wins over the blog catch-all `/:slug/`. */
function score(pattern: string[]): number {
  return pattern.reduce((total, segment) => total + (segment.startsWith(':') ? 3 : 10), 1);
}

function matchPattern(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < pattern.length; index += 1) {
    const expected = pattern[index]!;
    const actual = segments[index]!;
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null; // a malformed escape (e.g. "%E0%A4%A") claims no route: the answer is 404
      }
    } else if (expected.toLowerCase() !== actual.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/**
 * Routes by path pattern, best match first. The same matcher runs on the server and in the
 * browser; paths compare without their trailing slash (the server redirects to the canonical form).
 */
export function createRouteMatcher<T>(entries: readonly { path: string; value: T }[]) {
  const routes = entries
    .map((entry) => ({ value: entry.value, pattern: segmentsOf(entry.path) }))
    .sort((a, b) => score(b.pattern) - score(a.pattern));
  return (pathname: string): { value: T; params: Record<string, string> } | null => {
    const segments = segmentsOf(pathname);
    for (const route of routes) {
      const params = matchPattern(route.pattern, segments);
      if (params) return { value: route.value, params };
    }
    return null;
  };
}

/** Routes built from the page configs. */
export function createPageMatcher(pages: readonly PageConfig[]) {
  const match = createRouteMatcher(pages.map((page) => ({ path: page.path, value: page })));
  return (pathname: string): PageMatch | null => {
    const found = match(pathname);
    return found && { page: found.value, params: found.params };
  };
}

export type PageMatcher = ReturnType<typeof createPageMatcher>;
