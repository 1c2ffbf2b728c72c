import type { Locator, Page } from 'playwright-core';

/** How long a part reached on screen may take to hydrate on a loaded machine (a bound for a hang, not a speed check). */
const PART_HYDRATES_WITHIN_SECONDS = 30;

/**
 * The text of an element as a visitor who scrolled to it reads it. Sections below the first
 * screen are laid out only when they near the screen (`content-visibility: auto`, issue 33), and
 * the browser gives no `innerText` for content it has not laid out: the element is scrolled into
 * view first, as a visitor's eyes would be.
 */
export async function shownText(locator: Locator): Promise<string> {
  await scrollIntoViewAndPaint(locator);
  return locator.innerText();
}

/**
 * Scrolls an element into view and waits for the next frames: the browser decides which skipped
 * sections to lay out in its rendering step, not when the page scrolls.
 */
async function scrollIntoViewAndPaint(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * A part of the page as a visitor reaches it: scrolled into view, and its section's scripts
 * running. Sections below the first screen hydrate when they near the screen, are touched or the
 * main thread is idle (src/runtime/deferred-hydration.ts); each section frame (and the footer)
 * carries `data-hydrated` once its scripts run, as <html> does for the page. Returns the locator.
 */
export async function reachSection(locator: Locator): Promise<Locator> {
  await scrollIntoViewAndPaint(locator.first());
  await locator.first().evaluate(
    (element, partSeconds) =>
      new Promise<void>((resolve, reject) => {
        const part = element.closest('[data-section-id], [data-hydration-id]') ?? element;
        const done = () => part.hasAttribute('data-hydrated');
        if (done()) return resolve();
        // A part that never hydrates fails the test here, named, instead of at its timeout.
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`part "${part.getAttribute('data-section-id') ?? part.getAttribute('data-hydration-id')}" not hydrated after ${partSeconds} s${part.isConnected ? '' : ' (no longer in the page)'}`));
        }, partSeconds * 1000);
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        });
        observer.observe(part, { attributes: true, attributeFilter: ['data-hydrated'] });
      }),
    PART_HYDRATES_WITHIN_SECONDS,
  );
  return locator;
}

/**
 * The text of a part of the page (its `main` by default) as a visitor reads it scrolling down:
 * each section is scrolled into view and read once it is laid out (sections below the first
 * screen are laid out only near the screen), then the page goes back to its top.
 */
export function textReadByScrolling(locator: Locator): Promise<string> {
  return locator.evaluate(async (root: HTMLElement) => {
    const sections = [...root.querySelectorAll<HTMLElement>('.page-section')];
    if (sections.length === 0) return root.innerText;
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const texts: string[] = [];
    for (const section of sections) {
      section.scrollIntoView({ block: 'start', behavior: 'instant' });
      await nextFrame();
      texts.push(section.innerText);
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return texts.join('\n');
  });
}

/**
 * Brings every section's scripts in (each reached in turn, as a visitor scrolling to the bottom
 * would), then goes back to the top: for a test of the page as a whole once all of it runs.
 */
export async function hydrateEverySection(page: Page): Promise<void> {
  // reachSection's steps for every part in one evaluate: three round trips a part, and Playwright's
  // own wait for a steady box, took ~90 ms a part (1.5 s for the home page's 15) on a quiet machine.
  await page.evaluate(async (partSeconds) => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const PARTS = '[data-section-id], [data-hydration-id]';
    const idOf = (part: Element) => `${part.hasAttribute('data-section-id') ? 'section' : 'part'} "${part.getAttribute('data-section-id') ?? part.getAttribute('data-hydration-id')}"`;
    // Parts by id, found again each time: a part React mounts anew (a boundary rendered on the
    // client) is a new element, and only that one is marked hydrated.
    const current = (id: string) => [...document.querySelectorAll(PARTS)].find((part) => idOf(part) === id);
    for (const id of [...document.querySelectorAll(PARTS)].map(idOf)) {
      const deadline = performance.now() + partSeconds * 1000;
      for (;;) {
        const part = current(id);
        if (!part) throw new Error(`${id} left the page before it hydrated`);
        const box = part.getBoundingClientRect();
        if (box.bottom <= 0 || box.top >= window.innerHeight) part.scrollIntoView({ block: 'center', behavior: 'instant' });
        // The browser lays out a skipped section in its rendering step, not when the page scrolls.
        await frames();
        if (current(id)?.hasAttribute('data-hydrated')) break;
        // A part that never hydrates fails here, named, instead of holding the test to its timeout.
        if (performance.now() > deadline) {
          const shown = part.getBoundingClientRect();
          throw new Error(`${id} not hydrated after ${partSeconds} s (top ${Math.round(shown.top)} px, height ${Math.round(shown.height)} px, window ${window.innerWidth}x${window.innerHeight})`);
        }
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, PART_HYDRATES_WITHIN_SECONDS);
}
