import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testimonialListDocument } from '../../server/db/seed/testimonials';
import { newContext, runAxe, settle, waitForHydration } from './a11y-support';
import { bringIntoView, carouselReady, textsInView, waitForCarouselLoop } from './carousel-support';
import { reusedPages } from './support/reused-pages';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { viewportAt } from './support/screens';

/**
 * Every carousel on react-multi-carousel, as a visitor uses it: on a phone (390 px, touch) by
 * swiping, on a tablet (800 px) and a desktop (1280 px) by the arrows and the arrow keys; every
 * step asserts the texts of the slides in view, the wrap at both ends, and the slide announcer.
 * Then the same carousels before their scripts run and without them (a row that scrolls, valid
 * for assistive technology), the library's taking over and the loop's start (nothing below
 * moves, no clones in hydration's render), swipes from the spec's 10 px, and the testimonial's
 * 150-character excerpt.
 */
const e2e = siteAndBrowserForFile();

type Width = 390 | 800 | 1280;
const WIDTHS: Width[] = [390, 800, 1280];

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
  inView: Record<Width, number>;
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
    name: "package slider 'Discover Bespoke Journeys' (home page)",
    path: '/',
    root: '.package-slider',
    text: '.package-card__title',
    first: 'Great Migration Family Safari',
    previous: 'Previous journeys',
    next: 'Next journeys',
    inView: { 390: 1, 800: 2, 1280: 4 },
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
  {
    name: 'experiences carousel (/experiences/)',
    path: '/experiences/',
    root: '.experiences-carousel',
    text: '.experiences-carousel__name',
    first: 'Family Travel',
    previous: 'Previous specialties',
    next: 'Next specialties',
    inView: { 390: 3, 800: 4, 1280: 5 },
  },
];

const touchAt = (width: Width) => width === 390;

/** A context at this width (touch at 390 px), for a test that routes its own page's requests. */
async function contextAt(width: Width): Promise<BrowserContext> {
  const touch = touchAt(width);
  return newContext(e2e.browser, width, { hasTouch: touch, isMobile: touch });
}

/** The tests only read and move the carousels of the pages they load: one page per width (and scripts on or blocked) serves them. */
const pageFor = reusedPages(() => e2e.browser);

/** Every script of the site blocked: the page as it is before its scripts run. */
const scriptsBlocked = { name: 'scripts blocked', run: (context: BrowserContext) => context.route('**/*.js', (route) => route.abort()) };

/** The page at this width (touch at 390 px); `scripts: false` blocks every script of the site. */
async function pageAt(width: Width, { scripts = true } = {}): Promise<Page> {
  const touch = touchAt(width);
  const viewport = viewportAt(width);
  return (await pageFor({ viewport, hasTouch: touch, isMobile: touch }, scripts ? undefined : scriptsBlocked)).page;
}

/** The page, hydrated, with the carousel in view and its infinite loop running. */
async function open(carousel: CarouselCase, width: Width) {
  const page = await pageAt(width);
  await page.goto(new URL(carousel.path, e2e.site.url).href);
  await waitForHydration(page);
  await waitForCarouselLoop(page, carousel.root);
  return { page };
}

/** Each slide's text in content order (by `data-slide`; the clones of the infinite loop count once). */
function slideTexts(page: Page, { root, text }: CarouselCase): Promise<string[]> {
  return page.locator(`${root} [data-slide]`).evaluateAll((slides, selector) => {
    const texts: string[] = [];
    for (const slide of slides) texts[Number(slide.getAttribute('data-slide'))] = slide.querySelector<HTMLElement>(selector)?.innerText.trim() ?? '';
    return texts;
  }, text);
}

/** The texts of the slides in view, left to right (the carousel marks the rest and its clones aria-hidden). */
const shownTexts = (page: Page, { root, text }: CarouselCase) =>
  page.locator(`${root} .react-multi-carousel-item[aria-hidden="false"] ${text}`).allInnerTexts();

