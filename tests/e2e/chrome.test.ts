import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { viewportAt } from './support/screens';
import { siteConfig } from '../../src/site/site-config';
import {
  specCountryNavigation,
  specFooterBottomLinks,
  specFooterGroups,
  specMainNavigation,
  specSafariNavigation,
  specSocialNetworks,
} from '../../src/site/spec-navigation-table';
import { openReused, reusedPages } from './support/reused-pages';
import { settle, waitForHydration } from './a11y-support';

/**
 * The site chrome in Chromium at 390 px and 1280 px: header, menus, hero video, footer, redirects
 * and the 404 page, against the built server with its embedded content store.
 */
const DESKTOP = 1280;
const MOBILE = 390;
const PAGE = '/family-travel/';
const API_TOKEN = 'travel-site-public-token';

const e2e = siteAndBrowserForFile();

/**
 * The tests read and click through the pages they load: one page per width (and per set of other
 * options: reduced motion) serves them all.
 */
const pageFor = reusedPages(() => e2e.browser);

async function open(width: number, path: string, options: BrowserContextOptions = {}) {
  const { page, problems, response } = await openReused(
    pageFor,
    `${e2e.site.url}${path}`,
    { viewport: viewportAt(width), ...options },
    // 'load', not 'networkidle': the looping hero video may keep the network busy. Hydrated: React
    // attached its handlers (the hamburger answers; the menu bar, whose code comes after the rest
    // on wide screens, too).
    { waitUntil: 'load', ready: waitForHydration },
  );
  return { page, problems, response };
}

/** Radix's scroll lock: the body (the page's scroller) does not scroll. */
const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');

/** Every link of a menu bar, opening each dropdown (and the nested flyout) by hovering it. */
async function desktopMenuLinks(page: Page, navLabel: string): Promise<[string, string][]> {
  const nav = page.getByRole('banner').getByRole('navigation', { name: navLabel });
  const items = nav.locator('.desktop-nav__list > li');
  const found: [string, string][] = [];
  for (let index = 0; index < (await items.count()); index += 1) {
    const item = items.nth(index);
    // A dropdown's button is the item's own, or beside the label's link (Our Specialties).
    const trigger = item.locator(':scope > button, :scope > .desktop-nav__split > button');
    if ((await trigger.count()) > 0) {
      await trigger.hover();
      await item.locator(':scope > button[aria-expanded="true"], :scope > .desktop-nav__split > button[aria-expanded="true"]').waitFor();
      const sub = item.locator('.desktop-nav__subtrigger');
      if ((await sub.count()) > 0) {
        await sub.hover();
        await item.locator('.desktop-nav__subtrigger[aria-expanded="true"]').waitFor();
        await item.locator('.desktop-nav__flyout a').first().waitFor();
      }
    }
    const links = await item
      .locator('a')
      .evaluateAll((anchors) => anchors.map((a): [string, string] => [a.textContent ?? '', a.getAttribute('href') ?? '']));
    found.push(...links);
  }
  return found;
}


