import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readRouteAnswer } from '../../src/engine/browser-route';
import { openHydrated } from './a11y-support';
import { siteAndBrowserForFile } from './support/site-and-browser';

/**
 * A visitor on a slow network (issue 35): with the content service answering in 3 s, a tapped
 * link shows the next page at once (its layout, its headings where its config has them, each
 * section in its loading state), never the old page; the calls of one page that do not depend on
 * each other are sent together; back shows the previous page from the content cache with no
 * content request. Causal checks (what is on screen while the answers are held), no clock: the
 * milliseconds are printed for the note, not asserted.
 */
const run = siteAndBrowserForFile();

const CONTENT_DELAY_MS = 3_000;

const screens = [
  { name: '390 px, touch', width: 390, height: 844, touch: true },
  { name: '800 px', width: 800, height: 1000, touch: false },
  { name: '1280 px', width: 1280, height: 900, touch: false },
] as const;

/** Every /api call answers CONTENT_DELAY_MS late; the log says when each started and was answered. */
async function slowContent(page: Page) {
  const calls: { call: string; startedAt: number; answeredAt?: number }[] = [];
  await page.route('**/api/**', async (route: Route) => {
    const entry = { call: `${new URL(route.request().url()).pathname.slice(5)} ${route.request().postData() ?? ''}`, startedAt: Date.now() };
    calls.push(entry);
    await new Promise((resolve) => setTimeout(resolve, CONTENT_DELAY_MS));
    await route.continue();
    Object.assign(entry, { answeredAt: Date.now() });
  });
  return calls;
}

/** The 'Loading...' lines on screen: a loading section's text, or its stylesheet's line when its block shows nothing. */
const loadingLines = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main [data-loading]')]
      .filter((section) => section.getBoundingClientRect().height > 0)
      .map((section) => (section.textContent?.trim() ? JSON.stringify(section.textContent.trim()) : getComputedStyle(section, '::before').content)),
  );

/** What the page shows: its first H1 and how many sections wait for their content. */
const shown = (page: Page) =>
  page.evaluate(() => ({ heading: document.querySelector('main h1')?.textContent ?? null, loading: document.querySelectorAll('main [data-loading]').length }));

describe.each(screens)('a slow network at $name', (screen) => {
  it('shows the next page at once in its loading state, fills it as the content arrives, and goes back with no content request', async () => {
    const context = await run.browser.newContext({ viewport: { width: screen.width, height: screen.height }, hasTouch: screen.touch, isMobile: screen.touch });
    const { page, problems } = await openHydrated(context, `${run.site.url}/family-travel/`);
    const calls = await slowContent(page);
    const link = page.locator('footer a[href="/testimonials/"]').first();
    await link.scrollIntoViewIfNeeded();
    const tappedAt = Date.now();
    if (screen.touch) await link.tap();
    else await link.click();

    // The next page, in its loading state, while its content is still on its way.
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Testimonials' && document.querySelector('main [data-loading]') !== null);
    const onScreenAt = Date.now();
    // Its sections have asked for their content (the requests start as they mount), none answered yet.
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.answeredAt === undefined)).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: 'Family Vacations, Perfectly Planned' }).count()).toBe(0);
    // A section whose block shows nothing while loading reads the spec's 'Loading...' (global.css).
    expect(await loadingLines(page)).toContain('"Loading..."');
    console.log(`[slow-network] ${screen.name}: the testimonials page on screen ${onScreenAt - tappedAt} ms after the tap, its content ${CONTENT_DELAY_MS} ms late`);

    // Filled as its content arrives.
    await page.getByText('Maria Alvarez').first().waitFor({ timeout: 20_000 });
    expect((await shown(page)).loading).toBe(0);

    // Back: the family page from the cache, with no content request.
    const before = calls.length;
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Family Vacations, Perfectly Planned' }).waitFor();
    expect((await shown(page)).loading).toBe(0);
    await page.waitForTimeout(500);
    expect(calls.slice(before)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sends a page's independent calls together: the home page's calls all start before the first answer", async () => {
    const context = await run.browser.newContext({ viewport: { width: screen.width, height: screen.height }, hasTouch: screen.touch, isMobile: screen.touch });
    const { page, problems } = await openHydrated(context, `${run.site.url}/privacy-policy/`);
    const calls = await slowContent(page);
    const logo = page.locator('header a[href="/"]').first();
    if (screen.touch) await logo.tap();
    else await logo.click();
    await page.getByRole('heading', { level: 1, name: "Denver's Top Rated Family Travel Agency" }).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => document.querySelector('main [data-loading]') === null, null, { timeout: 20_000 });
    const firstAnswer = Math.min(...calls.map((call) => call.answeredAt ?? Infinity));
    expect(calls.length).toBeGreaterThan(2);
    expect(calls.filter((call) => call.startedAt > firstAnswer).map((call) => call.call)).toEqual([]);
    // One request per call, however many sections read it.
    expect(new Set(calls.map((call) => call.call)).size).toBe(calls.length);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the route of a page not yet seen', () => {
  it("lists the page's other chunks, so a navigation fetches them together with the config's", async () => {
    const answer: unknown = await (await fetch(`${run.site.url}/__route?path=/testimonials/`)).json();
    const route = readRouteAnswer(answer);
    if (!route) throw new Error(`no route for /testimonials/: ${JSON.stringify(answer)}`);
    const preload = route.preload ?? [];
    // The testimonial carousel's component and the shared pieces the page's blocks import are there.
    expect(preload.filter((file) => /\/testimonial-carousel-[\w-]+\.js$/.test(file)).length).toBeGreaterThan(0);
    expect(preload.length).toBeGreaterThan(3);
    // Nothing a page has loaded already (the entry, React, React Router).
    expect(preload.filter((file) => /\/(index|react|router)-[\w-]+\.js$/.test(file))).toEqual([]);
    // Every chunk listed exists, for every page (a chunk of stylesheets alone is not one).
    for (const path of ['/testimonials/', '/', '/family-travel/', '/go/', '/country/kenya/']) {
      const files = readRouteAnswer(await (await fetch(`${run.site.url}/__route?path=${path}`)).json())?.preload ?? [];
      for (const file of files) expect((await fetch(`${run.site.url}${file}`)).status, `${path}: ${file}`).toBe(200);
    }
  });
});
