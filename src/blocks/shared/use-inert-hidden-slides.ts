import { useEffect, type RefObject } from 'react';

/**
 * react-multi-carousel marks the slides out of view (and its clones) aria-hidden, but their links
 * and buttons stay focusable: keyboard users would tab into invisible cards. Mirror aria-hidden
 * into `inert`, also when the carousel moves or rebuilds its clones. Browser only, in an effect.
 * `watch` changes when the carousel may have (re)appeared, e.g. the section's status.
 */
export function useInertHiddenSlides(root: RefObject<HTMLElement | null>, watch?: unknown) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const sync = () => {
      for (const slide of element.querySelectorAll<HTMLElement>('.react-multi-carousel-item')) {
        slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [root, watch]);
}
