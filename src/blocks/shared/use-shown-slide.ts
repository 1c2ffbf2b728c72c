import { useEffect, useState, type RefObject } from 'react';

/**
 * The index (`data-slide`) of the first slide react-multi-carousel shows inside `frame`, kept up
 * to date as it moves (it marks the slides out of view aria-hidden). 0 until it has rendered in the
 * browser, as the server's markup starts at the first slide.
 */
export function useShownSlide(frame: RefObject<HTMLElement | null>): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const read = () => {
      const slide = element.querySelector('.react-multi-carousel-item[aria-hidden="false"] [data-slide]');
      if (slide) setShown(Number(slide.getAttribute('data-slide')));
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(element, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [frame]);
  return shown;
}
