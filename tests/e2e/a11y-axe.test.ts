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
  eachRoute,
  everyRoute,
  fieldsWithoutVisibleLabel,
  menuToggle,
  MOBILE,
  newContext,
  NOT_FOUND,
  type OpenedPage,
  openHydrated,
  openWithoutScripts,
  runAxe,
  scrollThrough,
  TABLET,
  viewportAt,
  WCAG_AA_TAGS,
} from './a11y-support';

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

/** The route's answer went wrong: a status other than its own, or a console error (the 404 page's own status aside). */
function answerProblems({ response, problems }: OpenedPage, path: string): string[] {
  const status = response?.status();
  const errors = problems.filter((problem) => !(path === NOT_FOUND && problem.includes('status of 404')));
  return [...(status === (path === NOT_FOUND ? 404 : 200) ? [] : [`${path}: status ${status}`]), ...errors.map((error) => `${path}: console: ${error}`)];
}

/** axe's violations and the fields without a visible label on the page as it is now. */
async function axeFindings(page: Page, path: string, where: string): Promise<string[]> {
  return [
    ...describeViolations(`${where} ${path}`, await runAxe(page, { tags: WCAG_AA_TAGS })),
    ...(await fieldsWithoutVisibleLabel(page)).map((field) => `${where} ${path}: ${field} has no visible label`),
  ];
}

const CHECKED = 'every route has no WCAG 2.2 A/AA violation (menus and carousels in their default state) and no field without a visible label';

describe.each([MOBILE, TABLET, DESKTOP])('at %i px', (width) => {
  it(`with scripts, ${CHECKED}`, { timeout: 400_000 }, async () => {
    const context = await newContext(e2e.browser, width);
    const found = await eachRoute(context, e2e.site.url, routes, async (opened, path) => [...(await axeFindings(opened.page, path, `${width} px with scripts`)), ...answerProblems(opened, path)], {
      // Every section running, as on a page scrolled through: the server HTML is the other test's.
      open: async (own: BrowserContext, url: string, page: Page) => {
        const opened = await openHydrated(own, url, page);
        await hydrateEverySection(opened.page);
        return opened;
      },
    });
    await context.close();
    expect(found).toEqual([]);
  });
});

/**
 * The server's HTML as a visitor without JavaScript (or before the scripts run) gets it, at each
 * width. With no script, a page at a width is its HTML and the stylesheet's media queries at that
 * width, as a tablet turned round shows: each route is loaded once and the viewport resized
 * through the widths (a load costs Chromium about 0.2 core-seconds, and the suite is bound by its
 * two cores), read down to the end at each width as a visitor scrolls it, so axe can see every part.
 */
it(`at ${MOBILE}, ${TABLET} and ${DESKTOP} px with scripts blocked, ${CHECKED}`, { timeout: 400_000 }, async () => {
  const context = await newContext(e2e.browser, MOBILE);
  const found = await eachRoute(
    context,
    e2e.site.url,
    routes,
    async (opened, path) => {
      const seen: string[] = [];
      for (const width of [MOBILE, TABLET, DESKTOP]) {
        await opened.page.setViewportSize(viewportAt(width));
        await scrollThrough(opened.page);
        seen.push(...(await axeFindings(opened.page, path, `${width} px with scripts blocked`)));
      }
      // The console over every width: a picture of another width's source that fails shows too.
      return [...seen, ...answerProblems(opened, path)];
    },
    {
      // Loaded at a phone's width (the last route left the page at a desktop's).
      open: async (own: BrowserContext, url: string, page: Page) => {
        await page.setViewportSize(viewportAt(MOBILE));
        return openWithoutScripts(own, url, page);
      },
    },
  );
  await context.close();
  expect(found).toEqual([]);
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
