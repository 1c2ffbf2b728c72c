import { useEffect, type RefObject } from 'react';

/**
 * The carousel marks the slides out of view (and its clones) aria-hidden, but their links stay
 * focusable: keyboard users would tab into invisible cards. Mirror aria-hidden into `inert`,
 * also when the carousel moves or rebuilds its clones. Browser only, in an effect.
 */
/** `watch` changes when the carousel may have (re)appeared, e.g. the section's status. */
export function useInertHiddenSlides(ref: RefObject<HTMLElement | null>, watch: unknown) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const sync = () => {
      for (const item of root.querySelectorAll<HTMLElement>('.react-multi-carousel-item')) {
        item.inert = item.getAttribute('aria-hidden') === 'true';
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [ref, watch]);
}