/** `count` slides from `start`, wrapping around the end. */
const slidesFrom = (texts: string[], start: number, count: number) =>
  Array.from({ length: count }, (_, offset) => texts[(start + offset + texts.length) % texts.length]);

/**
 * Waits until the slides in view are `expected`, and the carousel ready for the next move
 * (`carouselReady`; a fixed 600 ms sleep here made up about 70 of the file's 176 s).
 */
async function expectInView(page: Page, carousel: CarouselCase, expected: (string | undefined)[]) {
  await expect.poll(() => shownTexts(page, carousel), { timeout: 10_000 }).toEqual(expected);
  await expect.poll(() => textsInView(page, carousel.root, carousel.text), { timeout: 10_000 }).toEqual(expected);
  await carouselReady(page, carousel.root);
}

/**
 * A finger swipe across the carousel (Chromium's touch events, as a phone sends them), from
 * `from` of its width (the middle by default). `stopBeforeLift`: the finger rests before it lifts,
 * so the browser's own scrolling row gets no fling. A fling's speed is read from the events' times,
 * which a busy machine stretches or bunches, and a fast one carried a row two slides.
 */
async function swipe(page: Page, root: string, dx: number, from = 0.5, { stopBeforeLift = false } = {}) {
  const list = page.locator(`${root} .react-multi-carousel-list`);
  // The row where the finger lands: its box once two frames agree (sections around it may still be
  // laid out for the first time after a scroll, moving it, on a busy machine).
  let box = (await list.boundingBox())!;
  for (let tries = 0; tries < 20; tries += 1) {
    await settle(page);
    const again = (await list.boundingBox())!;
    const same = again.x === box.x && again.y === box.y && again.width === box.width;
    box = again;
    if (same) break;
  }
  const y = box.y + box.height / 2;
  const x = box.x + box.width * from;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 6; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 6, y }] });
  }
  if (stopBeforeLift) {
    // The rest, then a last 1 px move: the newest samples the browser reads a speed from are still.
    await page.waitForTimeout(200);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx - 1, y }] });
    await page.waitForTimeout(200);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The page with JavaScript off in the browser (`scripting: none`), the carousel inside `root` in view. */
async function openWithoutJavaScript(path: string, root: string, width: Width) {
  const { page } = await pageFor({ viewport: { width, height: 900 }, javaScriptEnabled: false });
  await page.goto(new URL(path, e2e.site.url).href, { waitUntil: 'domcontentloaded' });
  await bringIntoView(page, root);
  return { page };
}

/** Waits until the server's row under `root` has stopped scrolling (its snap is done). */
const rowSettled = (page: Page, root: string) =>
  page.evaluate(
    (wanted) =>
      new Promise<void>((resolve) => {
        const list = document.querySelector(`${wanted} .react-multi-carousel-list`)!;
        let last = Number.NaN;
        const look = () => {
          if (list.scrollLeft === last) resolve();
          else {
            last = list.scrollLeft;
            requestAnimationFrame(() => requestAnimationFrame(look));
          }
        };
        look();
      }),
    root,
  );

const announcement = (page: Page, root: string) => page.locator(`${root} [aria-live="polite"]`).textContent();

