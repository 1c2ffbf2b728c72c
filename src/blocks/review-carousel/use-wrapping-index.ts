import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Cards in view, as the stylesheet says (`--visible` on the viewport, by breakpoint); 1 before measuring. */
function readVisible(element: HTMLElement | null): number {
  if (!element) return 1;
  const value = Number.parseInt(getComputedStyle(element).getPropertyValue('--visible'), 10);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/**
 * The index of the first card in view, moving by one and wrapping at both ends. With several cards
 * in view, the last position is the one that fills the view (count - visible), so the view never
 * shows empty space.
 */
export function useWrappingIndex(count: number, viewport: RefObject<HTMLElement | null>) {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(1);

  useEffect(() => {
    const update = () => setVisible(readVisible(viewport.current));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [viewport, count]);

  const last = Math.max(0, count - visible);
  const current = Math.min(index, last);

  const next = useCallback(() => setIndex((i) => (Math.min(i, last) >= last ? 0 : Math.min(i, last) + 1)), [last]);
  const previous = useCallback(() => setIndex((i) => (Math.min(i, last) <= 0 ? last : Math.min(i, last) - 1)), [last]);

  return { index: current, visible, next, previous };
}
