import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Whether a carousel should run react-multi-carousel's infinite loop yet: from when its frame comes
 * within a screen's height of the viewport, and never while the focus is inside it.
 *
 * Why: the loop's clones (up to twice the slides) are built by the library after it mounts, in the
 * same task as hydration's commit. A CPU profile of `/` at the bench's 4× throttling found that
 * rebuild at ~320 ms of one ~650 ms long task; a carousel still two screens down needs no clones.
 * The server and hydration render the carousel without the loop (the same HTML); the caller
 * remounts it with the loop (a `key`), the library's own start-up path, once this turns true.
 * Nothing waits on it: no code is loaded and no navigation is held.
 * The focus guard: remounting would drop a focus inside the carousel, so it waits for focusout;
 * a move asked for in the meantime starts the loop itself (`startLoop`: block-carousel.tsx).
 * `watch` changes when the frame may have (re)appeared, e.g. the section's content.
 */
export function useLoopNearScreen(frame: RefObject<HTMLElement | null>, enabled: boolean, watch?: unknown): { looping: boolean; startLoop: () => void } {
  const [looping, setLooping] = useState(false);
  const startLoop = useCallback(() => setLooping(true), []);
  useEffect(() => {
    const element = frame.current;
    if (!element || !enabled || looping) return;
    if (typeof IntersectionObserver !== 'function') {
      setLooping(true);
      return;
    }
    let near = false;
    const startIfFree = () => {
      if (near && !element.contains(document.activeElement)) setLooping(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((entry) => entry.isIntersecting);
        startIfFree();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    // After focusout the focus is not yet elsewhere: look once it has moved.
    const onFocusOut = () => window.setTimeout(startIfFree, 0);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [frame, enabled, looping, watch]);
  return { looping: looping && enabled, startLoop };
}
