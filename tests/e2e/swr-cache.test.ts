import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContextOptions, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration } from './a11y-support';
import { launchBrowser, watchConsole } from './support/browser';
import { startSite, type SiteServer } from './support/site-server';
import { CONTENT_FRESH_SECONDS } from '../../src/engine/content-freshness';

/**
 * SWR as the renderer's data layer, seen from the browser (docs/decisions/011-swr-data-layer.md):
 * sections sharing a call make one request; a page seen before in the visit comes back from the
 * content cache with no request while its content is fresh (the page's own max-age), and
 * revalidates once it is not; a tab regaining focus asks for nothing. The content comes from a
 * stub service (remote mode) whose family motto the test changes, as an editor would.
 */
let motto = 'Stub family motto, first version';

const familyPage = () => ({
  meta_title: 'Stub Family Title',
  meta_description: 'Stub family description',
  meta_keyword: 'stub',
  banners: [{ bannerText: 'Stub family banner', subText: 'From the stub' }],
  motto: [{ text: motto, description: 'Remote words' }],
  planning: [{ text: 'Stub planning', description: 'Plan with the stub' }],
});

const homePage = () => ({
  meta_title: 'Stub Home Title',
  meta_description: 'Stub home description',
  meta_keyword: 'stub',
  banners: [{ bannerText: 'Stub home banner', subText: 'From the stub' }],
  intro: [{ text: 'Stub home intro', description: 'Welcome from the stub' }],
});

/** The calls the stub answered, as `call body` (e.g. `pages/get {"pageId":2}`): the site forwards the browser's /api calls here. */
const answered: string[] = [];

function startStub(): Promise<Server> {
  const stub = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      answered.push(`${request.url?.slice(1) ?? ''} ${body}`);
      response.setHeader('content-type', 'application/json');
      const pageId: unknown = request.url === '/pages/get' ? JSON.parse(body || '{}').pageId : undefined;
      const data = pageId === 2 ? familyPage() : pageId === 1 ? homePage() : undefined;
      if (!data) response.statusCode = 404;
      response.end(JSON.stringify(data ? { success: true, data } : { success: false, message: 'No data found', data: null }));
    });
  });
  return new Promise((resolve) => stub.listen(0, '127.0.0.1', () => resolve(stub)));
}

/**
 * Follows the browser's /api requests: `take()` gives the calls the stub answered since the last
 * `take()` (the browser does not show a streamed request body), `quiet()` waits until no request
 * is in flight and none has started for 500 ms (revalidations answered).
 */
function apiRequests(page: Page) {
  const inFlight = new Set<Request>();
  let started = 0;
  let lastActivity = Date.now();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (!isApi(request)) return;
    inFlight.add(request);
    started += 1;
    lastActivity = Date.now();
  });
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  // An answer's body the page never reads (ky drops a 404's) never "finishes": its response ends it.
  page.on('response', (response) => ended(response.request()));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    take: () => answered.splice(0),
    started: () => started,
    async quiet() {
      while (inFlight.size > 0 || Date.now() - lastActivity < 500) await page.waitForTimeout(100);
    },
  };
}

/**
 * Goes back and times the heading with `text` appearing: how long it took, and how many /api
 * requests had started by then (read a moment later, as entries appear when a request ends).
 */
function backShowsHeading(page: Page, text: string) {
  return page.evaluate(
    (heading) =>
      new Promise<{ ms: number; requestsBefore: number }>((resolve) => {
        performance.setResourceTimingBufferSize(10_000);
        performance.clearResourceTimings();
        const start = performance.now();
        const shown = () => [...document.querySelectorAll('h2')].some((element) => element.textContent === heading);
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          const at = performance.now();
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const requestsBefore = performance
                .getEntriesByType('resource')
                .filter((entry) => new URL(entry.name).pathname.startsWith('/api/') && entry.startTime <= at).length;
              resolve({ ms: Math.round(at - start), requestsBefore });
            }),
          );
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        history.back();
      }),
    text,
  );
}

