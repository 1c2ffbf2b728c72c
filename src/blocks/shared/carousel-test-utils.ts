import { act, fireEvent } from '@testing-library/react';

/**
 * Test helpers for the blocks on react-multi-carousel (jsdom): the window's width it measures,
 * the slides it shows (it marks the others and its infinite loop's clones aria-hidden), and the
 * moves a visitor makes. For component tests only; give the carousel `transitionMs: 1`.
 */
const initialWidth = window.innerWidth;

/**
 * Renders a carousel measured at a window this wide: the width is set before the carousel mounts
 * (it reads the window then) and a resize makes it measure itself.
 */
export async function renderMeasuredAt<T>(width: number, render: () => T): Promise<T> {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  const rendered = render();
  await act(async () => window.dispatchEvent(new Event('resize')));
  return rendered;
}

/** How many slides a carousel block shows (not hidden from assistive technology) at a window this wide. */
export async function visibleSlidesAt(width: number, renderAt: () => { container: HTMLElement; unmount: () => void }): Promise<number> {
  const { container, unmount } = await renderMeasuredAt(width, renderAt);
  const count = container.querySelectorAll('.react-multi-carousel-item[aria-hidden="false"]').length;
  unmount();
  return count;
}

export function restoreWindowWidth() {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: initialWidth });
}

/** Waits out a (1 ms) transition and the carousel's clone reset after it. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** The `data-slide` indices of the slides in view, left to right. */
export const shownSlides = (container: HTMLElement) =>
  [...container.querySelectorAll('.react-multi-carousel-item[aria-hidden="false"] [data-slide]')].map((slide) => Number(slide.getAttribute('data-slide')));

/** The first slide in view (its element carries `data-slide`). */
export const firstShownSlide = (container: HTMLElement) => container.querySelector<HTMLElement>('.react-multi-carousel-item[aria-hidden="false"] [data-slide]')!;

/**
 * An arrow key pressed with the focus on the slide in view, as a browser sends it: the keydown and
 * the keyup each to the element that has the focus then (the carousel acts on the keyup inside its
 * track; a keydown before its loop runs starts it and gives the focus to the same slide in the loop).
 */
export async function pressArrowKey(container: HTMLElement, key: 'ArrowLeft' | 'ArrowRight') {
  act(() => firstShownSlide(container).focus());
  const init = { key, keyCode: key === 'ArrowLeft' ? 37 : 39 };
  fireEvent.keyDown(document.activeElement ?? document.body, init);
  fireEvent.keyUp(document.activeElement ?? document.body, init);
  await settle();
}

export async function clickAndSettle(button: HTMLElement) {
  fireEvent.click(button);
  await settle();
}

/** The carousel's polite live region (the slide announcer). */
export const announcement = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')?.textContent;