describe.each(CAROUSELS)('$name', (carousel) => {
  it('390 px, touch: a swipe left shows the next slide, a swipe right wraps back to the last', async () => {
    const { page } = await open(carousel, 390);
    const texts = await slideTexts(page, carousel);
    expect(texts[0]).toBe(carousel.first);
    const last = texts.length - 1;
    const inView = carousel.inView[390];
    await expectInView(page, carousel, slidesFrom(texts, 0, inView));
    await swipe(page, carousel.root, -120);
    await expectInView(page, carousel, slidesFrom(texts, 1, inView));
    await swipe(page, carousel.root, 120);
    await expectInView(page, carousel, slidesFrom(texts, 0, inView));
    await swipe(page, carousel.root, 120);
    await expectInView(page, carousel, slidesFrom(texts, last, inView));
    await expect.poll(() => announcement(page, carousel.root)).toMatch(new RegExp(`^Showing slides? ${last + 1}\\b.* of ${last + 1}$`));
  });

  it("390 px, touch: swipes of the spec's minimum, 10 px, and of 16 px move it one slide either way", async () => {
    const { page } = await open(carousel, 390);
    const texts = await slideTexts(page, carousel);
    const inView = carousel.inView[390];
    for (const distance of [10, 16]) {
      await swipe(page, carousel.root, -distance);
      await expectInView(page, carousel, slidesFrom(texts, 1, inView));
      await swipe(page, carousel.root, distance);
      await expectInView(page, carousel, slidesFrom(texts, 0, inView));
    }
    // A swipe over a card's link (the browser takes the short ones for a tap) opened nothing.
    expect(new URL(page.url()).pathname).toBe(carousel.path);
    expect(page.context().pages()).toHaveLength(1);
  });

  for (const width of [800, 1280] as const) {
    it(`${width} px: ${carousel.inView[width]} in view; the arrows and the arrow keys move one, wrapping at both ends`, async () => {
      const { page } = await open(carousel, width);
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
      // The keyboard: a slide in view takes the focus; ArrowLeft moves back, and again (the focus
      // stays on a slide in view), wrapping past the first.
      await page.locator(`${carousel.root} .react-multi-carousel-item[aria-hidden="false"] [data-slide]`).first().focus();
      await page.keyboard.press('ArrowLeft');
      await expectInView(page, carousel, slidesFrom(texts, 0, inView));
      await page.keyboard.press('ArrowLeft');
      await expectInView(page, carousel, slidesFrom(texts, -1, inView));
    });
  }

  it.each(WIDTHS)('before and without scripts at %i px: a row of every slide, the first ones in view, each reached by the keyboard', async (width) => {
    const page = await pageAt(width, { scripts: false });
    await page.goto(new URL(carousel.path, e2e.site.url).href, { waitUntil: 'domcontentloaded' });
    await bringIntoView(page, carousel.root);
    const texts = await slideTexts(page, carousel);
    expect(texts[0]).toBe(carousel.first);
    expect(await page.locator(`${carousel.root} .react-multi-carousel-item`).count()).toBe(texts.length);
    expect(await textsInView(page, carousel.root, carousel.text)).toEqual(texts.slice(0, carousel.inView[width]));
    // Nothing focusable hides from assistive technology: no slide is aria-hidden or inert.
    expect(await page.locator(`${carousel.root} [aria-hidden="true"] [data-slide], ${carousel.root} [inert]`).count()).toBe(0);
    // Tab from the first slide: each slide takes the focus in turn, and the row scrolls it into view.
    await page.locator(`${carousel.root} [data-slide="0"]`).focus();
    const reached = new Set<number>();
    for (let presses = 0; presses < texts.length * 4 && reached.size < texts.length; presses += 1) {
      const slide = await page.evaluate(() => document.activeElement?.getAttribute('data-slide') ?? null);
      if (slide !== null) {
        reached.add(Number(slide));
        await expect.poll(() => textsInView(page, carousel.root, carousel.text)).toContain(texts[Number(slide)]);
      }
      await page.keyboard.press('Tab');
    }
    expect([...reached].sort((a, b) => a - b)).toEqual(texts.map((_, index) => index));
  });
});

