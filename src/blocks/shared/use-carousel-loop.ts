import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from './carousel-idle-queue';
import { carouselTrack, firstPlaceInLoop, focusedSlide, hasMeasured, showAt, slideInView, type CarouselInstance } from './carousel-instance';

/**
 * Whether the carousel's infinite loop runs, as its frame says in `data-carousel-loop`: 'off'
 * until it starts, 'on' once it has, 'none' where there is nothing to loop (one slide, or no more
 * slides than the window shows). A script that reads the slides waits for 'off' to go: starting
 * the loop mounts the slides again in the loop's places (react-multi-carousel keys them by place).
 */
export type CarouselLoopState = 'off' | 'on' | 'none';

export interface CarouselLoop {
  state: CarouselLoopState;
  /** Starts the loop at once, before a visitor's move (a button, a swipe), so that move wraps as the loop does. */
  startNow: () => void;
}

/** Events after which a start put off for a gesture or the focus in the slides is tried again. */
const RETRY_EVENTS = ['touchend', 'touchcancel', 'mouseup', 'mouseleave', 'focusout'] as const;

/**
 * react-multi-carousel's infinite loop, started after the page has hydrated: when the carousel is
 * within a screen of the viewport and the main thread is idle (one carousel per idle period), or
 * at once when the visitor moves it first.
 *
 * Why: the library builds the loop's clones (up to twice the slides, every slide mounted again
 * one place along) in state updates as it mounts, so a page's hydration was followed, in the same
 * long task, by a render of every carousel's slides (decision 014: ~320 ms of a ~650 ms task on
 * `/` at the bench's 4x throttling). The server's HTML and hydration render the slides alone.
 *
 * How: the `infinite` prop turns on and, before the browser paints, the library's own setClones
 * builds the clones and the slide that was in view is shown from its place in the loop. The
 * carousel instance, its measured size and its track's height stay (no remount of the carousel,
 * nothing below it moves). The slides themselves are mounted again, which would drop a focus or a
 * touch inside them: the idle start waits while either is there; an arrow key starts the loop
 * and gives the focus back to the same slide, now in its place in the loop.
 * Without IntersectionObserver (jsdom, old browsers) the loop starts on the first move.
 */
export function useCarouselLoop(frame: RefObject<HTMLElement | null>, carousel: RefObject<CarouselInstance | null>, slideCount: number): CarouselLoop {
  const [state, setState] = useState<CarouselLoopState>(slideCount > 1 ? 'off' : 'none');
  const current = useRef(state);
  current.current = state;

  /** 'on', or 'none' where the window shows more slides than there are (the library cannot loop those). */
  const loopFor = useCallback((instance: CarouselInstance): CarouselLoopState => (instance.state.slidesToShow > slideCount ? 'none' : 'on'), [slideCount]);

  useEffect(() => {
    const element = frame.current;
    if (state !== 'off' || !element || typeof IntersectionObserver !== 'function') return;
    let near = false;
    let disposed = false;
    let cancelIdle: (() => void) | undefined;
    const start = () => {
      cancelIdle = undefined;
      const instance = carousel.current;
      if (disposed || !near || !instance || !hasMeasured(instance)) return;
      // A finger or the mouse on the track, or the focus in a slide: tried again when it ends.
      if (instance.onMove || focusedSlide(element) !== undefined) return;
      // A transition: React renders the clones in slices, yielding to the visitor between them.
      startTransition(() => setState(loopFor(instance)));
    };
    const request = () => {
      if (!disposed && near && !cancelIdle) cancelIdle = whenIdle(start);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((entry) => entry.isIntersecting);
        if (near) request();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    // After the event: at focusout the focus has not moved yet, at touchend the library has not seen it.
    const retry = () => window.setTimeout(request, 0);
    for (const type of RETRY_EVENTS) element.addEventListener(type, retry, { passive: true });
    return () => {
      disposed = true;
      observer.disconnect();
      cancelIdle?.();
      for (const type of RETRY_EVENTS) element.removeEventListener(type, retry);
    };
  }, [frame, carousel, state, loopFor]);

  const startNow = useCallback(() => {
    const element = frame.current;
    const instance = carousel.current;
    if (current.current !== 'off' || !element || !instance || !hasMeasured(instance)) return;
    const focused = focusedSlide(element);
    flushSync(() => setState(loopFor(instance)));
    if (focused !== undefined) slideInView(element, focused)?.focus({ preventScroll: true });
    // The loop's start must be the style a move's transition starts from, not the row before it.
    const track = carouselTrack(element);
    if (track) readTransform(track);
  }, [frame, carousel, loopFor]);

  // An arrow key: the library moves on its keyup, in the loop started here at the keydown.
  useEffect(() => {
    const element = frame.current;
    if (state !== 'off' || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') startNow();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [frame, state, startNow]);

  // The render that turned `infinite` on drew the clones from the place the row was at; before the
  // paint, the library's own start of its loop builds them again and shows the same slides.
  const placed = useRef(false);
  useLayoutEffect(() => {
    const instance = carousel.current;
    if (state !== 'on' || placed.current || !instance) return;
    placed.current = true;
    const { slidesToShow, itemWidth, currentSlide } = instance.state;
    instance.setClones(slidesToShow, itemWidth);
    if (currentSlide > 0) showAt(instance, firstPlaceInLoop(slideCount, slidesToShow) + currentSlide);
  }, [state, carousel, slideCount]);

  return { state, startNow };
}

/** Reading the computed transform makes the browser apply the styles set so far. */
function readTransform(element: HTMLElement): string {
  return getComputedStyle(element).transform;
}
