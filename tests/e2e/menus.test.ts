import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { flattenLinks } from '../../src/site/nav-links';
import { siteConfig } from '../../src/site/site-config';
import { animationsDone, describeViolations, DESKTOP, menuToggle, MOBILE, newContext, openHydrated, runAxe, WCAG_AA_TAGS } from './a11y-support';
import { reusedPages } from './support/reused-pages';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { viewportAt } from './support/screens';

/**
 * The header menus as a crawler, a visitor without JavaScript and a keyboard user meet them: every
 * navigation link of site.json in the server HTML, the no-script mobile menu, and the Radix menu
 * bar and dialog once the scripts run (focus, Escape, scroll lock, axe with the menus open).
 */
const e2e = siteAndBrowserForFile();

/** Every href of the site's navigation trees (main, country and safari variants). */
const navigationHrefs = [
  ...new Set(
    [siteConfig.navigation, siteConfig.headerVariants.country.navigation, siteConfig.headerVariants.safari.navigation].flatMap((tree) =>
      flattenLinks(tree).map((link) => link.href),
    ),
  ),
];

/**
 * The tests that only load and click through pages share one page per width (and scripts on or
 * off); the one that counts the scripts a phone downloads and widens its window has its own.
 */
const pageFor = reusedPages(() => e2e.browser);
/** The reused page at `width`, sized as `newContext` sizes a fresh one. */
const reusedPage = (width: number, options: { javaScriptEnabled?: boolean } = {}) =>
  pageFor({ viewport: viewportAt(width), ...options });

const hrefsIn = (html: string) => new Set([...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]));
const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');

