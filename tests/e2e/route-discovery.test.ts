import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageConfigs } from '../../src/site/page-configs';
import { siteConfig } from '../../src/site/site-config';
import { newContext, openHydrated } from './a11y-support';
import { siteAndBrowserForFile } from './support/site-and-browser';

/**
 * Lazy route discovery (issue 28): the first download holds no list of every page; a click on a
 * link to a page the browser has no route for asks the server for it (/__route) and shows the
 * page client-side; back and forward still work; site.json's redirects still apply on the client.
 */
const run = siteAndBrowserForFile();

const WIDTHS = [
  { name: 'a 390 px phone with touch', width: 390, touch: true },
  { name: '800 px', width: 800, touch: false },
  { name: '1280 px', width: 1280, touch: false },
];

const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ').trim();

/** What the server shows on a page: its h1 and its first h2 (a section's heading), as text. */
async function serverHeadings(path: string) {
  const html = await (await fetch(new URL(path, run.site.url))).text();
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  const h2 = /<h2\b[^>]*>([\s\S]*?)<\/h2>/.exec(html)?.[1];
  if (!h1 || !h2) throw new Error(`${path} has no h1 or h2 in the server's HTML`);
  return { h1: textOf(h1), h2: textOf(h2) };
}

/** The paths the browser asked /__route for, in order. */
function routeRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/__route') asked.push(url.searchParams.get('path') ?? '');
  });
  return asked;
}

/** Marks the document: a client-side navigation keeps the mark, a full page load loses it. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
const sameDocument = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-same-document'));

/** The first link a visitor can reach: a carousel's slides out of view (and its clones) are inert. */
async function press(page: Page, selector: string, touch: boolean) {
  const link = page.locator(`${selector}:not([inert] *)`).first();
  await link.scrollIntoViewIfNeeded();
  if (touch) await link.tap();
  else await link.click();
}

async function headingShows(page: Page, text: string) {
  await page.getByRole('heading', { level: 1, name: text }).waitFor({ state: 'visible', timeout: 20_000 });
}

async function open(width: number, touch: boolean): Promise<{ context: BrowserContext; page: Page; asked: string[]; scripts: string[]; problems: string[] }> {
  const context = await newContext(run.browser, width, touch ? { hasTouch: true, isMobile: true } : {});
  const page = await context.newPage();
  const asked = routeRequests(page);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  const { problems } = await openHydrated(context, new URL('/', run.site.url).href, page);
  return { context, page, asked, scripts, problems };
}

describe('the browser learns routes as it needs them', () => {
  for (const { name, width, touch } of WIDTHS) {
    it(`${name}: from /, a link to a page not yet routed shows that page; back and forward work`, async () => {
      const testimonials = await serverHeadings('/testimonials/');
      const home = await serverHeadings('/');
      const { context, page, asked, problems } = await open(width, touch);
      try {
        expect(asked).toEqual([]);
        await markDocument(page);
        await press(page, 'main a[href="/testimonials/"]', touch);
        await headingShows(page, testimonials.h1);
        // The page shows at once; its sections' content follows (issue 35): wait for the first section's heading.
        await page.getByRole('heading', { name: testimonials.h2 }).first().waitFor({ state: 'visible', timeout: 20_000 });
        expect(new URL(page.url()).pathname).toBe('/testimonials/');
        expect(await sameDocument(page)).toBe(true);
        // The browser did not know the route: it asked for it (on the touch or hover before the click, or on it).
        expect(asked).toContain('/testimonials/');

        await page.goBack();
        await headingShows(page, home.h1);
        expect(new URL(page.url()).pathname).toBe('/');
        await page.goForward();
        await headingShows(page, testimonials.h1);
        // The page shows at once; its sections' content follows (issue 35): wait for the first section's heading.
        await page.getByRole('heading', { name: testimonials.h2 }).first().waitFor({ state: 'visible', timeout: 20_000 });
        expect(await sameDocument(page)).toBe(true);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('a 390 px phone: a redirect of site.json applies on the client: /sarah-mitchell/ ends on her page, whose route it asked for', async () => {
    const redirect = siteConfig.redirects.find((entry) => entry.from === '/sarah-mitchell/');
    if (!redirect) throw new Error('site.json no longer redirects /sarah-mitchell/');
    const target = await serverHeadings(redirect.to);
    const { context, page, asked, problems } = await open(390, true);
    try {
      await markDocument(page);
      await press(page, 'main a[href="/sarah-mitchell/"]', true);
      await headingShows(page, target.h1);
      expect(new URL(page.url()).pathname).toBe(redirect.to);
      expect(await sameDocument(page)).toBe(true);
      expect(asked).toContain(redirect.to);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('1280 px: a client-side navigation to a path no page has asks for its route and shows the not-found page', async () => {
    const { context, page, asked } = await open(1280, false);
    try {
      await markDocument(page);
      // The router follows history's popstate: an entry for the missing path, then back to it.
      await page.evaluate(() => {
        history.pushState(null, '', '/no-such-campaign/at-all/');
        history.pushState(null, '', '/');
        history.back();
      });
      await headingShows(page, 'Page not found');
      expect(new URL(page.url()).pathname).toBe('/no-such-campaign/at-all/');
      expect(await sameDocument(page)).toBe(true);
      expect(asked).toContain('/no-such-campaign/at-all/');
    } finally {
      await context.close();
    }
  });

  it("the first visit's scripts name no page but the current one: no list of every page", async () => {
    const { context, scripts } = await open(1280, false);
    try {
      // Pages no menu of site.json links to: only a route table would put their paths in a script.
      const unlinked = pageConfigs.map((config) => config.path).filter((path) => path !== '/' && !JSON.stringify(siteConfig).includes(`"${path}"`));
      expect(unlinked.length).toBeGreaterThan(3);
      const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
      expect(bodies.join('').length).toBeGreaterThan(50_000);
      // A path as a string literal, in any of the quotes a minifier writes.
      const literal = (path: string) => new RegExp(`[\`"']${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\`"']`);
      expect(unlinked.filter((path) => bodies.some((body) => literal(path).test(body)))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
