import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { marketerFor, openEditor, PHONE, SCREENS, showView, marketersFor } from './support/studio-editor';
import { studioSiteForFile } from './support/studio-site';
import { openStudio } from './support/studio-login';

/**
 * The editor opens at once and fits a phone (issue 37): a loading message and the page's title
 * before any script, the studio's hashed files kept by the browser (a second visit fetches none of
 * them again); at 390 px with touch a compact header, one scrolling area in each view, the change
 * requests readable without sideways scrolling, and buttons that work with a tap.
 */
const EDITOR = { name: 'otto', password: 'marketer-password-5' };

/**
 * The areas that scroll on screen now: the document, any visible element that scrolls its
 * overflow, and the page preview's own document. A person should meet one at a time.
 */
async function scrollingAreas(page: Page): Promise<string[]> {
  const areas = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement;
    if (root && root.scrollHeight > innerHeight + 1) found.push('the editor page');
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      if (!/(auto|scroll)/.test(style.overflowY) || element.scrollHeight <= element.clientHeight + 1) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || element.closest('[hidden], [inert]')) continue;
      if (box.bottom <= 0 || box.top >= innerHeight) continue;
      found.push(element.className || element.tagName);
    }
    return found;
  });
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame() && candidate.parentFrame() === page.mainFrame());
  const frameElement = await frame?.frameElement();
  const frameShown = frameElement ? await frameElement.evaluate((element) => element instanceof HTMLElement && element.checkVisibility({ visibilityProperty: true }) && element.getBoundingClientRect().height > 0) : false;
  if (frame && frameShown && (await frame.evaluate(() => (document.scrollingElement?.scrollHeight ?? 0) > innerHeight + 1))) areas.push('the page preview');
  return areas;
}

describe('studio opening and phones', () => {
  const studio = studioSiteForFile(marketersFor(EDITOR));

  for (const screen of SCREENS) {
    it(`at ${screen.width} px says at once which page is opening, and a second visit takes the studio's files from the browser's cache`, async () => {
      const { context, page } = await openStudio(studio.browser, studio.site.url, marketerFor(EDITOR, screen), screen);
      // Before any script has run: the page's title in the tab and a loading message on screen.
      await page.route('**/studio/assets/**', (route) => route.abort());
      await page.goto(`${studio.site.url}/studio/edit/landing-cruise/`);
      expect(await page.title()).toBe('Family Cruises Planned for You | Studio');
      const loading = page.getByRole('status').filter({ hasText: 'Opening the editor for Family Cruises Planned for You' });
      expect(await loading.isVisible()).toBe(true);
      await page.unroute('**/studio/assets/**');

      // The hashed files are kept for a year, by this browser only (they are behind the login).
      const first = await page.goto(`${studio.site.url}/studio/edit/landing-cruise/`);
      expect(first?.headers()['cache-control']).toBe('private, no-cache');
      await page.frameLocator('.studio-canvas iframe').locator('[data-studio-section] [data-section-id]').first().waitFor({ state: 'attached', timeout: 60_000 });
      const script = await page.locator('script[type="module"][src^="/studio/assets/"]').getAttribute('src');
      const headers = await page.evaluate(async (src) => Object.fromEntries((await fetch(src ?? '', { cache: 'no-store' })).headers), script);
      expect(headers['cache-control']).toBe('private, max-age=31536000, immutable');

      // A second visit: every studio file comes from the browser's cache, none from the server.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const fromServer: string[] = [];
      const fromCache = new Set<string>();
      cdp.on('Network.requestServedFromCache', (event) => fromCache.add(event.requestId));
      cdp.on('Network.responseReceived', (event) => {
        const url = new URL(event.response.url);
        const cached = event.response.fromDiskCache === true || fromCache.has(event.requestId);
        if (url.pathname.startsWith('/studio/assets/') && !cached) fromServer.push(url.pathname);
      });
      await page.goto(`${studio.site.url}/studio/edit/landing-cruise/`);
      await page.frameLocator('.studio-canvas iframe').locator('[data-studio-section] [data-section-id]').first().waitFor({ state: 'attached', timeout: 60_000 });
      expect(await page.title()).toBe('Family Cruises Planned for You | Studio');
      expect(fromServer).toEqual([]);
      await context.close();
    });
  }

  it('at 390 px with touch: a compact header, one scrolling area in each view, and tap buttons for moving and adding', async () => {
    const { context, page } = await openEditor(studio.browser, studio.site.url, marketerFor(EDITOR, PHONE), PHONE, 'landing-celebration');
    const header = await page.locator('.studio-bar').boundingBox();
    expect(header?.height).toBeLessThanOrEqual(64);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await showView(page, 'Sections');
    await page.getByRole('button', { name: /^2\. Problem: / }).click();
    // Never a scrolling area inside another: the page preview alone, or the view's own list.
    for (const view of ['Page', 'Sections', 'Settings'] as const) {
      await showView(page, view);
      const areas = await scrollingAreas(page);
      expect([view, areas.length <= 1, areas.join(', ')]).toEqual([view, true, expect.any(String)]);
      if (view === 'Page') expect(areas).toEqual(['the page preview']);
    }
    // The page preview shows the page at the phone's width, on the whole screen below the header.
    await showView(page, 'Page');
    const frame = await page.locator('.studio-canvas iframe').boundingBox();
    expect(frame && frame.width >= PHONE.width - 2 && frame.height >= 500).toBe(true);

    // Tap to move and tap to add: no drag needed.
    await showView(page, 'Sections');
    await page.getByRole('button', { name: 'Move Yelp reviews up' }).tap();
    await expect.poll(() => page.locator('[data-section-item]').nth(2).getAttribute('data-section-item')).toBe('reviews');
    await page.getByText('Catalogue', { exact: true }).tap();
    await page.getByLabel('Search the catalogue').fill('newsletter');
    await page.getByRole('button', { name: 'Add Newsletter' }).tap();
    await showView(page, 'Sections');
    // Added after the selected section ("Problem"), as the catalogue says.
    await expect.poll(() => page.locator('.studio-section-name').allTextContents()).toContainEqual(expect.stringMatching(/^\d\. Newsletter: New section heading$/));
    await page.getByRole('button', { name: /Remove Newsletter/ }).tap();

    // The request, then the list of requests: readable without scrolling sideways.
    await page.getByRole('button', { name: 'Request change' }).tap();
    await page.locator('.studio-outcome', { hasText: 'is stored' }).waitFor({ timeout: 90_000 });
    await page.goto(`${studio.site.url}/studio/requests`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const sentence = page.getByText('Moved "Yelp reviews" above', { exact: false }).first();
    expect(await sentence.isVisible()).toBe(true);
    const box = await sentence.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await context.close();
  });
});
