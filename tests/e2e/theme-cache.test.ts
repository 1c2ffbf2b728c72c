import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { newContext, waitForHydration } from './a11y-support';

/**
 * The contrast theme behind a shared cache (docs/deployment.md, "Caching in front"): pages are the
 * same for every visitor and public, so a CDN hands the copy an unthemed visitor caused to one who
 * chose high contrast; the head's script applies the choice from the cookie before paint.
 */
const e2e = siteAndBrowserForFile();
const PATH = '/family-travel/';
const HEADING = 'Family Vacations, Perfectly Planned';

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.contrast ?? null);
const inkColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).color);

describe.each([
  { width: 390, touch: true },
  { width: 800, touch: false },
  { width: 1280, touch: false },
])('the contrast theme on a page from a shared cache at $width px', ({ width, touch }) => {
  it('is the same public page for both visitors, and the themed visitor sees high contrast on the unthemed visitor’s copy', async () => {
    // What the CDN keeps: the answer to a visitor without the cookie.
    const unthemed = await fetch(`${e2e.site.url}${PATH}`);
    const cachedHtml = await unthemed.text();
    const cachedHeaders = Object.fromEntries(['content-type', 'content-security-policy', 'cache-control'].map((name) => [name, unthemed.headers.get(name) ?? '']));
    expect(cachedHeaders['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(unthemed.headers.get('vary') ?? '').not.toMatch(/cookie/i);
    expect(cachedHtml).not.toMatch(/<html[^>]*data-contrast/);
    // The themed visitor's own answer is the same page, just as public.
    const themedAnswer = await fetch(`${e2e.site.url}${PATH}`, { headers: { cookie: 'contrast=more' } });
    expect(themedAnswer.headers.get('cache-control')).toBe(cachedHeaders['cache-control']);
    expect((await themedAnswer.text()).replace(/nonce="[^"]+"/g, '')).toBe(cachedHtml.replace(/nonce="[^"]+"/g, ''));

    const context = await newContext(e2e.browser, width, { hasTouch: touch, isMobile: touch });
    await context.addCookies([{ name: 'contrast', value: 'more', url: e2e.site.url }]);
    // The theme when the document has been parsed: before the app's scripts, which start after the first paint.
    await context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => Reflect.set(window, '__themeAtParse', document.documentElement.dataset.contrast ?? null)),
    );
    const page = await context.newPage();
    const standard = await context.newPage();
    // The document comes from "the cache"; everything else from the site.
    await page.route(`${e2e.site.url}${PATH}`, (route) => route.fulfill({ status: 200, headers: cachedHeaders, body: cachedHtml }));
    await page.goto(`${e2e.site.url}${PATH}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => Reflect.get(window, '__themeAtParse'))).toBe('more');
    expect(await themeOf(page)).toBe('more');
    expect(await inkColour(page)).toBe('rgb(0, 0, 0)');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(HEADING);
    expect(await page.getByRole('banner').getByRole('button', { name: 'High contrast' }).getAttribute('aria-pressed')).toBe('true');

    // A visitor without the cookie gets the standard theme from the same copy.
    await standard.context().clearCookies();
    await standard.route(`${e2e.site.url}${PATH}`, (route) => route.fulfill({ status: 200, headers: cachedHeaders, body: cachedHtml }));
    await standard.goto(`${e2e.site.url}${PATH}`);
    expect(await themeOf(standard)).toBeNull();
    expect(await inkColour(standard)).not.toBe('rgb(0, 0, 0)');
    await context.close();
  });
});

describe('the theme before any of the app’s scripts', () => {
  it('is set by the head script alone, under the page’s CSP, with the app’s JavaScript blocked', async () => {
    const context = await newContext(e2e.browser, 390, { hasTouch: true, isMobile: true });
    await context.addCookies([{ name: 'contrast', value: 'more', url: e2e.site.url }]);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${e2e.site.url}${PATH}`, { waitUntil: 'domcontentloaded' });
    expect(await themeOf(page)).toBe('more');
    expect(await inkColour(page)).toBe('rgb(0, 0, 0)');
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(HEADING);
    expect(violations.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    await context.close();
  });
});