describe('before and without scripts: valid for assistive technology, and a row that scrolls', () => {
  const pages = [...new Set(CAROUSELS.map((carousel) => carousel.path))];
  it.each(WIDTHS.flatMap((width) => pages.map((path) => [path, width] as const)))('%s at %i px: axe finds no focusable element hidden from assistive technology', async (path, width) => {
    const page = await pageAt(width, { scripts: false });
    await page.goto(new URL(path, e2e.site.url).href, { waitUntil: 'domcontentloaded' });
    const violations = await runAxe(page, { rules: ['aria-hidden-focus', 'nested-interactive', 'scrollable-region-focusable', 'aria-allowed-attr', 'aria-prohibited-attr'] });
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
  });

  it('390 px, touch, scripts blocked: a swipe scrolls the row to the next review', async () => {
    const carousel = CAROUSELS[0]!;
    const page = await pageAt(390, { scripts: false });
    await page.goto(new URL(carousel.path, e2e.site.url).href, { waitUntil: 'domcontentloaded' });
    await bringIntoView(page, carousel.root);
    const texts = await slideTexts(page, carousel);
    await rowSettled(page, carousel.root);
    await swipe(page, carousel.root, -260, 0.85, { stopBeforeLift: true });
    await expect.poll(() => textsInView(page, carousel.root, carousel.text)).toEqual([texts[1]]);
    await rowSettled(page, carousel.root);
    expect(await textsInView(page, carousel.root, carousel.text)).toEqual([texts[1]]);
  });

  it('without JavaScript the row shows its scrollbar, and no button that could not work', async () => {
    const { page } = await openWithoutJavaScript('/', '.review-carousel', 1280);
    const list = page.locator('.review-carousel .react-multi-carousel-list');
    expect(await list.evaluate((element) => getComputedStyle(element).scrollbarWidth)).toBe('thin');
    expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.getByRole('button', { name: 'Next review' }).isVisible()).toBe(false);
  });
});

/** The carousel's frame height (what moves the content below it if it changes) and the texts of its slides in view. */
async function carouselOnScreen(page: Page, carousel: CarouselCase) {
  await bringIntoView(page, carousel.root);
  const height = await page.locator(`${carousel.root} [data-carousel-loop]`).evaluate((frame) => Math.round(frame.getBoundingClientRect().height * 2) / 2);
  return { height, texts: await textsInView(page, carousel.root, carousel.text) };
}

/** The page's server HTML with its scripts held back until `release()`. */
async function openWithScriptsHeld(path: string, width: Width) {
  const context = await contextAt(width);
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(new URL(path, e2e.site.url).href, { waitUntil: 'domcontentloaded' });
  return { page, context, release };
}

/**
 * Follows, in the page, how many items each carousel's track held while its frame said
 * data-carousel-loop="off": the most for each frame, by its class.
 */
const watchItemsBeforeTheLoop = (page: Page) =>
  page.evaluate(() => {
    const most: Record<string, number> = {};
    const look = () => {
      for (const frame of document.querySelectorAll('[data-carousel-loop="off"]')) {
        most[frame.className] = Math.max(most[frame.className] ?? 0, frame.querySelectorAll('.react-multi-carousel-item').length);
      }
    };
    look();
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-carousel-loop'] });
    Object.assign(window, { itemsBeforeTheLoop: most });
  });

