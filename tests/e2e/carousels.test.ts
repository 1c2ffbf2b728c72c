import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration } from './a11y-support';
import { siteAndBrowserForFile } from './support/site-and-browser';

/**
 * The carousels on react-multi-carousel, as a visitor uses them: on a phone (390 px, touch) by
 * swiping, on a tablet (800 px) and a desktop (1280 px) by the arrows and the arrow keys; every
 * step asserts the text of the slide in view, and the wrap at both ends.
 */
const e2e = siteAndBrowserForFile();

const REVIEWS = ['The Alvarez Family', 'Megan & Chris P.', 'Robert H.', 'Janelle T.', 'Ken & Lisa W.', 'Priya S.'] as const;

async function openHome(width: number, touch: boolean) {
  const context = await e2e.browser.newContext({ viewport: { width, height: 900 }, hasTouch: touch, isMobile: touch });
  const page = await context.newPage();
  await page.goto(new URL('/', e2e.site.url).href);
  await waitForHydration(page);
  const carousel = page.locator('.review-carousel');
  await carousel.scrollIntoViewIfNeeded();
  return { page, context, carousel };
}

/** The reviewer names in view, left to right (the carousel marks the rest and its clones aria-hidden). */
const namesInView = (page: Page) =>
  page.locator('.review-carousel .react-multi-carousel-item[aria-hidden="false"] .review-card__name').allInnerTexts();

/**
 * The names in view once they equal `names`, and the carousel ready for the next move: it ignores
 * a move during its 500 ms transition (and puts its infinite loop's clones back after it).
 */
async function expectInView(page: Page, names: readonly (string | undefined)[]) {
  await expect.poll(() => namesInView(page)).toEqual(names);
  await page.waitForTimeout(600);
}

/** A finger swipe across the carousel (Chromium's touch events, as a phone sends them). */
async function swipe(page: Page, dx: number) {
  const box = (await page.locator('.review-carousel .react-multi-carousel-list').boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 6; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 6, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('review carousel (home page)', () => {
  it('390 px, touch: one review in view; a swipe left shows the next, a swipe right wraps back to the last', async () => {
    const { page, context } = await openHome(390, true);
    await expectInView(page, [REVIEWS[0]]);
    await swipe(page, -120);
    await expectInView(page, [REVIEWS[1]]);
    await swipe(page, 120);
    await expectInView(page, [REVIEWS[0]]);
    await swipe(page, 120);
    await expectInView(page, [REVIEWS[5]]);
    await expect.poll(() => page.locator('.review-carousel [aria-live="polite"]').textContent()).toBe('Showing slide 6 of 6');
    await context.close();
  });

  for (const [width, inView] of [
    [800, 2],
    [1280, 3],
  ] as const) {
    it(`${width} px: ${inView} reviews in view; the arrows and the arrow keys move one, wrapping at both ends`, async () => {
      const { page, context } = await openHome(width, false);
      await expectInView(page, REVIEWS.slice(0, inView));
      await page.getByRole('button', { name: 'Previous review' }).click();
      await expectInView(page, [REVIEWS[5], ...REVIEWS.slice(0, inView - 1)]);
      await page.getByRole('button', { name: 'Next review' }).click();
      await expectInView(page, REVIEWS.slice(0, inView));
      await page.getByRole('button', { name: 'Next review' }).click();
      await expectInView(page, REVIEWS.slice(1, inView + 1));
      await expect.poll(() => page.locator('.review-carousel [aria-live="polite"]').textContent()).toMatch(/^Showing slides 2(, 3| and 3)\b/);
      // The keyboard: a review in view takes the focus; ArrowLeft moves back.
      await page.locator('.review-carousel .react-multi-carousel-item[aria-hidden="false"] [data-slide]').first().focus();
      await page.keyboard.press('ArrowLeft');
      await expectInView(page, REVIEWS.slice(0, inView));
      await context.close();
    });
  }
});
