import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchConsole } from './support/browser';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { startSite, type SiteServer } from './support/site-server';

describe('foundation: a page config rendered on the server from the embedded store', () => {
  const e2e = siteAndBrowserForFile();

  it('serves /family-travel/ as HTML that already holds its content and meta tags (no JavaScript)', async () => {
    const response = await fetch(`${e2e.site.url}/family-travel/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]+">/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:');
    expect(html).toContain('/family-travel/"');
    expect(html).toContain('data-section-id="motto"');
    expect(html).toContain('data-section-id="planning"');
    expect(html).toMatch(/class="motto[ "]/);
    // The where-to section falls back to the spec's texts only when the content has none.
    expect(html).toMatch(/class="where-to__heading">[^<]+</);
  });

  it('hydrates in Chromium with no console error, keeps the server HTML, fetches nothing again, and handles a click itself', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto(`${e2e.site.url}/family-travel/`, { waitUntil: 'networkidle' });
    const serverText = await page.locator('[data-section-id="motto"]').innerText();
    expect(serverText.length).toBeGreaterThan(10);
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
    // The embedded data is the content: hydration does not ask the API for it again.
    expect(apiCalls).toEqual([]);

    // Hydrated: React Router handles a click on the logo. The home page comes without a new
    // document (a page that did not hydrate would load one), its sections on screen.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.locator('header .site-logo').first().click();
    await page.locator('[data-section-id="intro"] h2').waitFor({ state: 'visible' });
    expect(await page.locator('[data-section-id="intro"] h2').innerText()).not.toBe('');
    expect(await page.locator('[data-section-id="motto"]').count()).toBe(0);
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers the API only with the token header', async () => {
    const without = await fetch(`${e2e.site.url}/api/pages/get`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageId: 2 }),
    });
    expect(without.status).toBe(401);
    expect(await without.json()).toMatchObject({ status: 401 });
  });
});

describe('foundation: remote content mode', () => {
  let stub: Server;
  let site: SiteServer;
  const seenTokens: string[] = [];

  beforeAll(async () => {
    stub = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seenTokens.push(String(request.headers.token));
        response.setHeader('content-type', 'application/json');
        if (request.url === '/pages/get' && JSON.parse(body || '{}').pageId === 2) {
          response.end(
            JSON.stringify({
              success: true,
              data: {
                meta_title: 'Stub Family Title',
                meta_description: 'Stub description',
                meta_keyword: 'stub',
                banners: [{ bannerText: 'Stub Banner Heading', subText: 'From the stub', bannerVideo: null }],
                motto: [{ text: 'Stub motto from the remote service', description: 'Remote words' }],
                planning: [{ text: 'Stub planning', description: 'Plan with the stub' }],
              },
            }),
          );
        } else {
          response.statusCode = 404;
          response.end(JSON.stringify({ success: false, message: 'No data found', data: null }));
        }
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const port = (stub.address() as AddressInfo).port;
    site = await startSite({ CONTENT_API_URL: `http://127.0.0.1:${port}`, CONTENT_API_TOKEN: 'stub-secret-token' });
  });

  afterAll(async () => {
    await site?.stop();
    await new Promise((resolve) => stub?.close(resolve));
  });

  it("renders the stub service's content, sending its token", async () => {
    const html = await (await fetch(`${site.url}/family-travel/`)).text();
    expect(html).toContain('<title>Stub Family Title</title>');
    expect(html).toContain('Stub Banner Heading');
    expect(html).toContain('Stub motto from the remote service');
    expect(seenTokens).toContain('stub-secret-token');
  });

  it('forwards the browser API to the stub', async () => {
    const response = await fetch(`${site.url}/api/pages/get`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: 'travel-site-public-token' },
      body: JSON.stringify({ pageId: 2 }),
    });
    expect(response.status).toBe(200);
    expect(JSON.stringify(await response.json())).toContain('Stub motto from the remote service');
  });
});
