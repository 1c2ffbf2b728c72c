import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { DESKTOP, describeViolations, everyRoute, MOBILE, newContext, openHydrated, runAxe } from './a11y-support';
import { eachRoute } from './support/each-route';
import { tabTo } from './a11y-keyboard-support';
import { siteConfig } from '../../src/site/site-config';

/**
 * The high-contrast theme: the header's toggle (a real button with aria-pressed, remembered in a
 * cookie, applied before paint by the head's script: server/ssr/contrast-theme.ts), the system's `prefers-contrast: more`, and
 * axe's `color-contrast-enhanced` rule (WCAG AAA, 7:1 for text) on every route in that mode.
 */
const e2e = siteAndBrowserForFile();

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.contrast ?? null);
const inkColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).color);
const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'High contrast' });

async function rememberMore(context: BrowserContext) {
  await context.addCookies([{ name: 'contrast', value: 'more', url: e2e.site.url }]);
}

describe('the header toggle', () => {
  it('switches the theme from the keyboard, is remembered across visits and applied before paint', async () => {
    const context = await newContext(e2e.browser, MOBILE);
    const { page } = await openHydrated(context, `${e2e.site.url}/family-travel/`);
    const standardInk = await inkColour(page);
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('false');

    await tabTo(page, 'button[aria-pressed]', 20);
    await page.keyboard.press('Space');
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('true');
    expect(await themeOf(page)).toBe('more');
    expect(await inkColour(page)).toBe('rgb(0, 0, 0)');
    expect(await inkColour(page)).not.toBe(standardInk);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'contrast');
    expect(cookie?.value).toBe('more');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

    // The next visit: the page is the one everybody gets (a CDN may keep it); the head's script
    // applies the remembered theme before paint, even with the app's own scripts blocked.
    const html = await (await context.request.get(`${e2e.site.url}/go/`)).text();
    expect(html).not.toMatch(/<html[^>]*data-contrast/);
    expect(html).toMatch(/<head><script nonce="[^"]+" id="__CONTRAST__">/);
    const appBlocked = await context.newPage();
    await appBlocked.route('**/assets/*.js', (route) => route.abort());
    await appBlocked.goto(`${e2e.site.url}/go/`, { waitUntil: 'domcontentloaded' });
    expect(await themeOf(appBlocked)).toBe('more');
    expect(await inkColour(appBlocked)).toBe('rgb(0, 0, 0)');
    await appBlocked.close();

    const { page: again } = await openHydrated(context, `${e2e.site.url}/go/`);
    expect(await toggle(again).getAttribute('aria-pressed')).toBe('true');
    await toggle(again).click();
    expect(await themeOf(again)).toBe('standard');
    expect(await inkColour(again)).toBe(standardInk);
    expect((await context.cookies()).find((entry) => entry.name === 'contrast')?.value).toBe('standard');
    await context.close();
  });

  it('is in every header variant', async () => {
    const context = await newContext(e2e.browser, DESKTOP);
    // One page loads each address in turn (a new page would cost Chromium a renderer process of its own).
    const page = await context.newPage();
    for (const path of ['/family-travel/', '/country/kenya/', '/landing-kenya-vacations/', '/landing-cruise/', '/landing-familytravel/']) {
      await openHydrated(context, `${e2e.site.url}${path}`, page);
      expect(await toggle(page).isVisible(), path).toBe(true);
    }
    await context.close();
  });
});

describe('the system setting (prefers-contrast: more)', () => {
  it('switches to the theme without a cookie, shows the toggle pressed, and "standard" overrides it', async () => {
    const context = await newContext(e2e.browser, DESKTOP, { contrast: 'more' });
    const { page } = await openHydrated(context, `${e2e.site.url}/family-travel/`);
    expect(await themeOf(page)).toBeNull();
    expect(await inkColour(page)).toBe('rgb(0, 0, 0)');
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('true');
    await toggle(page).click();
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('false');
    expect(await inkColour(page)).not.toBe('rgb(0, 0, 0)');
    await context.close();
  });
});

/** At 1280 px: one page of every header variant and the pages with the most kinds of blocks. */
const DESKTOP_SAMPLE = ['/', '/go/', '/blog/', '/experiences/', '/david-brooks/', '/country/kenya/', '/landing-cruise/', '/landing-kenya-vacations/'];

describe('AAA text contrast (axe color-contrast-enhanced) in the high-contrast theme', () => {
  it.each([
    [MOBILE, 'every route'],
    [DESKTOP, 'a sample of pages'],
  ])('at %i px: %s', { timeout: 300_000 }, async (width) => {
    const paths = width === MOBILE ? await everyRoute(e2e.site.url) : DESKTOP_SAMPLE;
    const context = await newContext(e2e.browser, width);
    await rememberMore(context);
    const found = await eachRoute(context, e2e.site.url, paths, async ({ page }, path) => [
      ...((await themeOf(page)) === 'more' ? [] : [`${path}: not in the high-contrast theme`]),
      ...describeViolations(`${width} px ${path}`, await runAxe(page, { rules: ['color-contrast-enhanced'] })),
    ]);
    await context.close();
    expect(found).toEqual([]);
  });

  it('the system setting gives the same result (a sample of pages)', async () => {
    const context = await newContext(e2e.browser, MOBILE, { contrast: 'more' });
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of ['/', '/go/', '/landing-cruise/', '/country/kenya/']) {
      await openHydrated(context, `${e2e.site.url}${path}`, page);
      found.push(...describeViolations(path, await runAxe(page, { rules: ['color-contrast-enhanced'] })));
    }
    await context.close();
    expect(found).toEqual([]);
  });
});

describe('the accessibility page', () => {
  it('describes the toggle the header really has, and offers the phone and e-mail to report a problem', async () => {
    const context = await newContext(e2e.browser, MOBILE);
    const { page } = await openHydrated(context, `${e2e.site.url}/accessibility/`);
    const main = page.getByRole('main');
    expect(await main.innerText()).toContain('High contrast button');
    expect(await toggle(page).count()).toBe(1);
    const report = main.locator('section', { has: page.getByRole('heading', { name: 'Report a Problem' }) });
    expect(await report.getByRole('link', { name: siteConfig.phone }).getAttribute('href')).toBe(siteConfig.phoneHref);
    expect(await report.getByRole('link', { name: siteConfig.email }).getAttribute('href')).toBe(`mailto:${siteConfig.email}`);
    await context.close();
  });
});
