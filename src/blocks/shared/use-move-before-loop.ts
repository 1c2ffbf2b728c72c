import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { MultiCarousel } from './multi-carousel';

export type CarouselDirection = 'previous' | 'next';

interface PendingMove {
  direction: CarouselDirection;
  /** The label of the button that had the focus: the new carousel's same button gets it back. */
  focusedButton: string | undefined;
}

/**
 * A move asked for before a carousel runs its loop (use-loop-near-screen.ts: the focus was inside
 * it when it neared the screen): starts the loop, then makes the move on the new carousel, so
 * the move wraps as the loop does. The library builds the loop's clones in state updates as it
 * mounts; the move waits a task for them. A focused button gets the focus back (the remount
 * replaced it); a focused slide loses it, as a slide that moves out of view does anyway.
 */
export function useMoveBeforeLoop(
  frame: RefObject<HTMLElement | null>,
  carousel: RefObject<InstanceType<typeof MultiCarousel> | null>,
  looping: boolean,
  startLoop: () => void,
): (direction: CarouselDirection) => void {
  const pending = useRef<PendingMove | null>(null);

  useEffect(() => {
    const move = pending.current;
    if (!looping || !move) return;
    pending.current = null;
    const timer = window.setTimeout(() => {
      const instance = carousel.current;
      if (!instance) return;
      if (move.direction === 'previous') instance.previous(0);
      else instance.next(0);
      if (!move.focusedButton) return;
      const button = [...(frame.current?.querySelectorAll('button') ?? [])].find((candidate) => candidate.getAttribute('aria-label') === move.focusedButton);
      button?.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [looping, carousel, frame]);

  return useCallback(
    (direction: CarouselDirection) => {
      const active = document.activeElement;
      const focusedButton = active instanceof HTMLButtonElement && frame.current?.contains(active) ? (active.getAttribute('aria-label') ?? undefined) : undefined;
      pending.current = { direction, focusedButton };
      startLoop();
    },
    [frame, startLoop],
  );
}
