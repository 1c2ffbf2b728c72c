import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** The spec's delay between a path change and the scroll to the top (both documents). */
export const SCROLL_TO_TOP_DELAY_MS = 100;

/**
 * The spec's "scroll to the top 100 ms after a path change", on top of React Router's
 * `<ScrollRestoration>` (which already puts a new page at the top at once, as global.css has no
 * smooth scrolling): a link or redirect to a new path scrolls to the top again 100 ms later. Not
 * on the first render (the browser owns the scroll position of a page it loaded), not for
 * back/forward (the restored position stays), not for a link to a `#section` (the section stays in
 * view), not for a change of query or hash alone.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType === 'POP' || hash) return;
    const timer = window.setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), SCROLL_TO_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, navigationType]);

  return null;
}