describe('desktop header (1280 px)', () => {
  it('every menu link, opened by hovering, has the href of the spec navigation table', async () => {
    const { page } = await open(DESKTOP, PAGE);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    const links = await desktopMenuLinks(page, 'Main');
    expect(links).toEqual(specMainNavigation);
    const ready = page.getByRole('banner').getByRole('link', { name: 'Ready To Travel?' });
    expect(await ready.getAttribute('href')).toBe('/go/');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Travel N Relax home' }).getAttribute('href')).toBe('/');
  });

  it('hovering opens a dropdown and leaving it closes it', async () => {
    const { page } = await open(DESKTOP, PAGE);
    const trigger = page.getByRole('button', { name: 'About Us' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    await trigger.hover();
    await page.locator('button[aria-expanded="true"]', { hasText: 'About Us' }).waitFor();
    expect(await page.getByRole('link', { name: 'Leave a Review' }).getAttribute('href')).toBe('/review/');
    await page.mouse.move(640, 700);
    await page.locator('button[aria-expanded="false"]', { hasText: 'About Us' }).waitFor();
    expect(await page.getByRole('link', { name: 'Leave a Review' }).count()).toBe(0);
  });

  it('the keyboard opens Our Specialties and its nested Theme Park submenu, and Escape closes them', async () => {
    const { page } = await open(DESKTOP, PAGE);
    const trigger = page.getByRole('button', { name: 'Our Specialties submenu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Family Travel');

    const themePark = page.getByRole('button', { name: 'Theme Park Vacation' });
    await themePark.focus();
    await page.keyboard.press('Enter');
    expect(await themePark.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => [document.activeElement?.textContent, document.activeElement?.getAttribute('href')])).toEqual([
      'Disney',
      '/disney-vacations/',
    ]);
    await page.keyboard.press('Escape');
    await page.locator('button[aria-expanded="false"][aria-label="Our Specialties submenu"]').waitFor();
  });

  it('header social links open in a new tab, safely, each with its name', async () => {
    const { page } = await open(DESKTOP, PAGE);
    for (const network of specSocialNetworks) {
      const link = page.getByRole('banner').getByRole('link', { name: new RegExp(`on ${network} \\(opens in a new tab\\)`) });
      expect(await link.isVisible()).toBe(true);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});

describe('footer', () => {
  it.each([DESKTOP, MOBILE])('at %i px: every group, the bottom links, tel:, mailto: and six social links', async (width) => {
    const { page } = await open(width, PAGE);
    const footer = page.getByRole('contentinfo');
    const groups = await footer.locator('.chrome-footer__group').evaluateAll((nodes) =>
      nodes.map((node) => [node.querySelector('h2')?.textContent, [...node.querySelectorAll('a')].map((a) => a.getAttribute('href'))]),
    );
    expect(Object.fromEntries(groups)).toEqual(specFooterGroups);
    const legal = await footer
      .getByRole('navigation', { name: 'Legal' })
      .locator('a')
      .evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(legal).toEqual(specFooterBottomLinks);
    expect(await footer.getByText(/© \d{4} Travel N Relax\. All rights reserved\./).isVisible()).toBe(true);
    expect(await footer.getByRole('link', { name: siteConfig.phone }).getAttribute('href')).toBe(siteConfig.phoneHref);
    expect(await footer.getByRole('link', { name: siteConfig.email }).getAttribute('href')).toBe(`mailto:${siteConfig.email}`);
    const social = footer.getByRole('link', { name: /opens in a new tab/ });
    expect(await social.count()).toBe(6);
    for (const link of await social.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const trips = footer.locator('.chrome-footer__trip-grid img');
    expect(await trips.count()).toBe(6);
  });

  it('the Choose Region dropdown lists the regions the API returns, starts on the first and changes on a pick', async () => {
    const answer = await fetch(`${e2e.site.url}/api/pages/regions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: API_TOKEN },
      body: '{}',
    });
    const regions: { regionId: number; regionTitle: string }[] = (await answer.json()).data.regions;
    expect(regions.length).toBeGreaterThan(1);

    const { page } = await open(DESKTOP, PAGE);
    const select = page.getByLabel('Choose Region');
    const options = await select.locator('option').evaluateAll((nodes) => nodes.map((node) => node.textContent));
    expect(options).toEqual(regions.map((region) => region.regionTitle));
    expect(await select.inputValue()).toBe(String(regions[0]!.regionId));
    await select.selectOption({ label: regions[2]!.regionTitle });
    expect(await select.inputValue()).toBe(String(regions[2]!.regionId));
  });
});

describe('hero video', () => {
  it('serves a real video file for the seed banners', async () => {
    const response = await fetch(`${e2e.site.url}/media/hero.mp4`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('video/mp4');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(5_000);
  });

  it('plays muted and looping, and the toggle pauses and plays it, naming what it will do', async () => {
    const { page, problems } = await open(DESKTOP, PAGE);
    const video = page.locator('.hero video');
    await page.waitForFunction(() => {
      const element = document.querySelector<HTMLVideoElement>('.hero video');
      return element !== null && !element.paused && element.currentTime > 0;
    });
    expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop, element.playsInline])).toEqual([true, true, true]);

    await page.getByRole('button', { name: 'Pause background video' }).click();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await page.getByRole('button', { name: 'Play background video' }).click();
    await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('.hero video')?.paused === false);
    // The label follows the video's play event, which React renders a moment after the video runs.
    await page.getByRole('button', { name: 'Pause background video' }).waitFor({ timeout: 5_000 });
    expect(await page.getByRole('button', { name: 'Pause background video' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('starts paused for a visitor who prefers reduced motion', async () => {
    const { page } = await open(DESKTOP, PAGE, { reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Play background video' }).waitFor();
    expect(await page.locator('.hero video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });
});

describe('mobile menu (390 px)', () => {
  it('shows the hamburger instead of the menu bar; the overlay holds every link of the spec table', async () => {
    const { page } = await open(MOBILE, PAGE);
    expect(await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    // Our Specialties is a link to /services/ with its own button beside it.
    for (const group of ['Our Specialties submenu', 'Theme Park Vacation', 'About Us', 'Plans']) {
      const toggle = menu.getByRole('button', { name: group, exact: true });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    }
    const links = await menu
      .getByRole('navigation', { name: 'Menu' })
      .locator('a')
      .evaluateAll((anchors) => anchors.map((a): [string, string] => [a.textContent ?? '', a.getAttribute('href') ?? '']));
    expect(links).toEqual(specMainNavigation);
    // The Theme Park group collapses on its own, its arrow turning back.
    await menu.getByRole('button', { name: 'Theme Park Vacation' }).click();
    expect(await menu.getByRole('link', { name: 'Disney' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Family Travel' }).count()).toBe(1);
  });

  it('locks page scrolling while open, and the page scrolls again once closed', async () => {
    const { page } = await open(MOBILE, PAGE);
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await scrollLocked(page)).toBe(true);
    await page.mouse.move(195, 820);
    await page.mouse.wheel(0, 600);
    await settle(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await scrollLocked(page)).toBe(false);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 0);
  });

  it('closes on the close button and gives focus back to the hamburger; focus stays inside while open', async () => {
    const { page } = await open(MOBILE, PAGE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.getByRole('button', { name: 'Close menu' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Radix returns the focus in an effect after the dialog leaves the DOM: a moment on <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
  });

  it('covers the whole screen (spec 1: a full-screen overlay)', async () => {
    const { page } = await open(MOBILE, PAGE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, width: MOBILE, height: 844 });
  });

  it('the safari side panel closes on the dimmed page beside it', async () => {
    const { page } = await open(MOBILE, '/landing-kenya-vacations/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.mouse.click(20, 420);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await scrollLocked(page)).toBe(false);
  });

  it('closes when a link is chosen, goes there, and the new page starts at the top', async () => {
    const { page } = await open(MOBILE, PAGE);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Contact Us' }).click();
    await menu.waitFor({ state: 'detached' });
    await page.waitForURL(`${e2e.site.url}/go/`);
    expect(await scrollLocked(page)).toBe(false);
  });
});

describe('scroll to top', () => {
  it('a client-side navigation lands at the top of the new page', async () => {
    // Both pages are long: without the scroll to the top the browser would keep the old scroll
    // position (at most clamped to the new page's height), far from 0.
    const { page } = await open(DESKTOP, '/page/2/');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Family Travel' });
    await footerLink.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await footerLink.click();
    await page.waitForURL(`${e2e.site.url}/family-travel/`);
    await page.locator('[data-section-id="motto"]').waitFor();
    // The new page's sections fetch their content after the navigation: wait until it is long.
    await page.waitForFunction(() => document.documentElement.scrollHeight - window.innerHeight > 300);
    await page.waitForFunction(() => window.scrollY === 0);
  });
});

describe('redirects', () => {
  const ask = (path: string) => fetch(`${e2e.site.url}${path}`, { redirect: 'manual' });

  it.each(siteConfig.redirects.map((r) => [r.from, r.to]))('%s answers 301 to %s', async (from, to) => {
    const response = await ask(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('every alias the issue names is in the table', () => {
    const aliases = siteConfig.redirects.map((r) => r.from);
    for (const alias of [
      '/destinetion-weddings/',
      '/months/',
      '/home',
      '/honeymoon-geteway',
      '/destination-wedding',
      '/inclusive-vacation',
      '/ocean-cruises',
      '/disney-vacation',
      '/ski-vacation',
      '/faqs',
      '/trip-finder',
      '/most-popular',
      '/adventure-travel',
      '/luxury-travel',
    ]) {
      expect(aliases).toContain(alias);
    }
  });

  it('keeps the query string and ignores case and the trailing slash of an alias', async () => {
    const response = await ask('/FAQS/?from=email');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/customer-service/?from=email');
  });

  const staticPaths = readdirSync('page-configs/pages')
    .map((file): unknown => JSON.parse(readFileSync(`page-configs/pages/${file}`, 'utf8')))
    .map((config) => (config && typeof config === 'object' && 'path' in config && typeof config.path === 'string' ? config.path : ''))
    .filter((path) => path.length > 1 && !path.includes(':'));

  it.each(staticPaths)('%s asked without its trailing slash answers 301 to it', async (path) => {
    const response = await ask(path.slice(0, -1));
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(path);
  });

  it('the contact page themed links without a slash reach their pages, when those pages exist', async () => {
    for (const path of ['/family-travel/', '/group-travel/', '/anniversary/', '/river-cruise/'].filter((p) => staticPaths.includes(p))) {
      const response = await ask(path.slice(0, -1));
      expect([response.status, response.headers.get('location')]).toEqual([301, path]);
    }
  });
});

describe('404', () => {
  it('an unclaimed path answers 404 with the page in the chrome (server HTML)', async () => {
    const response = await fetch(`${e2e.site.url}/a/b/c/`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('class="chrome-header');
    expect(html).toContain('class="chrome-footer');
  });

  it.each([DESKTOP, MOBILE])('at %i px: links home and to /go/, inside header and footer', async (width) => {
    const { page, response, problems } = await open(width, '/a/b/c/');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible()).toBe(true);
    expect(await main.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(await main.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/go/');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Travel N Relax home' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' }).isVisible()).toBe(true);
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });
});

const hasPage = (file: string) => existsSync(`page-configs/pages/${file}`);

describe.skipIf(!hasPage('landing-kenya-vacations.json'))('safari header on /landing-kenya-vacations/', () => {
  it('1280 px: the full bar with its own labels', async () => {
    const { page } = await open(DESKTOP, '/landing-kenya-vacations/');
    const links = await desktopMenuLinks(page, 'Main');
    expect(links).toEqual(specSafariNavigation);
  });

  it('390 px: a slide-in panel with collapsible Specialties and Theme Park groups, locking scroll', async () => {
    const { page } = await open(MOBILE, '/landing-kenya-vacations/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    expect(await panel.getAttribute('class')).toContain('mobile-menu--panel');
    expect(await scrollLocked(page)).toBe(true);
    await panel.getByRole('button', { name: 'Specialties' }).click();
    await panel.getByRole('button', { name: 'Theme Park Vacation' }).click();
    expect(await panel.getByRole('link', { name: 'Universal Studios' }).getAttribute('href')).toBe('/universal-studios-vacations/');
    expect(await panel.getByRole('link', { name: 'Honeymoon Getaways' }).getAttribute('href')).toBe('/honeymoon/');
  });
});

describe.skipIf(!hasPage('country.json'))('country header on /country/kenya/', () => {
  it.each([DESKTOP, MOBILE])('at %i px: HOME, DESTINATION, EXPERIENCES, CONTACT US, the phone, its menu', async (width) => {
    const { page } = await open(width, '/country/kenya/');
    const header = page.getByRole('banner');
    if (width === DESKTOP) {
      const links = await header
        .getByRole('navigation', { name: 'Country' })
        .locator('a')
        .evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]));
      expect(links).toEqual(specCountryNavigation);
      expect(await header.getByRole('link', { name: siteConfig.phone }).first().isVisible()).toBe(true);
    } else {
      await header.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      // The dialog's code arrives on the first press (src/site/mobile-menu.tsx): wait for it to open.
      await menu.waitFor();
      const links = await menu
        .getByRole('navigation', { name: 'Menu' })
        .locator('a')
        .evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]));
      expect(links).toEqual(specCountryNavigation);
      expect(await scrollLocked(page)).toBe(true);
      expect(await menu.getByRole('link', { name: siteConfig.phone }).getAttribute('href')).toBe(siteConfig.phoneHref);
    }
  });
});
