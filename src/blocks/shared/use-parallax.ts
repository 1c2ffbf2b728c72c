import { useEffect, type RefObject } from 'react';

/**
 * Moves an element's background by `factor` of the scroll distance (spec: motto 0.2, advisor 0.5).
 * Browser only, in an effect; off when the visitor prefers reduced motion.
 */
export function useParallax(ref: RefObject<HTMLElement | null>, factor: number) {
  useEffect(() => {
    const element = ref.current;
    if (!element || factor === 0) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = element.getBoundingClientRect().top * factor;
      element.style.backgroundPosition = `center ${Math.round(offset)}px`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref, factor]);
}
