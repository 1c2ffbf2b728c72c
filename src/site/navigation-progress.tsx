import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useNavigation } from 'react-router-dom';
import './navigation-progress.css';

/** How long a client-side navigation may take before the visitor is shown that it is under way. */
export const SLOW_NAVIGATION_MS = 300;

/** True while a client-side navigation has been waiting for more than SLOW_NAVIGATION_MS. */
function useSlowNavigation(): boolean {
  const pending = useNavigation().state !== 'idle';
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

/** Whether the page on screen is about to be replaced by a slow navigation (for `aria-busy` on <main>). */
export const useNavigationBusy = () => useContext(NavigationBusyContext);

/**
 * The current page stays on screen until the next one is ready (a React Router navigation is a
 * transition); when that takes more than SLOW_NAVIGATION_MS the visitor sees a bar moving at the
 * top of the window, a screen reader hears the spec's 'Loading...' (a polite status region that is
 * always in the page, so the change is announced), and <main> is marked busy.
 */
export function NavigationProgress({ children }: { children: ReactNode }) {
  const slow = useSlowNavigation();
  return (
    <NavigationBusyContext.Provider value={slow}>
      {slow && <div className="navigation-progress" aria-hidden="true" data-testid="navigation-progress" />}
      <div className="visually-hidden" role="status" aria-live="polite">
        {slow ? 'Loading...' : ''}
      </div>
      {children}
    </NavigationBusyContext.Provider>
  );
}
