import { describe, expect, it, vi } from 'vitest';
import { newContext, openWithoutScripts } from './a11y-support';
import { eachRoute } from './support/each-route';
import { siteAndBrowserForFile } from './support/site-and-browser';

/**
 * The route walker of the whole-site checks (a11y, layout widths) when a page stops answering: a
 * route that stalls is opened again in a new page, once; a second stall is the route's failure,
 * and the other routes are still checked. A stall is a page evaluation that never ends, as the
 * one a CI run waited 400 s on.
 */
const e2e = siteAndBrowserForFile();
const PATHS = ['/', '/go/', '/testimonials/'];
const STALL_AFTER_MS = 3000;

describe('eachRoute, when a page stalls', () => {
  it('opens the stalled route again in a new page and reports what the page was doing', { timeout: 60_000 }, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const context = await newContext(e2e.browser, 390);
    const attempts: string[] = [];
    const found = await eachRoute(
      context,
      e2e.site.url,
      PATHS,
      async ({ page }, path) => {
        attempts.push(path);
        if (path === '/go/' && attempts.filter((tried) => tried === path).length === 1) await page.evaluate(() => new Promise(() => undefined));
        return [`${path}: ${await page.locator('h1').first().innerText()}`];
      },
      { open: openWithoutScripts, stallAfterMs: STALL_AFTER_MS },
    );
    await context.close();
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    warn.mockRestore();
    expect(attempts.filter((path) => path === '/go/')).toHaveLength(2);
    expect(found.sort()).toEqual(['/: Denver\'s Top Rated Family Travel Agency', '/go/: Ready To Travel?', '/testimonials/: Testimonials']);
    expect(warnings.find((line) => line.includes('/go/ stalled for 3 s'))).toMatch(/\/go\/, complete, visible, still painting\); opening it again/);
  });

  it('reports a route that stalls twice and still checks the others', { timeout: 60_000 }, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const context = await newContext(e2e.browser, 1280);
    const found = await eachRoute(
      context,
      e2e.site.url,
      PATHS,
      async ({ page }, path) => {
        if (path === '/go/') await page.evaluate(() => new Promise(() => undefined));
        return [`${path} checked`];
      },
      { open: openWithoutScripts, stallAfterMs: STALL_AFTER_MS },
    );
    await context.close();
    warn.mockRestore();
    expect(found.sort()).toEqual(['/ checked', '/go/: stalled twice, 3 s each (/go/, complete, visible, still painting)', '/testimonials/ checked']);
  });
});
