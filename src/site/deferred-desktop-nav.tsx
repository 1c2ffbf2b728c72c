import { useEffect, useState, type ComponentType } from 'react';
import type { DesktopNavProps } from './desktop-nav';
// The bar's styles are the page's from the first paint (the server's HTML is the bar until its
// code arrives); only its script waits.
import './desktop-nav.css';

/** The width from which the headers show the menu bar instead of the hamburger (site-header.css). */
export const DESKTOP_NAV_QUERY = '(min-width: 1024px)';

type DesktopNavModule = typeof import('./desktop-nav');
let loadedModule: DesktopNavModule | undefined;

/** The bar's code. The server loads it before rendering; a browser once its screen shows the bar. */
export function loadDesktopNav(): Promise<DesktopNavModule> {
  return import('./desktop-nav').then((module) => {
    loadedModule = module;
    return module;
  });
}

/** Calls `then` once the window is at least 1024 px wide (now or later), unless aborted first. */
function whenWideEnough(signal: AbortSignal, then: () => void): void {
  const query = window.matchMedia(DESKTOP_NAV_QUERY);
  if (query.matches) return then();
  const onChange = () => {
    if (!query.matches) return;
    query.removeEventListener('change', onChange);
    then();
  };
  query.addEventListener('change', onChange);
  signal.addEventListener('abort', () => query.removeEventListener('change', onChange));
}

/**
 * Keeps whatever HTML the server put in the element: React hydrates an element with
 * `dangerouslySetInnerHTML` without touching its content, and never rewrites it while the value
 * stays the same object.
 */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * The desktop menu bar (DesktopNav), made interactive only where it is shown. The server renders it
 * in full; in the browser its code (Radix's navigation menu, ~12 KB compressed) is asked for once
 * the screen is at least 1024 px wide, and until it is there the server's HTML of the bar stays as
 * it is (plain links, dropdowns opened by CSS as without scripts). A phone, whose header shows the
 * hamburger, never downloads it.
 *
 * Deliberately no lazy component in a Suspense boundary: a boundary still waiting for its code
 * holds every client-side navigation (a transition cannot commit past a dehydrated boundary whose
 * props changed), so on a phone, where the code never comes, a tapped link changed the address
 * and left the old page on screen. Here the bar is an ordinary state change once the code is in.
 */
export function DeferredDesktopNav(props: DesktopNavProps) {
  // The server and a header mounted after the code came render the bar at once.
  const [Nav, setNav] = useState<ComponentType<DesktopNavProps> | undefined>(() => loadedModule?.DesktopNav);
  useEffect(() => {
    if (Nav) return;
    const abort = new AbortController();
    whenWideEnough(abort.signal, () => {
      loadDesktopNav().then(
        (module) => {
          if (!abort.signal.aborted) setNav(() => module.DesktopNav);
        },
        (error: unknown) => {
          // Offline, or a new deployment removed the chunk: the server's bar stays as it is, its
          // links plain links and its dropdowns opened by CSS (desktop-nav.css), as without scripts.
          console.warn(`[menu] could not load the menu bar: ${String(error)}`);
        },
      );
    });
    return () => abort.abort();
  }, [Nav]);
  return Nav ? (
    <div className="desktop-nav-slot">
      <Nav {...props} />
    </div>
  ) : (
    <div className="desktop-nav-slot" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
  );
}
