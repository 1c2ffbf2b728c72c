import { useEffect, useState, type RefObject } from 'react';

/** "Showing slide 3 of 8", "Showing slides 3, 4, 5 and 6 of 8" (wrapping: "8, 1 and 2"). */
export function describeShownSlides(shown: readonly number[], total: number): string {
  const numbers = shown.map((index) => String(index + 1));
  if (numbers.length === 0) return '';
  if (numbers.length === 1) return `Showing slide ${numbers[0]} of ${total}`;
  return `Showing slides ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)} of ${total}`;
}

/**
 * react-multi-carousel moves its slides without telling screen readers. After the visitor moves
 * the carousel (a click, a key or a swipe inside `frame`), a polite live region says which slides are in
 * view; the carousel's own changes (measuring itself after hydration) stay silent. Each slide's
 * element carries `data-slide={index}` so clones of the infinite loop count as their original.
 */
export function SlideAnnouncer({ frame, total }: { frame: RefObject<HTMLElement | null>; total: number }) {
  const [message, setMessage] = useState('');
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let moved = false;
    const onInput = () => {
      moved = true;
    };
    const announce = () => {
      if (!moved) return;
      const shown = [...element.querySelectorAll('.react-multi-carousel-item[aria-hidden="false"] [data-slide]')].map((slide) =>
        Number(slide.getAttribute('data-slide')),
      );
      setMessage(describeShownSlides(shown, total));
    };
    // A swipe starts with touchstart (a finger) or pointerdown (a mouse drag): no click follows.
    const inputs = ['click', 'keydown', 'touchstart', 'pointerdown'] as const;
    for (const type of inputs) element.addEventListener(type, onInput, { passive: true });
    const observer = new MutationObserver(announce);
    observer.observe(element, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => {
      observer.disconnect();
      for (const type of inputs) element.removeEventListener(type, onInput);
    };
  }, [frame, total]);
  return (
    <p className="visually-hidden" aria-live="polite">
      {message}
    </p>
  );
}