describe('server HTML', () => {
  it('/ holds every navigation link of site.json, in the header', async () => {
    const html = await (await fetch(`${e2e.site.url}/`)).text();
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    const missing = navigationHrefs.filter((href) => !hrefsIn(header).has(href));
    expect(navigationHrefs).toContain('/universal-studios-vacations/');
    expect(missing).toEqual([]);
  });

  it.each(['/country/kenya/', '/landing-kenya-vacations/', '/landing-cruise/'])('%s holds every link of its header variant', async (path) => {
    const tree = path.startsWith('/country/')
      ? siteConfig.headerVariants.country.navigation
      : path === '/landing-kenya-vacations/'
        ? siteConfig.headerVariants.safari.navigation
        : siteConfig.navigation;
    const html = await (await fetch(`${e2e.site.url}${path}`)).text();
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(flattenLinks(tree).filter((link) => !hrefsIn(header).has(link.href))).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('390 px: the menu opens full screen, a group opens, and a click reaches /destinations/', async () => {
    const { page } = await reusedPage(MOBILE, { javaScriptEnabled: false });
    await page.goto(`${e2e.site.url}/family-travel/`, { waitUntil: 'load' });
    const toggle = page.getByRole('banner').locator('summary.mobile-menu-fallback__toggle');
    expect(await toggle.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Destination', exact: true }).count()).toBe(0);
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.waitFor();
    const box = await page.locator('details[open] > .mobile-menu').boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: MOBILE, height: 844 });
    expect(await scrollLocked(page)).toBe(true);
    await menu.getByText('Plans', { exact: true }).click();
    await menu.getByRole('link', { name: 'Destination', exact: true }).click();
    await page.waitForURL(`${e2e.site.url}/destinations/`);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
  });

  it('1280 px: hovering a menu bar entry shows its dropdown, and its link works', async () => {
    const { page } = await reusedPage(DESKTOP, { javaScriptEnabled: false });
    await page.goto(`${e2e.site.url}/family-travel/`, { waitUntil: 'load' });
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Leave a Review' }).count()).toBe(0);
    const link = nav.getByRole('link', { name: 'Leave a Review' });
    await nav.getByRole('button', { name: 'About Us' }).hover();
    await link.waitFor();
    // As a hand does: the pointer slides from the entry down into its dropdown (over the bridge
    // across the gap) and presses the link; a jump straight to the link could leave the entry's
    // :hover for a frame on a busy machine and close the dropdown under it.
    const box = await link.boundingBox();
    if (!box) throw new Error('the dropdown link has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent, { x: box.x + box.width / 2, y: box.y + box.height / 2 })).toBe('Leave a Review');
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForURL(`${e2e.site.url}/review/`);
  });
});

describe('with JavaScript (Radix)', () => {
  it('desktop: the keyboard opens a dropdown, Escape closes it and gives the focus back to its button', async () => {
    const { page, context } = await reusedPage(DESKTOP);
    await openHydrated(context, `${e2e.site.url}/family-travel/`, page);
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Plans' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/month/');
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Plans');
    expect(await page.getByRole('link', { name: 'Destination', exact: true }).count()).toBe(0);
  });

  it("the menu bar's code: a phone never downloads it; on a desktop, or once the window is widened, it arrives and takes over the bar", async () => {
    const barCode = /\/desktop-nav-[\w-]+\.js$/;
    const context = await newContext(e2e.browser, MOBILE);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openHydrated(context, `${e2e.site.url}/family-travel/`, page);
    expect(scripts.filter((url) => barCode.test(url))).toEqual([]);
    // The server's bar is in the page all the same, hidden on a phone.
    expect(await page.locator('header .desktop-nav a').count()).toBeGreaterThan(10);
    expect(await page.locator('header .desktop-nav[data-enhanced]').count()).toBe(0);

    await page.setViewportSize({ width: DESKTOP, height: 900 });
    await page.locator('header .desktop-nav[data-enhanced]').waitFor();
    expect(scripts.filter((url) => barCode.test(url))).toHaveLength(1);
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Plans' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });

  it('mobile: Enter opens the full-screen dialog, scrolling is locked, Escape closes it and returns the focus to the hamburger', async () => {
    const { page, context } = await reusedPage(MOBILE);
    await openHydrated(context, `${e2e.site.url}/family-travel/`, page);
    await menuToggle(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    await animationsDone(page);
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: MOBILE, height: 844 });
    expect(await scrollLocked(page)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix returns the focus in an effect after the dialog leaves the DOM: a moment on <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    expect(await scrollLocked(page)).toBe(false);
  });

  it('a link chosen in the dropdown navigates and closes it', async () => {
    const { page, context } = await reusedPage(DESKTOP);
    await openHydrated(context, `${e2e.site.url}/family-travel/`, page);
    const trigger = page.getByRole('banner').getByRole('button', { name: 'About Us' });
    await trigger.click();
    await page.getByRole('banner').getByRole('link', { name: 'Testimonials' }).click();
    await page.waitForURL(`${e2e.site.url}/testimonials/`);
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('axe: no WCAG A/AA violation with a desktop dropdown open and with the mobile menu open', async () => {
    const desktop = await reusedPage(DESKTOP);
    const { page } = await openHydrated(desktop.context, `${e2e.site.url}/`, desktop.page);
    await page.getByRole('banner').getByRole('button', { name: 'Our Specialties' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Theme Park Vacation' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Universal Studios' }).waitFor();
    await animationsDone(page);
    const found = describeViolations('/ dropdown open', await runAxe(page, { tags: WCAG_AA_TAGS }));

    const mobile = await reusedPage(MOBILE);
    const opened = await openHydrated(mobile.context, `${e2e.site.url}/`, mobile.page);
    await menuToggle(opened.page).click();
    await opened.page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Plans' }).click();
    await animationsDone(opened.page);
    found.push(...describeViolations('/ mobile menu open', await runAxe(opened.page, { tags: WCAG_AA_TAGS })));
    expect(found).toEqual([]);
  });
});

describe('pages only the sitemap used to reach (issue 17)', () => {
  /** The internal paths linked from one page's server HTML. */
  const linksOf = async (path: string) => {
    const html = await (await fetch(`${e2e.site.url}${path}`)).text();
    return [...hrefsIn(html)].filter((href): href is string => href !== undefined && href.startsWith('/') && !href.startsWith('//'));
  };

  it('a visitor reaches /inspiration/, /wedding-guest-travel/ and /wedding-venues-abroad/ by links from /, and how', async () => {
    const wanted = ['/inspiration/', '/wedding-guest-travel/', '/wedding-venues-abroad/'];
    expect(await linksOf('/')).not.toEqual(expect.arrayContaining(wanted));
    // The page each is linked from: the wedding page (its directory) and the month page (the hub).
    const foundOn = new Map<string, string>();
    for (const page of (await linksOf('/')).filter((href) => !href.includes('#'))) {
      for (const href of await linksOf(page)) if (wanted.includes(href) && !foundOn.has(href)) foundOn.set(href, page);
    }
    expect(Object.fromEntries(foundOn)).toEqual({
      '/inspiration/': '/month/',
      '/wedding-guest-travel/': '/destinetion-wedding/',
      '/wedding-venues-abroad/': '/destinetion-wedding/',
    });
  });

  it('the wedding page shows its directory; a click reaches the venues page', async () => {
    const { page, context } = await reusedPage(MOBILE);
    await openHydrated(context, `${e2e.site.url}/destinetion-wedding/`, page);
    const directory = page.getByRole('region', { name: 'Wedding Directory' });
    expect(await directory.getByRole('link', { name: /Wedding Guest Travel/ }).getAttribute('href')).toBe('/wedding-guest-travel/');
    await directory.getByRole('link', { name: /Wedding Venues Abroad/ }).click();
    await page.waitForURL(`${e2e.site.url}/wedding-venues-abroad/`);
  });
});
