import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openReused, reusedPages } from './support/reused-pages';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { desktopNavReady } from './a11y-support';

const run = siteAndBrowserForFile();

/** Where the server sends a path: its redirects followed one by one (`redirect: 'manual'`), as a pathname. */
async function serverFinalPath(path: string): Promise<string> {
  let url = new URL(path, run.site.url);
  for (let hop = 0; hop < 5; hop += 1) {
    const response = await fetch(url, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return url.pathname;
    url = new URL(location, url);
  }
  throw new Error(`${path}: more than 5 redirects`);
}

/**
 * Every test here loads its start page and clicks through the site in one tab: one page at 1280 px
 * serves them all (each test's history starts at its own start page; going back never goes further).
 */
const pageFor = reusedPages(() => run.browser);

async function openHydrated(path: string) {
  const { page, problems } = await openReused(
    pageFor,
    new URL(path, run.site.url).href,
    { viewport: { width: 1280, height: 900 } },
    {
      waitUntil: 'networkidle',
      ready: async (loaded) => {
        await loaded.waitForSelector('html[data-hydrated]');
        await desktopNavReady(loaded);
      },
    },
  );
  return { page, problems };
}

/** The site's own links on the page: same-origin paths a click keeps in the tab. */
const internalLinks = (page: Page) =>
  page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
        .filter((a) => !a.getAttribute('href')?.startsWith('//') && !a.target && !a.hasAttribute('download'))
        .map((a) => a.getAttribute('href') ?? ''),
    ),
  ]);

/**
 * Clicks the first link with this href (hidden menu links too: a click event, as a visitor's),
 * once the page shows it (after back, the page renders a moment after its address changes).
 */
async function clickLink(page: Page, href: string) {
  const link = await page.waitForFunction(
    (target) => [...document.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.getAttribute('href') === target),
    href,
    { timeout: 20_000 },
  );
  await link.evaluate((element) => {
    if (element instanceof HTMLAnchorElement) element.click();
  });
}

