import { useLayoutEffect } from 'react';

/**
 * Locks page scrolling while the calling component is mounted (a modal menu): it marks the body
 * with `data-scroll-locked`, which mobile-menu.css turns into `overflow: hidden`, and passes the
 * width of the scrollbar that disappears (`--scroll-lock-gap`; 0 with overlay scrollbars) so the
 * page behind does not shift sideways. A native modal <dialog> makes the page inert but still
 * lets it scroll behind the backdrop. Browser only.
 */
export function useScrollLock() {
  useLayoutEffect(() => {
    const { body, documentElement } = document;
    const gap = window.innerWidth - documentElement.clientWidth;
    if (gap > 0 && documentElement.clientWidth > 0) body.style.setProperty('--scroll-lock-gap', `${gap}px`);
    body.setAttribute('data-scroll-locked', '');
    return () => {
      body.removeAttribute('data-scroll-locked');
      body.style.removeProperty('--scroll-lock-gap');
    };
  }, []);
}
