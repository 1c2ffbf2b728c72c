import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMinimalSite } from '../minimal-site/server';
import { launchBrowser, watchConsole } from './support/browser';

/**
 * The engine and the runtime are generic: a second, minimal site (tests/minimal-site: two page
 * configs, two blocks of its own, none of the travel site's code) renders through them on the
 * server and hydrates in Chromium, and its client-side navigation runs through the runtime's
 * route discovery, page directory and content cache.
 */
let site: Awaited<ReturnType<typeof startMinimalSite>>;
let browser: Browser;

beforeAll(async () => {
  site = await startMinimalSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const WIDTHS: [name: string, options: BrowserContextOptions][] = [
  ['390 px, touch', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ['800 px', { viewport: { width: 800, height: 900 } }],
  ['1280 px', { viewport: { width: 1280, height: 900 } }],
];

describe('a second, minimal site through the engine and the runtime', () => {
  it('renders its pages on the server: its blocks, its content, its head, its 404 and its redirect', async () => {
    const home = await fetch(`${site.url}/`);
    const html = await home.text();
    expect(home.status).toBe(200);
    expect(html).toContain('<title>Minimal home</title>');
    expect(html).toContain('<h1>Hello from the minimal home page</h1>');
    // React separates a text's parts with empty comments; a visitor reads them as one.
    expect(html.replaceAll('<!-- -->', '')).toContain('<button type="button">Home presses: 0</button>');
    const missing = await fetch(`${site.url}/nowhere/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1>Not here</h1>');
    const moved = await fetch(`${site.url}/old-second/`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/second/']);
  });

  for (const [name, options] of WIDTHS) {
    it(`${name}: hydrates, then goes to its second page in the browser, showing it while its content loads, and back from the cache`, async () => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(`${site.url}/`);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));

      // Hydrated: the counter's button works.
      const homeButton = page.getByRole('button', { name: /Home presses/ });
      if (options.hasTouch) await homeButton.tap();
      else await homeButton.click();
      await expect.poll(() => homeButton.textContent()).toBe('Home presses: 1');

      // The second page, in the same document: on screen at once in its loading state while its
      // content is held back, then with its content.
      site.apiCalls.splice(0);
      const release = site.hold();
      const link = page.getByRole('link', { name: 'Second page' });
      if (options.hasTouch) await link.tap();
      else await link.click();
      await page.getByText('Loading...', { exact: true }).first().waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
      release();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hello from the second page');
      expect(site.apiCalls).toEqual(['greetings/get {"page":"/second/"}']);
      await expect.poll(() => page.title()).toBe('Minimal second page');
      const secondButton = page.getByRole('button', { name: /Second presses/ });
      await secondButton.click();
      await expect.poll(() => secondButton.textContent()).toBe('Second presses: 1');

      // Back: the home page from the content cache, with no content request.
      site.apiCalls.splice(0);
      await page.goBack();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hello from the minimal home page');
      expect(site.apiCalls).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-same-document'))).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
