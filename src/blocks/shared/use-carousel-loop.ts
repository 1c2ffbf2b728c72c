import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { MultiCarousel } from './multi-carousel';

export type CarouselDirection = 'previous' | 'next';
type CarouselInstance = InstanceType<typeof MultiCarousel>;

export interface CarouselLoop {
  /** The `infinite` prop: false until the carousel nears the screen (or is moved). */
  looping: boolean;
  /** The ref for `<MultiCarousel ref>`: the loop is started through the library's own methods. */
  carousel: RefObject<CarouselInstance | null>;
  /** A button's move before the loop runs: starts the loop, then moves, so the move wraps. */
  moveBeforeLoop: ((direction: CarouselDirection) => void) | undefined;
  /** The frame's onKeyUp: the arrow keys before the loop runs (the library reads them after). */
  onKeyUp: ((event: KeyboardEvent<HTMLElement>) => void) | undefined;
}

/**
 * react-multi-carousel's infinite loop, started when the carousel comes within a screen's height
 * of the viewport rather than while the page hydrates.
 *
 * Why: the library builds the loop's clones (up to twice the slides, every slide re-mounted one
 * place along) in state updates as it mounts, in the same task as hydration's commit: ~320 ms of
 * a ~650 ms long task on `/` at the bench's 4× throttling, more with photographs (each moved
 * slide's picture is a new element). A carousel three screens down needs no clones yet.
 *
 * How: the server and hydration render the carousel without the loop (the same HTML: before it
 * has measured itself the library renders the slides alone either way). Near the screen the
 * `infinite` prop turns on and, before the browser paints, the library's own `setClones` builds
 * the clones and places the first slide, as its mount does; the carousel instance, its measured
 * size and the height of its track stay (no remount, so nothing below moves).
 *
 * The slides re-mount as the clones arrive, which would drop a focus inside them: the loop waits
 * while the focus is in the slides. A move asked for before the loop (a button, an arrow key)
 * starts it and then moves; a focused slide hands the focus to the slide now in view.
 * Nothing waits on this: no code is loaded and no navigation is held.
 */
export function useCarouselLoop(frame: RefObject<HTMLElement | null>, enabled: boolean): CarouselLoop {
  const [looping, setLooping] = useState(false);
  const carousel = useRef<CarouselInstance | null>(null);
  const pending = useRef<{ direction: CarouselDirection; focusSlide: boolean } | null>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element || !enabled || looping) return;
    if (typeof IntersectionObserver !== 'function') {
      setLooping(true);
      return;
    }
    let near = false;
    const startIfFree = () => {
      if (near && !focusInSlides(element)) setLooping(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((entry) => entry.isIntersecting);
        startIfFree();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    // At focusout the focus has not moved yet: look once it has.
    const onFocusOut = () => window.setTimeout(startIfFree, 0);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [frame, enabled, looping]);

  // The render that turned `infinite` on drew the clones from the first place; before the paint,
  // the library's own start of the loop puts the slide that was in view back in view.
  useLayoutEffect(() => {
    const instance = carousel.current;
    if (!looping || !instance) return;
    const { slidesToShow, itemWidth, currentSlide } = instance.state;
    instance.setClones(slidesToShow, itemWidth);
    // A swipe before the loop moved the carousel without it: the same slide, in the loop's places,
    // without the slide transition (goToSlide's third argument, `animationAllowed`: the library's
    // Carousel.d.ts declares it; the package's top-level typing leaves it out).
    if (currentSlide > 0) Reflect.apply(instance.goToSlide, instance, [firstOriginalPlace(slideCount(frame.current), slidesToShow) + currentSlide, true, false]);
    const move = pending.current;
    if (!move) return;
    pending.current = null;
    // The move waits a task: the clones' state updates are applied by then.
    const timer = window.setTimeout(() => {
      if (move.direction === 'previous') instance.previous(0);
      else instance.next(0);
      if (move.focusSlide) window.setTimeout(() => focusShownSlide(frame.current), 0);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [looping, frame]);

  const moveBeforeLoop = useCallback(
    (direction: CarouselDirection) => {
      const element = frame.current;
      pending.current = { direction, focusSlide: element ? focusInSlides(element) : false };
      // After the event that asked: a key's keyup must not also reach the library's own key
      // listener, which the loop adds as it starts.
      window.setTimeout(() => setLooping(true), 0);
    },
    [frame],
  );

  const onKeyUp = (event: KeyboardEvent<HTMLElement>) => {
    const direction = event.key === 'ArrowLeft' ? 'previous' : event.key === 'ArrowRight' ? 'next' : undefined;
    if (!direction || !(event.target instanceof Element) || !event.target.closest('.react-multi-carousel-list')) return;
    moveBeforeLoop(direction);
  };

  const still = enabled && !looping;
  return { looping: looping && enabled, carousel, moveBeforeLoop: still ? moveBeforeLoop : undefined, onKeyUp: still ? onKeyUp : undefined };
}

/** Whether the focus is on or inside a slide (the part of the carousel the loop re-mounts). */
function focusInSlides(frame: HTMLElement): boolean {
  const active = document.activeElement;
  return active instanceof Element && frame.contains(active) && active.closest('.react-multi-carousel-track') !== null;
}

/** How many slides the carousel has: the originals carry distinct `data-slide` positions. */
function slideCount(frame: HTMLElement | null): number {
  return new Set([...(frame?.querySelectorAll('[data-slide]') ?? [])].map((slide) => slide.getAttribute('data-slide'))).size;
}

/** Where the loop puts the first original slide (react-multi-carousel's own rule for its clones). */
function firstOriginalPlace(slides: number, slidesToShow: number): number {
  return slides > 2 * slidesToShow ? 2 * slidesToShow : slides;
}

function focusShownSlide(frame: HTMLElement | null) {
  const slide = frame?.querySelector<HTMLElement>('.react-multi-carousel-item[aria-hidden="false"] [data-slide]');
  slide?.focus({ preventScroll: true });
}
