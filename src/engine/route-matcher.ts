import { matchRoutes } from 'react-router-dom';

/** A route's parameters without React Router's optional `undefined`s. */
export function definedParams(params: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const defined: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined) defined[name] = value;
  return defined;
}

/** A path whose percent escapes do not decode (e.g. "/%E0%A4%A/") names no page: the answer is 404. */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A route path with a parameter, a splat or an optional segment: React Router ranks those. */
export const isPatternPath = (path: string): boolean => /[:*?]/.test(path);

/**
 * The key under which a static path and the paths it matches meet: what React Router compares
 * (each segment percent-decoded, letter case ignored, any trailing slashes optional).
 */
function staticKey(decodedPath: string): string {
  return decodedPath.toLowerCase().replace(/\/+$/, '') || '/';
}

/** React Router's own decoding before it matches (a "/" escaped inside a segment stays escaped). */
const decodeSegments = (pathname: string) =>
  pathname
    .split('/')
    .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
    .join('/');

export interface RouteMatch<T> {
  value: T;
  params: Record<string, string>;
}

/**
 * Routes by path pattern, built once: static paths (nearly every page) sit in a Map, so a lookup
 * costs the same with 40 pages or 4,000; only the few patterns (`/:slug/`, `/country/:id/`) go
 * through React Router's ranking (`matchRoutes`), which flattens and sorts its route list on every
 * call. A static path always outranks a pattern in React Router (a static segment scores 10, a
 * parameter 3, a splat less), so a Map hit is the answer `matchRoutes` over all routes would give;
 * of two entries with one path the first wins, as in React Router. Letter case and the trailing
 * slash do not matter here; the page loader redirects to the canonical form.
 */
export function createRouteMatcher<T>(entries: readonly { path: string; value: T }[]) {
  const exact = new Map<string, T>();
  const patterns: { id: string; path: string }[] = [];
  entries.forEach((entry, index) => {
    if (isPatternPath(entry.path)) patterns.push({ id: String(index), path: entry.path });
    else {
      const key = staticKey(entry.path);
      if (!exact.has(key)) exact.set(key, entry.value);
    }
  });
  return (pathname: string): RouteMatch<T> | null => {
    if (!isDecodablePath(pathname)) return null;
    const hit = exact.get(staticKey(decodeSegments(pathname)));
    if (hit !== undefined) return { value: hit, params: {} };
    if (patterns.length === 0) return null;
    const match = matchRoutes(patterns, pathname)?.at(-1);
    const entry = match ? entries[Number(match.route.id)] : undefined;
    return match && entry ? { value: entry.value, params: definedParams(match.params) } : null;
  };
}
