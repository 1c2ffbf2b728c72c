import { useEffect, type RefObject } from 'react';

/**
 * The carousel marks slides out of view (and its clones) aria-hidden, but their links stay
 * focusable; `inert` takes them out of the tab order too, and follows every slide change.
 */
export function useInertHiddenSlides(root: RefObject<HTMLElement | null>) {
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
  }, [root]);
}
