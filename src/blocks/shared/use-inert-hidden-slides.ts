import { useEffect, type RefObject } from 'react';

/**
 * react-multi-carousel marks the slides out of view (and its clones) aria-hidden, but their links
 * and buttons stay focusable: keyboard users would tab into invisible cards. Mirror aria-hidden
 * into `inert`, also when the carousel moves or rebuilds its clones. When an arrow key moves the
 * slide holding the focus out of view, the focus goes to the first slide in view (an inert slide
 * would drop it to the page, and the next arrow key would not reach the carousel).
 * Browser only, in an effect. `watch` changes when the carousel may have (re)appeared.
 */
export function useInertHiddenSlides(root: RefObject<HTMLElement | null>, watch?: unknown) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const sync = () => {
      const active = document.activeElement;
      let focusHidden = false;
      for (const slide of element.querySelectorAll<HTMLElement>('.react-multi-carousel-item')) {
        const hidden = slide.getAttribute('aria-hidden') === 'true';
        if (hidden && !slide.inert && active !== null && slide.contains(active)) focusHidden = true;
        slide.toggleAttribute('inert', hidden);
      }
      if (focusHidden) element.querySelector<HTMLElement>('.react-multi-carousel-item[aria-hidden="false"] [data-slide]')?.focus({ preventScroll: true });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [root, watch]);
}
