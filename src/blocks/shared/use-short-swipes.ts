import { useEffect, type RefObject } from 'react';
import { carouselTrack, type CarouselInstance } from './carousel-instance';

export type CarouselDirection = 'previous' | 'next';

/** How soon after a swipe's touchend the browser's click for it comes (a tap, to the browser). */
const SWIPE_CLICK_WINDOW_MS = 500;

/**
 * Swipes from the spec's minimum distance (10 px) up move the carousel.
 *
 * A phone's browser holds back touchmove events until the finger has left its touch slop (about
 * 15 px in Chromium), and react-multi-carousel measures a swipe by its touchmoves alone: a swipe of
 * 10 to 17 px reached it as no move at all. The touchend says where the finger left the glass;
 * when a swipe that long and more sideways than up or down left the carousel where it was, `move`
 * moves it. The library keeps every swipe it does see (longer ones, mouse drags).
 * Inside its slop the browser takes the gesture for a tap and sends a click: after such a swipe
 * that click is dropped, so a swipe over a card's link moves the carousel instead of opening it.
 */
export function useShortSwipes(
  frame: RefObject<HTMLElement | null>,
  carousel: RefObject<CarouselInstance | null>,
  minDistance: number,
  move: (direction: CarouselDirection) => void,
) {
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let start: { x: number; y: number; slide: number } | undefined;
    let timer: number | undefined;
    let swipedAt = Number.NEGATIVE_INFINITY;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const instance = carousel.current;
      const onTrack = event.target instanceof Node && carouselTrack(element)?.contains(event.target) === true;
      start = event.touches.length === 1 && touch && instance && onTrack ? { x: touch.clientX, y: touch.clientY, slide: instance.state.currentSlide } : undefined;
    };
    const onEnd = (event: TouchEvent) => {
      const began = start;
      const touch = event.changedTouches[0];
      start = undefined;
      if (!began || !touch) return;
      const dx = touch.clientX - began.x;
      const dy = touch.clientY - began.y;
      if (Math.abs(dx) < minDistance || Math.abs(dx) <= Math.abs(dy)) return;
      swipedAt = performance.now();
      // After the library has had this touchend (React listens at the root, after this element).
      timer = window.setTimeout(() => {
        if (carousel.current?.state.currentSlide === began.slide) move(dx < 0 ? 'next' : 'previous');
      }, 0);
    };
    const onCancel = () => {
      start = undefined;
    };
    // In the capture phase, before the link (or React's listener at the root) sees it.
    const onClick = (event: MouseEvent) => {
      if (performance.now() - swipedAt > SWIPE_CLICK_WINDOW_MS) return;
      swipedAt = Number.NEGATIVE_INFINITY;
      event.preventDefault();
      event.stopPropagation();
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchend', onEnd, { passive: true });
    element.addEventListener('touchcancel', onCancel, { passive: true });
    element.addEventListener('click', onClick, { capture: true });
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onCancel);
      element.removeEventListener('click', onClick, { capture: true });
    };
  }, [frame, carousel, minDistance, move]);
}