describe('the library takes over the row, and the loop starts, without moving anything', () => {
  const home = CAROUSELS.filter((carousel) => carousel.path === '/');
  it.each(WIDTHS)('/ at %i px: no clones in the server HTML or in hydration; each loop starts near the screen, the same slides in view at the same height', async (width) => {
    // The scripts wait until the server's HTML has been measured.
    const { page, context, release } = await openWithScriptsHeld('/', width);
    const before = [];
    for (const carousel of home) before.push(await carouselOnScreen(page, carousel));
    await watchItemsBeforeTheLoop(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    release();
    await waitForHydration(page);
    const after = [];
    for (const carousel of home) {
      await waitForCarouselLoop(page, carousel.root);
      after.push(await carouselOnScreen(page, carousel));
    }
    expect(after).toEqual(before);
    // Before each loop started, its track held the slides alone: as many items as slides.
    const slides = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('[data-carousel-loop]')].map((frame) => [frame.className, new Set([...frame.querySelectorAll('[data-slide]')].map((slide) => slide.getAttribute('data-slide'))).size]),
      ),
    );
    const most = await page.evaluate(() => (window as unknown as { itemsBeforeTheLoop: Record<string, number> }).itemsBeforeTheLoop);
    expect(Object.keys(most).length).toBeGreaterThanOrEqual(home.length);
    for (const [frame, items] of Object.entries(most)) expect(items, frame).toBe(slides[frame]);
    // Since then the loops run: clones around the slides.
    for (const carousel of home) {
      const frame = await page.locator(`${carousel.root} [data-carousel-loop]`).getAttribute('class');
      expect(await page.locator(`${carousel.root} .react-multi-carousel-item`).count()).toBeGreaterThan(slides[frame ?? '']!);
    }
    await context.close();
  });

  it('390 px, touch: a row swiped before the scripts ran stays at that slide when the library takes over', async () => {
    const carousel = CAROUSELS[0]!;
    const { page, context, release } = await openWithScriptsHeld(carousel.path, 390);
    await bringIntoView(page, carousel.root);
    const texts = await slideTexts(page, carousel);
    await rowSettled(page, carousel.root);
    await swipe(page, carousel.root, -260, 0.85, { stopBeforeLift: true });
    await expect.poll(() => textsInView(page, carousel.root, carousel.text)).toEqual([texts[1]]);
    await rowSettled(page, carousel.root);
    await swipe(page, carousel.root, -260, 0.85, { stopBeforeLift: true });
    await expect.poll(() => textsInView(page, carousel.root, carousel.text)).toEqual([texts[2]]);
    await rowSettled(page, carousel.root);
    release();
    await waitForHydration(page);
    await waitForCarouselLoop(page, carousel.root);
    await expect.poll(() => shownTexts(page, carousel)).toEqual([texts[2]]);
    expect(await textsInView(page, carousel.root, carousel.text)).toEqual([texts[2]]);
    // And it moves on from there.
    await swipe(page, carousel.root, -120);
    await expectInView(page, carousel, [texts[3]]);
    await context.close();
  });
});

const testimonialList = z.object({ data: z.object({ testimonials: z.array(z.object({ name: z.string(), description: z.string() })) }) });
const maria = testimonialList.parse(testimonialListDocument.body).data.testimonials.find((testimonial) => testimonial.name === 'Maria Alvarez')!;

describe("the testimonial's text (spec 1 §9: cut at 150 characters plus ellipsis)", () => {
  it.each(WIDTHS)('%i px: the first 150 characters and "…"; Read More shows the whole text, Read Less the cut again', async (width) => {
    const carousel = CAROUSELS.find((c) => c.root === '.testimonial-carousel')!;
    const { page } = await open(carousel, width);
    expect(maria.description.length).toBeGreaterThan(150);
    const card = page.locator('.react-multi-carousel-item[aria-hidden="false"] .testimonial-card', { hasText: 'Maria Alvarez' });
    const text = card.locator('.testimonial-card__text');
    expect(await text.innerText()).toBe(`${maria.description.slice(0, 150)}…`);
    await card.getByRole('button', { name: 'Read More' }).click();
    expect(await text.innerText()).toBe(maria.description);
    await card.getByRole('button', { name: 'Read Less' }).click();
    expect(await text.innerText()).toBe(`${maria.description.slice(0, 150)}…`);
  });

  it('without JavaScript the whole text shows, with no Read More', async () => {
    const { page } = await openWithoutJavaScript('/testimonials/', '.testimonial-carousel', 390);
    const card = page.locator('.testimonial-card', { hasText: 'Maria Alvarez' });
    expect(await card.locator('.testimonial-card__text').innerText()).toBe(maria.description);
    expect(await card.getByRole('button', { name: 'Read More' }).isVisible()).toBe(false);
  });
});
