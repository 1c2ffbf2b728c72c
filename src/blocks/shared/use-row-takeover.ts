import { useLayoutEffect, type RefObject } from 'react';
import { carouselList, focusedSlide, hasMeasured, showAt, type CarouselInstance } from './carousel-instance';

/**
 * Until react-multi-carousel has measured itself in the browser, the server's HTML is a row of
 * slides that scrolls sideways (multi-carousel.css): a visitor may have swiped it, or tabbed into
 * a slide, before the scripts ran. When the library takes over, the slide the visitor was at stays
 * in view: the carousel shows from it and the row's own scroll goes back to 0 (the library moves
 * its track instead). Runs once, as the carousel mounts.
 */
export function useRowTakeover(frame: RefObject<HTMLElement | null>, carousel: RefObject<CarouselInstance | null>) {
  useLayoutEffect(() => {
    const element = frame.current;
    const list = element && carouselList(element);
    if (!element || !list) return;
    const scrolled = list.scrollLeft;
    const focused = focusedSlide(element);
    if (scrolled < 1 && focused === undefined) return;
    const slideWidth = element.querySelector('.react-multi-carousel-item')?.getBoundingClientRect().width ?? 0;
    // React measures the library after this commit's layout effects, before the microtasks run.
    queueMicrotask(() => {
      const instance = carousel.current;
      if (!instance || !hasMeasured(instance)) return;
      list.scrollLeft = 0;
      const { slidesToShow, totalItems } = instance.state;
      const wanted = focused ?? (slideWidth > 0 ? Math.round(scrolled / slideWidth) : 0);
      const place = Math.min(Math.max(wanted, 0), Math.max(0, totalItems - slidesToShow));
      if (place > 0) showAt(instance, place);
    });
  }, [frame, carousel]);
}
