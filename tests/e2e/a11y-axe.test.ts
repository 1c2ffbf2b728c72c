import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { hydrateEverySection } from './support/sections';
import { createPageMatcher } from '../../src/engine/routes';
import { pageConfigs } from '../../src/site/page-configs';
import {
  animationsDone,
  DESKTOP,
  describeViolations,
  everyRoute,
  fieldsWithoutVisibleLabel,
  menuToggle,
  MOBILE,
  newContext,
  NOT_FOUND,
  openHydrated,
  openWithoutScripts,
  runAxe,
  scrollThrough,
  TABLET,
  WCAG_AA_TAGS,
} from './a11y-support';
import { eachRoute } from './support/each-route';

/**
 * axe-core's WCAG 2.2 A and AA rules on every route of the built site (its sitemap, the one page
 * config the sitemap leaves out, and the 404 page) at 390, 800 and 1280 px, with the scripts
 * and with them blocked (the server's HTML as a visitor without JavaScript, or before the scripts
 * run, gets it), then with the menus open.
 */
let routes: string[];

const e2e = siteAndBrowserForFile();

beforeAll(async () => {
  routes = await everyRoute(e2e.site.url);
});

describe('routes', () => {
  it('cover every page config (the sitemap, the unlisted configs and the 404 page)', () => {
    const match = createPageMatcher(pageConfigs);
    const covered = new Set(routes.map((path) => match(path)?.page.path));
    expect(pageConfigs.map((page) => page.path).filter((path) => !covered.has(path))).toEqual([]);
    expect(routes.length).toBeGreaterThan(pageConfigs.length);
  });
});

const MODES = [
  {
    scripts: 'with scripts',
    // Every section running, as on a page scrolled through: the server HTML is the other mode's.
    open: async (context: BrowserContext, url: string, page: Page) => {
      const opened = await openHydrated(context, url, page);
      await hydrateEverySection(opened.page);
      return opened;
    },
  },
  {
    scripts: 'with scripts blocked',
    // Read down to the end, as a visitor without scripts scrolls it (and axe can see every part).
    open: async (context: BrowserContext, url: string, page: Page) => {
      const opened = await openWithoutScripts(context, url, page);
      await scrollThrough(opened.page);
      return opened;
    },
  },
] as const;

describe.each([MOBILE, TABLET, DESKTOP])('at %i px', (width) => {
  it.each(MODES)(
    '$scripts, every route has no WCAG 2.2 A/AA violation (menus and carousels in their default state) and no field without a visible label',
    { timeout: 400_000 },
    async ({ scripts, open }) => {
      const context = await newContext(e2e.browser, width);
      const found = await eachRoute(
        context,
        e2e.site.url,
        routes,
        async ({ page, response, problems }, path) => {
          const status = response?.status();
          // The 404 page's own status is the one console error Chromium reports there.
          const errors = problems.filter((problem) => !(path === NOT_FOUND && problem.includes('status of 404')));
          return [
            ...(status === (path === NOT_FOUND ? 404 : 200) ? [] : [`${path}: status ${status}`]),
            ...errors.map((error) => `${path}: console: ${error}`),
            ...describeViolations(`${width} px ${scripts} ${path}`, await runAxe(page, { tags: WCAG_AA_TAGS })),
            ...(await fieldsWithoutVisibleLabel(page)).map((field) => `${width} px ${scripts} ${path}: ${field} has no visible label`),
          ];
        },
        { open },
      );
      await context.close();
      expect(found).toEqual([]);
    },
  );
});

/** One page of each header variant: the menus differ by variant, not by page. */
const VARIANTS = {
  standard: '/family-travel/',
  country: '/country/kenya/',
  safari: '/landing-kenya-vacations/',
  landing: '/landing-cruise/',
};

describe('menus open', () => {
  it.each(Object.entries(VARIANTS))('%s header at 390 px: the mobile menu open, every group expanded', async (variant, path) => {
    const context = await newContext(e2e.browser, MOBILE);
    const { page } = await openHydrated(context, `${e2e.site.url}${path}`);
    await menuToggle(page).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    const closedGroup = menu.locator('button[aria-expanded="false"]');
    while ((await closedGroup.count()) > 0) await closedGroup.first().click();
    await animationsDone(page);
    expect(await menu.locator('button[aria-expanded="false"]').count()).toBe(0);
    const violations = await runAxe(page, { tags: WCAG_AA_TAGS });
    await context.close();
    expect(describeViolations(`${variant} menu open`, violations)).toEqual([]);
  });

  it.each(['/family-travel/', '/landing-kenya-vacations/'])('%s at 1280 px: each dropdown of the menu bar open in turn', async (path) => {
    const context = await newContext(e2e.browser, DESKTOP);
    const { page } = await openHydrated(context, `${e2e.site.url}${path}`);
    const triggers = page.getByRole('banner').locator('.desktop-nav__trigger');
    const found: string[] = [];
    const count = await triggers.count();
    for (let index = 0; index < count; index += 1) {
      const trigger = triggers.nth(index);
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      const nested = page.getByRole('banner').locator('.desktop-nav__subtrigger');
      if ((await nested.count()) > 0 && (await nested.first().isVisible())) {
        await nested.first().focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => nested.first().getAttribute('aria-expanded')).toBe('true');
      }
      await animationsDone(page);
      found.push(...describeViolations(`${path} dropdown ${await trigger.textContent()}`, await runAxe(page, { tags: WCAG_AA_TAGS })));
      await page.keyboard.press('Escape');
    }
    await context.close();
    expect(count).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
});
