import { lazy, Suspense, useState, type ComponentType } from 'react';
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

function whenWideEnough(): Promise<void> {
  return new Promise((resolve) => {
    const query = window.matchMedia(DESKTOP_NAV_QUERY);
    if (query.matches) return resolve();
    const onChange = () => {
      if (!query.matches) return;
      query.removeEventListener('change', onChange);
      resolve();
    };
    query.addEventListener('change', onChange);
  });
}

const LazyDesktopNav = lazy(() =>
  whenWideEnough()
    .then(loadDesktopNav)
    .then(
      (module) => ({ default: module.DesktopNav }),
      (error: unknown) => {
        // Offline, or a new deployment removed the chunk: the server's bar stays as it is, its
        // links plain links and its dropdowns opened by CSS (desktop-nav.css), as without scripts.
        console.warn(`[menu] could not load the menu bar: ${String(error)}`);
        return new Promise<never>(() => {});
      },
    ),
);

/**
 * The desktop menu bar (DesktopNav), hydrated only where it is shown. The server renders it in
 * full; in the browser its code (Radix's navigation menu, ~12 KB compressed) is asked for once the
 * screen is at least 1024 px wide, and until it is there React leaves the server's HTML of the
 * bar in place (a Suspense boundary that waits for a lazy component during hydration). A phone,
 * whose header shows the hamburger, never downloads it.
 */
export function DeferredDesktopNav(props: DesktopNavProps) {
  // Chosen once per header: the server (and a header mounted after the code came) renders the bar
  // at once; the header being hydrated waits for it. Never switched, which would remount the bar.
  const [Nav] = useState<ComponentType<DesktopNavProps>>(() => loadedModule?.DesktopNav ?? LazyDesktopNav);
  return (
    <Suspense fallback={null}>
      <Nav {...props} />
    </Suspense>
  );
}
