import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigation } from 'react-router-dom';
import { LoadingSignalProvider, type LoadingSignal } from '../engine/loading-signal';
import './navigation-progress.css';

/** How long the next page may take before the visitor is shown that it is still coming. */
export const SLOW_NAVIGATION_MS = 300;

/**
 * True while the next page is still coming for more than SLOW_NAVIGATION_MS: a navigation waiting
 * for its route (the page's config and blocks), or a page on screen whose sections' content is on
 * its way (src/engine/loading-signal.tsx).
 */
function useSlowPage(loadingSections: number): boolean {
  const pending = useNavigation().state !== 'idle' || loadingSections > 0;
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), SLOW_NAVIGATION_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  return slow;
}

const NavigationBusyContext = createContext(false);

/** Whether the page on screen is still coming (for `aria-busy` on <main>). */
export const useNavigationBusy = () => useContext(NavigationBusyContext);

/**
 * A tapped link shows the next page at once: its layout, each section in its loading state until
 * its content arrives. When that takes more than SLOW_NAVIGATION_MS the visitor sees a bar moving
 * along the top of the window, a screen reader hears the spec's 'Loading...' (a polite status region
 * that is always in the page, so the change is announced), and <main> is marked busy.
 */
export function NavigationProgress({ children }: { children: ReactNode }) {
  const [loadingSections, setLoadingSections] = useState(0);
  const signal = useMemo<LoadingSignal>(
    () => ({
      start() {
        setLoadingSections((count) => count + 1);
        return () => setLoadingSections((count) => count - 1);
      },
    }),
    [],
  );
  const slow = useSlowPage(loadingSections);
  return (
    <NavigationBusyContext.Provider value={slow}>
      {slow && <div className="navigation-progress" aria-hidden="true" data-testid="navigation-progress" />}
      <div className="visually-hidden" role="status" aria-live="polite">
        {slow ? 'Loading...' : ''}
      </div>
      <LoadingSignalProvider value={signal}>{children}</LoadingSignalProvider>
    </NavigationBusyContext.Provider>
  );
}
