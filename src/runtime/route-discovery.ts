import { readRouteAnswer, ROUTE_DISCOVERY_PATH, type BrowserRoute } from '../engine/browser-route';
import type { PageDirectory } from './page-directory';

export type RouteDiscovery = ReturnType<typeof createRouteDiscovery>;

/**
 * React Router's lazy route discovery, and prefetching on intent, for one page directory.
 */
export function createRouteDiscovery(directory: PageDirectory) {
  const answers = new Map<string, Promise<BrowserRoute | null>>();

  /**
   * The route of a path the browser has no route for, asked of the server once per path (React
   * Router's lazy route discovery calls this on a client-side navigation; a hover or a touch on a
   * link asks ahead). null: no page has the path (the 404 page) or it is a redirect, which the
   * browser's redirect routes already handle. A failed request is asked again next time.
   *
   * A plain same-origin GET with `fetch`: the ky client is for the content API (its own origin,
   * token and retries) and is a chunk of its own that a route answer should not wait for.
   */
  function discoverRoute(pathname: string): Promise<BrowserRoute | null> {
    let answer = answers.get(pathname);
    if (!answer) {
      answer = fetch(`${ROUTE_DISCOVERY_PATH}?path=${encodeURIComponent(pathname)}`, { headers: { accept: 'application/json' } }).then(
        async (response) => {
          if (!response.ok) throw new Error(`${ROUTE_DISCOVERY_PATH} answered HTTP ${response.status}`);
          const route = readRouteAnswer(await response.json());
          if (route === undefined) throw new Error(`${ROUTE_DISCOVERY_PATH} answered something other than a route`);
          if (route) directory.learn(route);
          return route;
        },
      );
      answer.catch(() => answers.delete(pathname));
      answers.set(pathname, answer);
    }
    return answer;
  }

  /**
   * Downloads a path's route, its page's config chunk and its blocks ahead of a click: what the
   * navigation will need, so a tap shows the next page without waiting for code.
   */
  function prefetch(pathname: string): void {
    discoverRoute(pathname)
      .then((route) => route && directory.loadWithBlocks(route.path))
      .catch((error: unknown) => {
        // The navigation itself asks again and falls back to a full page load.
        console.warn(`[routes] could not prefetch ${pathname}: ${String(error)}`);
      });
  }

  /**
   * Prefetch on intent: a pointer over a link, the keyboard's focus on it or a finger on it starts
   * the downloads its click would start, so the page shows sooner (a hover precedes a click by
   * ~100-300 ms). Each path is asked once; a link to the page on screen asks nothing new.
   */
  function prefetchOnIntent(root: Document): void {
    const onIntent = (event: Event) => {
      const link = routedLinkOf(event.target);
      if (link && link.pathname !== window.location.pathname) prefetch(link.pathname);
    };
    for (const type of ['pointerover', 'focusin', 'touchstart']) root.addEventListener(type, onIntent, { passive: true, capture: true });
  }

  return { discoverRoute, prefetchOnIntent };
}

/** A link to a page of this site that the router will handle (same origin, same tab, no download). */
function routedLinkOf(target: EventTarget | null): HTMLAnchorElement | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  return link;
}
