import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether a clamped text is really cut on this screen (its content is taller than its box), so
 * Read More shows only where there is more to read. Until it can be measured (the server's HTML,
 * a browser without ResizeObserver, a box not laid out yet) the text counts as cut: the toggle
 * stays, as the spec's length rule gave it.
 */
export function useTextCut(text: RefObject<HTMLElement | null>, clamped: boolean): boolean {
  const [cut, setCut] = useState(true);
  useLayoutEffect(() => {
    const element = text.current;
    if (!clamped || !element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      if (element.clientHeight === 0) return;
      setCut(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, clamped]);
  return cut;
}
