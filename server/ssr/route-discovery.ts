import { Hono } from 'hono';
import { ROUTE_DISCOVERY_PATH, type BrowserRoute } from '../../src/engine/browser-route';

export interface RouteDiscoveryDeps {
  /** The renderer's route lookup (src/entry-server.tsx): the matcher built once, no walk over the pages. */
  renderer: () => Promise<{ browserRouteOf(pathname: string): BrowserRoute | null }>;
}

/** The same for every visitor and changed only by a deployment: browsers and CDNs may keep it a while. */
const ROUTE_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';
const MAX_PATH_LENGTH = 2048;

/**
 * `GET /__route?path=/family-travel/`: the route a browser needs for a client-side navigation to a
 * path it has not seen (React Router's lazy route discovery, src/site/browser-route-discovery.ts):
 * `{ "route": { "path": <route pattern>, "module": <config chunk> } }`, or `{ "route": null }` when
 * no page has the path (the browser shows the 404 page) or it is a redirect (the browser has those).
 */
export function createRouteDiscovery(deps: RouteDiscoveryDeps) {
  const routes = new Hono();
  routes.get(ROUTE_DISCOVERY_PATH, async (c) => {
    const path = c.req.query('path');
    if (!path || !path.startsWith('/') || path.length > MAX_PATH_LENGTH) {
      return c.json({ message: `path must be a site path starting with "/", at most ${MAX_PATH_LENGTH} characters` }, 400, { 'cache-control': 'no-store' });
    }
    const route = (await deps.renderer()).browserRouteOf(path);
    return c.json({ route }, 200, { 'cache-control': ROUTE_CACHE_CONTROL });
  });
  return routes;
}
