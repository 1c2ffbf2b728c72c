import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContextOptions, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration } from './a11y-support';
import { launchBrowser, watchConsole } from './support/browser';
import { startSite, type SiteServer } from './support/site-server';

/**
 * SWR as the renderer's data layer, seen from the browser (docs/decisions/011-swr-data-layer.md):
 * a page seen before in the visit comes back from SWR's cache with no request before it is on
 * screen, then revalidates; sections sharing a call make one request; a content change reaches an
 * open tab when it regains focus. The content comes from a stub service (remote mode) whose
 * family motto the test changes, as an editor would.
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

/** A heading with this text is on screen. */
const headingShown = (page: Page, text: string) => page.locator('h2', { hasText: text }).first().waitFor({ state: 'visible' });

const WIDTHS: [name: string, options: BrowserContextOptions][] = [
  ['390 px, touch', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ['800 px', { viewport: { width: 800, height: 844 } }],
  ['1280 px', { viewport: { width: 1280, height: 900 } }],
];

describe('SWR: pages come back from the cache, sections share calls, a focused tab gets new content', () => {
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
    it(`at ${name}: back renders from the cache with 0 requests, one request per call, new content on focus`, async () => {
      motto = 'Stub family motto, first version';
      const context = await browser.newContext(options);
      const page = await context.newPage();
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

      // Back, after a moment on the home page (its introduction read pages/get {pageId: 2} too,
      // which the deduping interval would otherwise share): the family page is on screen before
      // any /api request starts (SWR's cache), then its sections revalidate quietly, one request
      // for the call they share.
      await page.waitForTimeout(2_100);
      await page.evaluate(() => performance.setResourceTimingBufferSize(10_000));
      const back = await page.evaluate(
        (text) =>
          new Promise<{ ms: number; requestsBefore: number }>((resolve) => {
            performance.clearResourceTimings();
            const start = performance.now();
            const shown = () => [...document.querySelectorAll('h2')].some((heading) => heading.textContent === text);
            const observer = new MutationObserver(() => {
              if (!shown()) return;
              observer.disconnect();
              const at = performance.now();
              // Entries appear when a request ends: read them once the revalidation had time to.
              setTimeout(() => {
                const requestsBefore = performance
                  .getEntriesByType('resource')
                  .filter((entry) => new URL(entry.name).pathname.startsWith('/api/') && entry.startTime <= at).length;
                resolve({ ms: Math.round(at - start), requestsBefore });
              }, 1_000);
            });
            observer.observe(document.body, { childList: true, subtree: true, characterData: true });
            history.back();
          }),
        motto,
      );
      console.log(`[swr-cache] ${name}: back to /family-travel/: ${back.requestsBefore} /api requests before the motto heading, ${back.ms} ms to it`);
      expect(back.requestsBefore).toBe(0);
      await headingShown(page, motto);
      await expect(page.title()).resolves.toBe('Stub Family Title');
      await api.quiet();
      expect(api.take()).toEqual(['pages/get {"pageId":2}']);

      // An editor changes the motto; the open tab shows it when it regains focus, with one request
      // for its shared call. SWR ignores focus for 5 s after a hook mounts (focusThrottleInterval).
      motto = 'Stub family motto, second version';
      await page.waitForTimeout(5_100);
      await page.evaluate(() => {
        document.dispatchEvent(new Event('visibilitychange'));
        window.dispatchEvent(new Event('focus'));
      });
      await headingShown(page, motto);
      await api.quiet();
      expect(api.take().filter((call) => call.startsWith('pages/get'))).toEqual(['pages/get {"pageId":2}']);
      // The stub answers 404 to the calls it does not know (the browser logs each such response).
      expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
      await context.close();
    });
  }
});
