import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { DESKTOP, newContext, openHydrated, settle, trackApiCalls } from './a11y-support';
import { hydrateEverySection } from './support/sections';
import { waitForEveryCarouselLoop } from './carousel-support';

/**
 * Motion with `prefers-reduced-motion: reduce` and without: the hero video, the carousels (none
 * moves on its own, checked with the page's clock run forward instead of waiting) and parallax.
 */
const e2e = siteAndBrowserForFile();

async function open(path: string, reducedMotion: 'reduce' | 'no-preference', options: { fakeClock?: boolean } = {}) {
  const context = await newContext(e2e.browser, DESKTOP, { reducedMotion });
  const page = await context.newPage();
  // The page's timers run only when the test moves the clock: nothing can happen "in time".
  if (options.fakeClock) await page.clock.install();
  const opened = await openHydrated(context, `${e2e.site.url}${path}`, page);
  return { page, context, problems: opened.problems };
}

const heroVideo = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('.hero video');
    return video ? { paused: video.paused, autoplay: video.autoplay } : null;
  });

describe('hero video', () => {
  it('starts paused when the visitor prefers reduced motion, with a "Play background video" button', async () => {
    const { page, context, problems } = await open('/family-travel/', 'reduce');
    // The HTML asks for autoplay (so it plays without scripts); the scripts pause it here.
    await page.getByRole('button', { name: 'Play background video' }).waitFor();
    expect(await heroVideo(page)).toEqual({ paused: true, autoplay: true });
    expect(await page.getByRole('button', { name: 'Play background video' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('plays otherwise, and the button pauses it (the control the hero promises)', async () => {
    const { page, context } = await open('/family-travel/', 'no-preference');
    await page.getByRole('button', { name: 'Pause background video' }).waitFor();
    expect(await heroVideo(page)).toEqual({ paused: false, autoplay: true });
    await page.getByRole('button', { name: 'Pause background video' }).click();
    expect(await heroVideo(page)).toEqual({ paused: true, autoplay: true });
    await context.close();
  });
});

/** Where each carousel's moving part is (every carousel is react-multi-carousel: its track's transform). */
const carouselPositions = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.react-multi-carousel-track')].map((element) => `${element.className}: ${getComputedStyle(element).transform} ${element.scrollLeft} ${element.textContent?.slice(0, 30)}`),
  );

describe('carousels', () => {
  it.each(['/', '/experiences/', '/testimonials/', '/landing-familytravel/'])('%s: nothing moves on its own over a minute of page time', async (path) => {
    const { page, context } = await open(path, 'reduce', { fakeClock: true });
    // Every carousel running (sections below the first screen hydrate as they near the screen).
    await hydrateEverySection(page);
    await settle(page);
    // Each carousel's loop starts near the screen once the page is idle: a start, not a move.
    await waitForEveryCarouselLoop(page);
    const before = await carouselPositions(page);
    expect(before.length).toBeGreaterThan(0);
    // A minute in steps shorter than the content client's 15 s timeout, each followed by real
    // time for a call it started to answer: only timers jump, the network keeps real time.
    const calls = trackApiCalls(page);
    for (let step = 0; step < 12; step += 1) {
      await page.clock.runFor(5_000);
      await settle(page);
      await calls.settled();
    }
    calls.stop();
    expect(await carouselPositions(page)).toEqual(before);
    await context.close();
  });

  it('with reduced motion a moved carousel jumps: no transition left on its track', async () => {
    const { page, context } = await open('/', 'reduce');
    await waitForEveryCarouselLoop(page);
    await page.getByRole('button', { name: 'Next journeys' }).click();
    const durations = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.react-multi-carousel-track, .review-carousel__track')].map(
        (track) => getComputedStyle(track).transitionDuration,
      ),
    );
    expect(durations.length).toBeGreaterThan(0);
    for (const duration of durations) expect(Number.parseFloat(duration)).toBeLessThan(0.001);
    await context.close();
  });
});

/** The parallax layer's transform with it in view, then after scrolling the page 200 px (use-parallax.ts moves only the transform). */
async function parallaxShift(page: Page, selector: string) {
  const target = page.locator(selector).first();
  await page.evaluate((wanted) => {
    const element = document.querySelector(wanted);
    if (element) window.scrollTo(0, Math.max(0, element.getBoundingClientRect().top + window.scrollY - 400));
  }, selector);
  await settle(page);
  const before = await target.evaluate((element) => getComputedStyle(element).transform);
  await page.evaluate(() => window.scrollBy(0, 200));
  await settle(page);
  const after = await target.evaluate((element) => getComputedStyle(element).transform);
  return { before, after };
}

describe('parallax', () => {
  it.each([
    ['/family-travel/', '.motto__backdrop'],
    ['/about-our-travel-agency/sarah-mitchell/', '.advisor-intro__backdrop'],
  ])('%s: %s stays put with reduced motion and moves with the scroll otherwise', async (path, selector) => {
    const still = await open(path, 'reduce');
    const reduced = await parallaxShift(still.page, selector);
    expect(reduced.after).toBe(reduced.before);
    await still.context.close();

    const moving = await open(path, 'no-preference');
    const normal = await parallaxShift(moving.page, selector);
    expect(normal.after).not.toBe(normal.before);
    await moving.context.close();
  });
});
