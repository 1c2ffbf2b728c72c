import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The spec's delay between a path change and the scroll to the top (both documents). */
export const SCROLL_TO_TOP_DELAY_MS = 100;

/**
 * Scrolls to the top 100 ms after every client-side path change. Not on the first render: the
 * browser owns the scroll position of a page it loaded (reloads, links to #anchors). A change of
 * query or hash alone is not a path change.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const timer = window.setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), SCROLL_TO_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return null;
}
