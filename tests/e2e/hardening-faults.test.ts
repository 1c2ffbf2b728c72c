import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validEnquiryRequest } from '../support/enquiry-request';
import { answersGarbage, neverAnswers, startContentStub, type ContentStub } from '../fault/content-stub';
import { sitePaths } from '../fault/site-paths';
import { startTcpProxy, type TcpProxy } from '../fault/tcp-proxy';
import { postgresAvailable, startPostgres, type PostgresServer } from '../support/postgres-server';
import { launchBrowser } from './support/browser';
import { startSite, type SiteServer } from './support/site-server';
import { fillEnquiry } from './enquiry-form-support';

const TOKEN = 'travel-site-public-token';
const OUTAGE_MESSAGE = 'We could not save your request right now. Please try again in a few minutes.';
/** Far above what a page may take (the remote source gives up after about 3.5 s); only a hang reaches it. */
const HANG = 30_000;

describe('the remote content service down, hung or answering garbage', () => {
  type Fault = 'down' | 'hung' | 'garbage';
  let fault: Fault = 'down';
  let stub: ContentStub;
  let server: SiteServer;

  beforeAll(async () => {
    // One content service that fails as the test says: down (the connection is cut at once),
    // hung (never answers) or garbage.
    stub = await startContentStub((call, body, response) => {
      if (fault === 'down') response.socket?.destroy();
      else if (fault === 'hung') neverAnswers(call, body, response);
      else answersGarbage(call, body, response);
    });
    server = await startSite({ CONTENT_API_URL: stub.url, RATE_LIMIT_MAX: '100000', RENDER_CACHE: 'off' });
  });

  afterAll(async () => {
    await server?.stop();
    await stub?.close();
  });

  /** The one site, its content service failing this way. */
  const siteWith = (name: Fault) => {
    fault = name;
    return server;
  };

  it.each(['down', 'hung', 'garbage'] as const)('%s: every page answers, none with a 5xx, in bounded time', async (name) => {
    const site = siteWith(name);
    const paths = sitePaths();
    const started = Date.now();
    const answers = await Promise.all(
      paths.map(async (path) => {
        const response = await fetch(`${site.url}${path}`, { signal: AbortSignal.timeout(HANG) });
        return { path, status: response.status, html: await response.text(), ms: Date.now() - started };
      }),
    );
    console.info(`[faults] ${name}: ${answers.length} pages, slowest ${Math.max(...answers.map((a) => a.ms))} ms`);
    for (const answer of answers) {
      expect([200, 404], `${answer.path} answered ${answer.status}`).toContain(answer.status);
      expect(answer.html, answer.path).toContain('<div id="root">');
    }
    const family = answers.find((answer) => answer.path === '/family-travel/');
    expect(family?.status).toBe(200);
    expect(family?.html).toContain('Failed to load planning data. Please try again later.');
    // The browser's own calls get a clean JSON refusal, not a hang or a stack trace.
    const api = await fetch(`${site.url}/api/pages/get`, {
      method: 'POST',
      body: '{"pageId":2}',
      headers: { 'content-type': 'application/json', token: TOKEN },
      signal: AbortSignal.timeout(HANG),
    });
    expect(api.status).toBeLessThan(600);
    expect(await api.json()).toHaveProperty('message');
  });
});

describe('SIGTERM', () => {
  it('finishes the request in flight, closes the database and exits 0', async () => {
    let release: () => void = () => undefined;
    let arrived: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (arrived = resolve));
    let holding = false;
    const stub = await startContentStub((call, _body, response) => {
      const answer = () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ success: true, data: { motto: [{ text: 'Answered after SIGTERM', description: 'drained' }] } }));
      };
      if (holding && call === 'pages/get') {
        arrived();
        release = answer;
      } else answer();
    });
    const site = await startSite({ CONTENT_API_URL: stub.url, RENDER_CACHE: 'off' });
    try {
      holding = true;
      const inFlight = fetch(`${site.url}/family-travel/`).then(async (response) => ({ status: response.status, html: await response.text() }));
      await held;
      const exited = new Promise<number | null>((resolve) => site.process.once('exit', (code) => resolve(code)));
      site.process.kill('SIGTERM');
      // Let the shutdown begin, then let the content service answer the held call.
      await new Promise((resolve) => setTimeout(resolve, 500));
      release();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.html).toContain('Answered after SIGTERM');
      expect(await exited).toBe(0);
      const messages = site.logs.filter((line) => line.startsWith('{')).map((line) => String((JSON.parse(line) as { msg?: unknown }).msg));
      expect(messages).toContain('shutting down');
      expect(messages).toContain('database closed');
      await expect(fetch(`${site.url}/healthz`)).rejects.toThrow();
    } finally {
      await site.stop();
      await stub.close();
    }
  });
});

describe.skipIf(!postgresAvailable())('the database down (PostgreSQL behind a proxy the test cuts)', () => {
  let postgres: PostgresServer;
  let proxy: TcpProxy;
  let site: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    postgres = await startPostgres();
    proxy = await startTcpProxy({ host: '127.0.0.1', port: postgres.port });
    site = await startSite({ DATABASE_URL: proxy.url(postgres.url) });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await proxy?.close();
    postgres?.stop();
  });

  const enquiry = validEnquiryRequest({
    fname: 'Outage',
    lname: 'Visitor',
    email: 'outage@example.org',
    conf_email: 'outage@example.org',
    phone: '3035550100',
    people: 2,
    per_head: 1000,
    comments: 'Sent while the database was away.',
    submission_id: 'outage-enquiry-0001',
  });
  const send = () =>
    fetch(`${site.url}/api/enquiries/register`, { method: 'POST', body: JSON.stringify(enquiry), headers: { 'content-type': 'application/json', token: TOKEN } });

  it('answers forms 503 with a clear message, /readyz 503, and still serves pages; then recovers', async () => {
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${site.url}/family-travel/`)).status).toBe(200);
    proxy.down();

    const refused = await send();
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ message: OUTAGE_MESSAGE });
    const ready = await fetch(`${site.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 503, message: 'The database is not reachable.' });
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    for (const path of ['/family-travel/', '/go/', '/']) {
      const page = await fetch(`${site.url}${path}`);
      expect(page.status, path).toBe(200);
    }

    proxy.up();
    const stored = await send();
    expect(stored.status).toBe(200);
    const storedAnswer: unknown = await stored.json();
    expect(storedAnswer).toMatchObject({ data: { id: expect.any(String) } });
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
    // The visitor's retry (same submission id) is the same enquiry, answered as before.
    expect(await (await send()).json()).toEqual(storedAnswer);
  });

  it('in the browser, the form says so and keeps what the visitor typed', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/go/`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await fillEnquiry(page, {
      first: 'Patient',
      email: 'patient@example.org',
      comments: 'A villa near Florence, typed while the database was away.',
      phone: '3035550101',
    });
    proxy.down();
    try {
      await page.getByRole('button', { name: 'Submit Enquiry' }).click();
      await page.getByRole('alert').filter({ hasText: OUTAGE_MESSAGE }).waitFor();
      expect(await page.inputValue('#enquiry-fname')).toBe('Patient');
      expect(await page.inputValue('#enquiry-comments')).toBe('A villa near Florence, typed while the database was away.');
      expect(await page.inputValue('#enquiry-email')).toBe('patient@example.org');
    } finally {
      proxy.up();
    }
    // The same fill, sent again once the database is back, is stored.
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await page.getByRole('alert').filter({ hasText: 'Thank you! Your enquiry has been submitted successfully.' }).waitFor();
    await context.close();
  });
});