/** Marks the document: a client-side navigation keeps the mark, a full page load loses it. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
const sameDocument = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-same-document'));

const pathnameIs = (page: Page, pathname: string) =>
  page.waitForFunction((expected) => location.pathname === expected, pathname, { timeout: 20_000 }).then(
    () => true,
    () => false,
  );

describe('client-side navigation lands where the server would send it', () => {
  for (const start of ['/', '/about-our-travel-agency/', '/customer-service/']) {
    it(`every internal link of ${start}, clicked after hydration`, async () => {
      const { page, problems } = await openHydrated(start);
      const links = await internalLinks(page);
      expect(links.length).toBeGreaterThan(10);
      const startTitle = await page.title();
      const wrong: string[] = [];
      for (const href of links) {
        const expected = await serverFinalPath(href);
        await markDocument(page);
        await clickLink(page, href);
        const landed = await pathnameIs(page, expected);
        if (!landed) wrong.push(`${href}: server → ${expected}, click → ${await page.evaluate(() => location.pathname)}`);
        else if (!(await sameDocument(page))) wrong.push(`${href}: a full page load, not a client-side navigation`);
        if (new URL(href, run.site.url).pathname !== start) {
          await page.goBack();
          await pathnameIs(page, start);
          // The address changes first; the start page renders once its loader is done. Until then
          // the previous page's links are still on screen (and the next click would hit one).
          await page.waitForFunction((title) => document.title === title, startTitle, { timeout: 20_000 });
        }
      }
      expect(wrong).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  it('"About Sarah Mitchell" on / (/sarah-mitchell/) ends on her page, as the server\'s 301 does', async () => {
    expect(await serverFinalPath('/sarah-mitchell/')).toBe('/about-our-travel-agency/sarah-mitchell/');
    const { page } = await openHydrated('/');
    await markDocument(page);
    await clickLink(page, '/sarah-mitchell/');
    expect(await pathnameIs(page, '/about-our-travel-agency/sarah-mitchell/')).toBe(true);
    await page.waitForFunction(() => document.title.startsWith('Sarah Mitchell'));
    expect(await page.locator('h1').first().innerText()).toContain('Sarah Mitchell');
    expect(await sameDocument(page)).toBe(true);
  });
});

describe('scrolling', () => {
  it('a #section link scrolls to its section', async () => {
    const { page } = await openHydrated('/customer-service/');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await clickLink(page, '/customer-service/#faq');
    await page.waitForFunction(() => Math.abs(document.getElementById('faq')?.getBoundingClientRect().top ?? 9_999) < 150);
    await page.waitForTimeout(300); // the spec's delayed scroll to the top must not undo it
    const top = await page.evaluate(() => document.getElementById('faq')?.getBoundingClientRect().top ?? 9_999);
    expect(Math.abs(top)).toBeLessThan(150);
    expect(await page.evaluate(() => location.hash)).toBe('#faq');
  });

  it('back restores the scroll position; a new page starts at the top', async () => {
    const { page } = await openHydrated('/blog/');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => Math.round(scrollY) === 1500);
    const post = await page.evaluate(() => document.querySelector('[data-block="blog-grid"] a[href^="/"]')?.getAttribute('href'));
    expect(post).toMatch(/^\/[a-z0-9-]+\/$/);
    await clickLink(page, post ?? '');
    expect(await pathnameIs(page, post ?? '')).toBe(true);
    await page.waitForTimeout(400); // past the spec's 100 ms scroll to the top
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.goBack();
    expect(await pathnameIs(page, '/blog/')).toBe(true);
    await page.waitForFunction(() => Math.abs(scrollY - 1500) < 5, undefined, { timeout: 10_000 });
    await page.waitForTimeout(400); // and the restored position stays
    expect(Math.round(await page.evaluate(() => scrollY))).toBe(1500);
  });
});

describe('content calls per client-side navigation', () => {
  /**
   * The /api calls one navigation sends, by call (Chromium does not show these requests' bodies to
   * the test; each page below asks each call with one body only, so one per call is the rule).
   */
  async function callsOfNavigation(from: string, to: string) {
    const { page } = await openHydrated(from);
    const calls: string[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) calls.push(url.pathname.slice(5));
    };
    page.on('request', onRequest);
    await clickLink(page, to);
    expect(await pathnameIs(page, to)).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    // The page serves the next navigation: this one's calls stop here.
    page.off('request', onRequest);
    return calls;
  }

  it('/blog/ asks Blogs/list once', async () => {
    const calls = await callsOfNavigation('/', '/blog/');
    expect(calls.filter((call) => call === 'Blogs/list')).toHaveLength(1);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('/family-travel/ asks pages/get (pageId 2, for all its sections) once, /honeymoon/ each of its calls once', async () => {
    const family = await callsOfNavigation('/', '/family-travel/');
    expect(family.filter((call) => call === 'pages/get')).toHaveLength(1);
    expect(new Set(family).size).toBe(family.length);
    const honeymoon = await callsOfNavigation('/', '/honeymoon/');
    expect(honeymoon.length).toBeGreaterThan(0);
    expect(new Set(honeymoon).size).toBe(honeymoon.length);
  });
});

describe('what the server answers (issue 17: case, soft 404s, the 404 page)', () => {
  const get = (path: string) => fetch(new URL(path, run.site.url), { redirect: 'manual' });

  it('a mixed-case path moves to its lower-case form (301), query kept', async () => {
    const response = await get('/DISNEY-WORLD-10-TIPS-FOR-FAMILIES/?utm=X');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/disney-world-10-tips-for-families/?utm=X');
    const page = await get('/disney-world-10-tips-for-families/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<link rel="canonical" href="');
  });

  it('an id the content source does not know is the 404 page, with status 404 and no canonical link', async () => {
    for (const path of ['/page/999/', '/page/abc/', '/country/999/', '/country/atlantis/', '/a/b/c/']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('Page not found');
      expect(html, path).not.toContain('rel="canonical"');
      expect(html, path).not.toContain('Failed to load');
    }
    expect((await get('/page/2/')).status).toBe(200);
  });
});