/** A heading with this text is on screen. */
const headingShown = (page: Page, text: string) => page.locator('h2', { hasText: text }).first().waitFor({ state: 'visible' });

const WIDTHS: [name: string, options: BrowserContextOptions][] = [
  ['390 px, touch', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ['800 px', { viewport: { width: 800, height: 844 } }],
  ['1280 px', { viewport: { width: 1280, height: 900 } }],
];

describe('SWR: sections share calls, pages come back from the cache while fresh, then revalidate', () => {
  let stub: Server;
  let site: SiteServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    stub = await startStub();
    site = await startSite({ CONTENT_API_URL: `http://127.0.0.1:${(stub.address() as AddressInfo).port}` });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await new Promise((resolve) => stub?.close(resolve));
  });

  for (const [name, options] of WIDTHS) {
    it(`at ${name}: one request per call; back renders from the cache with 0 requests; stale content revalidates, focus does not`, async () => {
      motto = 'Stub family motto, first version';
      const context = await browser.newContext(options);
      const page = await context.newPage();
      // Time runs as usual; the test jumps it forward to see the content go stale.
      await page.clock.install();
      const problems = watchConsole(page);
      const api = apiRequests(page);
      await page.goto(`${site.url}/family-travel/`, { waitUntil: 'load' });
      await waitForHydration(page);
      await headingShown(page, motto);
      await api.quiet();
      await page.waitForTimeout(500);
      // Hydration reads the server's data (SWR's fallback): no request.
      expect(api.started()).toBe(0);
      // What the stub answered so far was the server's render.
      answered.splice(0);

      // To another page by a link: its loader reads each call once, though several of its
      // sections (banner, page status, intro) and its meta source read pages/get {pageId: 1}.
      const logo = page.locator('header .site-logo').first();
      if (options.hasTouch) await logo.tap();
      else await logo.click();
      await headingShown(page, 'Stub home intro');
      await api.quiet();
      const toHome = api.take();
      expect(toHome.filter((call) => call === 'pages/get {"pageId":1}')).toHaveLength(1);
      expect(toHome.filter((call) => call === 'pages/get {"pageId":2}')).toHaveLength(1);

      // Back, while what the family page read is fresh (the page's own max-age): it is on screen
      // from the content cache with no /api request, before or after.
      const back = await backShowsHeading(page, motto);
      console.log(`[swr-cache] ${name}: back to /family-travel/: ${back.requestsBefore} /api requests before the motto heading, ${back.ms} ms to it`);
      expect(back.requestsBefore).toBe(0);
      await expect(page.title()).resolves.toBe('Stub Family Title');
      await api.quiet();
      expect(api.take()).toEqual([]);

      // An editor changes the motto. A tab that regains focus asks for nothing (content changes
      // rarely; its freshness is the page's own).
      motto = 'Stub family motto, second version';
      await page.evaluate(() => {
        document.dispatchEvent(new Event('visibilitychange'));
        window.dispatchEvent(new Event('focus'));
      });
      await api.quiet();
      expect(api.take()).toEqual([]);

      // Once the content is no longer fresh, pages seen again show what they had at once and then
      // revalidate. Forward to the home page, then back: the family page shows the first motto
      // with no request before it, then the new one. pages/get {pageId: 2} is asked once for both
      // pages (the home page's introduction reads it too; the family page then finds it fresh).
      await page.clock.fastForward(CONTENT_FRESH_SECONDS * 1000 + 1000);
      await page.goForward();
      await headingShown(page, 'Stub home intro');
      const again = await backShowsHeading(page, 'Stub family motto, first version');
      expect(again.requestsBefore).toBe(0);
      await headingShown(page, motto);
      await api.quiet();
      expect(api.take().filter((call) => call === 'pages/get {"pageId":2}')).toEqual(['pages/get {"pageId":2}']);
      // The stub answers 404 to the calls it does not know (the browser logs each such response).
      expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
      await context.close();
    });
  }
});
