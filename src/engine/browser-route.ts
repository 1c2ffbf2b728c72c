import { isPlainObject } from '../lib/plain-data';

/**
 * What a browser needs to route a path it has not seen: the route's path pattern (a page config's
 * path, the route id) and the address of the page config's chunk. The server hands it out with a
 * page's HTML (hydration data) and at `ROUTE_DISCOVERY_PATH` for a client-side navigation (React
 * Router's lazy route discovery), so the browser never downloads a list of every page.
 */
export interface BrowserRoute {
  path: string;
  module: string;
  /** The other chunks the page needs: fetched together with `module` rather than one after the other. */
  preload?: readonly string[];
}

/** `GET /__route?path=<pathname>` answers `{ "route": BrowserRoute | null }` (null: no page, the 404 page). */
export const ROUTE_DISCOVERY_PATH = '/__route';

/** A same-origin chunk address: never a script from another site, whatever the answer says. */
const isOwnModule = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/** A route as the server describes it, checked by hand (no zod in a page's first download), or undefined. */
export function readBrowserRoute(value: unknown): BrowserRoute | undefined {
  if (!isPlainObject(value) || typeof value.path !== 'string' || !value.path.startsWith('/') || !isOwnModule(value.module)) return undefined;
  const { preload } = value;
  if (preload !== undefined && !(Array.isArray(preload) && preload.every(isOwnModule))) return undefined;
  return { path: value.path, module: value.module, ...(preload ? { preload } : {}) };
}

/** The endpoint's answer: a route, null for a path no page has, undefined for an answer that is neither. */
export function readRouteAnswer(json: unknown): BrowserRoute | null | undefined {
  if (!isPlainObject(json) || !('route' in json)) return undefined;
  return json.route === null ? null : readBrowserRoute(json.route);
}
