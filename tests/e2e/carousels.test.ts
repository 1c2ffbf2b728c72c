import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration } from './a11y-support';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { reachSection } from './support/sections';

/**
 * Every carousel on react-multi-carousel, as a visitor uses it: on a phone (390 px, touch) by
 * swiping, on a tablet (800 px) and a desktop (1280 px) by the arrows and the arrow keys; every
 * step asserts the texts of the slides in view, the wrap at both ends, and the slide announcer.
 */
const e2e = siteAndBrowserForFile();

interface CarouselCase {
  name: string;
  path: string;
  /** The block's root element. */
  root: string;
  /** The text each slide is recognised by. */
  text: string;
  /** The first slide's text (the order of the content). */
  first: string;
  previous: string;
  next: string;
  /** Slides in view at 390, 800 and 1280 px. */
  inView: Record<390 | 800 | 1280, number>;
}

const CAROUSELS: CarouselCase[] = [
  {
    name: 'review carousel (home page)',
    path: '/',
    root: '.review-carousel',
    text: '.review-card__name',
    first: 'The Alvarez Family',
    previous: 'Previous review',
    next: 'Next review',
    inView: { 390: 1, 800: 2, 1280: 3 },
  },
  {
    name: 'blog carousel (home page)',
    path: '/',
    root: '.blog-carousel',
    text: '.blog-slide__title',
    first: 'Disney World: 10 Tips for Families!',
    previous: 'Previous posts',
    next: 'Next posts',
    inView: { 390: 1, 800: 2, 1280: 3 },
  },
  {
    name: 'testimonial carousel (/testimonials/)',
    path: '/testimonials/',
    root: '.testimonial-carousel',
    text: '.testimonial-card__name',
    first: 'Maria Alvarez',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    inView: { 390: 1, 800: 2, 1280: 3 },
  },
  {
    name: "'Find us on Yelp' carousel (/landing-familytravel/)",
    path: '/landing-familytravel/',
    root: '.yelp-carousel',
    text: '.yelp-carousel__name',
    first: 'Jessica M.',
    previous: 'Previous review',
    next: 'Next review',
    inView: { 390: 1, 800: 1, 1280: 1 },
  },
];

async function open(path: string, root: string, width: number, touch: boolean) {
  const context = await e2e.browser.newContext({ viewport: { width, height: 900 }, hasTouch: touch, isMobile: touch });
  const page = await context.newPage();
  await page.goto(new URL(path, e2e.site.url).href);
  await waitForHydration(page);
  await reachSection(page.locator(root));
  return { page, context };
}

/** Each slide's text in content order (by `data-slide`; the clones of the infinite loop count once). */
function slideTexts(page: Page, { root, text }: CarouselCase): Promise<string[]> {
  return page.locator(`${root} [data-slide]`).evaluateAll((slides, selector) => {
    const texts: string[] = [];
    for (const slide of slides) texts[Number(slide.getAttribute('data-slide'))] = (slide.querySelector(selector) as HTMLElement | null)?.innerText ?? '';
    return texts;
  }, text);
}

/** The texts of the slides in view, left to right (the carousel marks the rest and its clones aria-hidden). */
const textsInView = (page: Page, { root, text }: CarouselCase) =>
  page.locator(`${root} .react-multi-carousel-item[aria-hidden="false"] ${text}`).allInnerTexts();

/** `count` slides from `start`, wrapping around the end. */
const slidesFrom = (texts: string[], start: number, count: number) =>
  Array.from({ length: count }, (_, offset) => texts[(start + offset + texts.length) % texts.length]);

/**
 * Waits until the slides in view are `expected`, and the carousel ready for the next move: it
 * ignores a move during its 500 ms transition (and puts its infinite loop's clones back after it).
 */
async function expectInView(page: Page, carousel: CarouselCase, expected: (string | undefined)[]) {
  await expect.poll(() => textsInView(page, carousel)).toEqual(expected);
  await page.waitForTimeout(600);
}

/** A finger swipe across the carousel (Chromium's touch events, as a phone sends them). */
async function swipe(page: Page, root: string, dx: number) {
  const box = (await page.locator(`${root} .react-multi-carousel-list`).boundingBox())!;
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

const announcement = (page: Page, root: string) => page.locator(`${root} [aria-live="polite"]`).textContent();

describe.each(CAROUSELS)('$name', (carousel) => {
  it('390 px, touch: a swipe left shows the next slide, a swipe right wraps back to the last', async () => {
    const { page, context } = await open(carousel.path, carousel.root, 390, true);
    const texts = await slideTexts(page, carousel);
    expect(texts[0]).toBe(carousel.first);
    const last = texts.length - 1;
    await expectInView(page, carousel, slidesFrom(texts, 0, carousel.inView[390]));
    await swipe(page, carousel.root, -120);
    await expectInView(page, carousel, slidesFrom(texts, 1, carousel.inView[390]));
    await swipe(page, carousel.root, 120);
    await expectInView(page, carousel, slidesFrom(texts, 0, carousel.inView[390]));
    await swipe(page, carousel.root, 120);
    await expectInView(page, carousel, slidesFrom(texts, last, carousel.inView[390]));
    await expect.poll(() => announcement(page, carousel.root)).toBe(`Showing slide ${last + 1} of ${last + 1}`);
    await context.close();
  });

  for (const width of [800, 1280] as const) {
    it(`${width} px: ${carousel.inView[width]} in view; the arrows and the arrow keys move one, wrapping at both ends`, async () => {
      const { page, context } = await open(carousel.path, carousel.root, width, false);
      const inView = carousel.inView[width];
      const texts = await slideTexts(page, carousel);
      expect(texts[0]).toBe(carousel.first);
      await expectInView(page, carousel, slidesFrom(texts, 0, inView));
      const buttons = page.locator(carousel.root);
      await buttons.getByRole('button', { name: carousel.previous }).click();
      await expectInView(page, carousel, slidesFrom(texts, -1, inView));
      await buttons.getByRole('button', { name: carousel.next }).click();
      await expectInView(page, carousel, slidesFrom(texts, 0, inView));
      await buttons.getByRole('button', { name: carousel.next }).click();
      await expectInView(page, carousel, slidesFrom(texts, 1, inView));
      await expect.poll(() => announcement(page, carousel.root)).toMatch(inView === 1 ? /^Showing slide 2 of \d+$/ : /^Showing slides 2(, 3| and 3)\b/);
      // The keyboard: a slide in view takes the focus; ArrowLeft moves back.
      await page.locator(`${carousel.root} .react-multi-carousel-item[aria-hidden="false"] [data-slide]`).first().focus();
      await page.keyboard.press('ArrowLeft');
      await expectInView(page, carousel, slidesFrom(texts, 0, inView));
      await context.close();
    });
  }
});
