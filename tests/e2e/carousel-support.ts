import type { Page } from 'playwright-core';
import { settle } from './a11y-support';
import { reachSection } from './support/sections';

/**
 * Shared pieces of the e2e tests that read carousels' slides. Every carousel is react-multi-carousel
 * through BlockCarousel (src/blocks/shared/block-carousel.tsx): the server's HTML is a row of the
 * slides that scrolls sideways until the library measures itself, and the infinite loop starts
 * later, when the carousel is near the screen and the page idle (or at the visitor's first move).
 * Starting the loop mounts the slides again in the loop's places, so a test that reads slides
 * first brings the carousel near and waits for its frame to say `data-carousel-loop="on"`
 * (or "none": nothing to loop).
 */

/**
 * Reaches the carousel inside `root` as a visitor does (scrolled into view, its section's scripts
 * running: support/sections.ts) and waits until its loop runs.
 */
export async function waitForCarouselLoop(page: Page, root: string) {
  await reachSection(page.locator(root));
  await page.waitForFunction((wanted) => {
    const frame = document.querySelector(`${wanted} [data-carousel-loop]`);
    return frame !== null && frame.getAttribute('data-carousel-loop') !== 'off';
  }, root);
}

/**
 * Scrolls the carousel inside `root` into view and waits until the browser has laid it out:
 * sections below the first screen are laid out only near the screen (`content-visibility: auto`),
 * and the browser reads no text out of a section it has not laid out. Also without JavaScript (no
 * animation frame to wait for then: the text is polled from here).
 */
export async function bringIntoView(page: Page, root: string) {
  const carousel = page.locator(root).first();
  await carousel.scrollIntoViewIfNeeded();
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if ((await carousel.evaluate((element: HTMLElement) => element.innerText.trim())) !== '') return;
    await page.waitForTimeout(25);
  }
  throw new Error(`${root} was never laid out`);
}

/** Brings every carousel of the page near in turn and waits until each one's loop runs. */
export async function waitForEveryCarouselLoop(page: Page) {
  const frames = await page.locator('[data-carousel-loop]').count();
  for (let index = 0; index < frames; index += 1) {
    const frame = page.locator('[data-carousel-loop]').nth(index);
    await reachSection(frame);
    await page.waitForFunction((element) => element?.getAttribute('data-carousel-loop') !== 'off', await frame.elementHandle());
  }
}

/**
 * The texts (`text` inside each slide) of the slides a visitor sees whole inside the carousel
 * inside `root`, left to right: by their boxes, so it holds for the server's scrollable row as for
 * the library's track (clones included).
 */
export function textsInView(page: Page, root: string, text: string): Promise<string[]> {
  return page.evaluate(
    ([rootSelector, textSelector]) => {
      const list = document.querySelector(`${rootSelector} .react-multi-carousel-list`);
      if (!list) return [];
      const frame = list.getBoundingClientRect();
      return [...list.querySelectorAll<HTMLElement>('[data-slide]')]
        .map((slide) => ({ slide, box: slide.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1)
        .sort((a, b) => a.box.left - b.box.left)
        .map(({ slide }) => slide.querySelector<HTMLElement>(textSelector!)?.innerText.trim() ?? '');
    },
    [root, text],
  );
}

/**
 * Waits until the carousel inside `root` is ready for the next move: the library ignores a move
 * during its 500 ms transition, and puts its infinite loop's clones back in a timer of the same
 * length set as the transition starts. So: no transition left running on its track, then two
 * frames for that timer's render. A fixed 600 ms sleep did this before, most of it idle on a
 * quiet machine and on a loaded one not always long enough. Call it once the move shows (a
 * transition starts only when the track's new position is rendered; `moveCarousel` when nothing
 * else shows it). A root without a track fails here rather than passing unseen.
 */
export async function carouselReady(page: Page, root: string) {
  await page.waitForFunction((wanted) => {
    const tracks = [...document.querySelectorAll(`${wanted} .react-multi-carousel-track`)];
    return tracks.length > 0 && tracks.every((track) => track.getAnimations().length === 0);
  }, root);
  await settle(page);
}

/**
 * Runs `move` (a click on an arrow, a key) on the carousel inside `root`, waits until its track
 * has left its position (the move began: what a test reads next may not show it) and then until
 * the carousel is ready for the next move (`carouselReady`).
 */
export async function moveCarousel(page: Page, root: string, move: () => Promise<unknown>) {
  const before = await page.evaluate((wanted) => document.querySelector<HTMLElement>(`${wanted} .react-multi-carousel-track`)?.style.transform, root);
  await move();
  await page.waitForFunction(
    ({ wanted, was }) => document.querySelector<HTMLElement>(`${wanted} .react-multi-carousel-track`)?.style.transform !== was,
    { wanted: root, was: before },
  );
  await carouselReady(page, root);
}
