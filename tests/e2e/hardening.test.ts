import { describe, expect, it } from 'vitest';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { logLine } from './support/site-server';
import { validEnquiryRequest } from '../support/enquiry-request';
import { postChunked, stallAfter } from '../fault/raw-http';

/** The built site as the internet meets it: headers, refusals, slow clients, logs. */
const TOKEN = 'travel-site-public-token';
// Recognisable personal data: none of it may appear in any log line.
const CANARY_EMAIL = 'canary.visitor+logs@example.org';
const CANARY_PHONE = '3035550147';
const CANARY_LEAD_PHONE = '+17205550188';

const e2e = siteAndBrowserForFile({ REQUEST_TIMEOUT_MS: '2000', RATE_LIMIT_MAX: '1000' });

const api = (call: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${e2e.site.url}/api/${call}`, { method: 'POST', body, headers: { 'content-type': 'application/json', token: TOKEN, ...headers } });

describe('security headers in the running site', () => {
  it('puts the CSP and the other document headers on pages and API answers, nosniff and CORP on scripts', async () => {
    const page = await fetch(`${e2e.site.url}/family-travel/`);
    const html = await page.text();
    // The shell's start script imports the entry (server/ssr/scripts-after-first-paint.ts).
    const asset = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const script = await fetch(`${e2e.site.url}${asset}`);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(script.headers.get('content-security-policy')).toBeNull();
    const answers = [page, await api('pages/get', '{"pageId":2}'), await fetch(`${e2e.site.url}/no-such-page/`)];
    for (const response of answers) {
      expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'; /);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
    expect(answers[1]?.headers.get('cache-control')).toBe('no-store');
  });

  it("gives the page's module script the nonce of its own response", async () => {
    const response = await fetch(`${e2e.site.url}/family-travel/`);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    const html = await response.text();
    expect(nonce).toBeDefined();
    expect(html).toContain(`<script nonce="${nonce}" type="module"`);
    expect(html).not.toMatch(/csp-nonce-[0-9a-f]{24}/);
  });

  it('sends no Strict-Transport-Security on plain http, whatever X-Forwarded-Proto a client claims (no TRUST_PROXY here)', async () => {
    // Behind a TLS-terminating balancer (TRUST_PROXY) it is sent: server/security/security-headers.test.ts.
    const claimed = await fetch(`${e2e.site.url}/family-travel/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    expect(claimed.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect((await fetch(`${e2e.site.url}/family-travel/`)).headers.get('strict-transport-security')).toBeNull();
  });

  it.each(['/family-travel/', '/go/'])('hydrates %s in Chromium with no CSP violation and no console error', async (path) => {
    const context = await e2e.browser.newContext();
    await context.addInitScript(() => {
      Reflect.set(window, '__violations', []);
      document.addEventListener('securitypolicyviolation', (event) => {
        const list: unknown = Reflect.get(window, '__violations');
        if (Array.isArray(list)) list.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${e2e.site.url}${path}`, { waitUntil: 'load' });
    // Hydrated (the app marks <html data-hydrated>; it no longer refetches the embedded content).
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => Reflect.get(window, '__violations'))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('refusals over real HTTP', () => {
  it('answers 413 to a chunked body that grows past 16 KB, as JSON', async () => {
    const chunks = Array.from({ length: 40 }, (_, i) => (i === 0 ? '{"pageId":2,"x":"' : 'y'.repeat(1024)));
    const answer = await postChunked(`${e2e.site.url}/api/pages/get`, { 'content-type': 'application/json', token: TOKEN }, chunks);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ status: 413, message: 'The request body is too large (at most 16 KB).' });
  });

  it('answers 413 to a plain form post over 16 KB on a page', async () => {
    const response = await fetch(`${e2e.site.url}/go/`, {
      method: 'POST',
      body: `_form=enquiry&comments=${'z'.repeat(20 * 1024)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('The request body is too large (at most 16 KB).');
  });

  it('answers 415, 403 and 401 as JSON', async () => {
    expect((await api('pages/get', 'pageId=2', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    // A body another site's page can send unasked (JSON would need a preflight that CORS refuses).
    const crossSite = await api('enquiries/register', '{}', { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ status: 403, message: 'Cross-site requests are not allowed.' });
    expect((await api('pages/get', '{"pageId":2}', { token: 'wrong' })).status).toBe(401);
  });

  it('cuts off a client that never finishes its headers (408)', async () => {
    const received = await stallAfter(e2e.site.url, 'GET /family-travel/ HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a client that never finishes its body (408)', async () => {
    const received = await stallAfter(
      e2e.site.url,
      `POST /api/pages/get HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\ntoken: ${TOKEN}\r\nContent-Length: 100\r\n\r\n{"pageId":`,
    );
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('logs', () => {
  it('has one JSON line per request with its id, method, path, status and duration', async () => {
    const response = await fetch(`${e2e.site.url}/family-travel/`, { headers: { 'x-request-id': 'e2e-request-42' } });
    expect(response.headers.get('x-request-id')).toBe('e2e-request-42');
    // The site writes the line once the answer is sent: it may arrive a moment after the answer.
    const line: unknown = JSON.parse(await logLine(e2e.site, (l) => l.startsWith('{') && l.includes('"reqId":"e2e-request-42"')));
    expect(line).toMatchObject({ reqId: 'e2e-request-42', msg: 'request', method: 'GET', path: '/family-travel/', status: 200 });
    expect(line).toHaveProperty('durationMs', expect.any(Number));
  });

  it('never holds a visitor e-mail address or phone number, whatever was sent', async () => {
    const enquiry = validEnquiryRequest({
      fname: 'Canary',
      lname: 'Visitor',
      email: CANARY_EMAIL,
      conf_email: CANARY_EMAIL,
      phone: CANARY_PHONE,
      comments: `Please call ${CANARY_PHONE} or write to ${CANARY_EMAIL}.`,
      submission_id: 'canary-enquiry-0001',
    });
    const lead = {
      fullname: 'Canary Lead',
      email: CANARY_EMAIL,
      phone: CANARY_LEAD_PHONE,
      travel_date: '15-07-2026',
      country: '1',
      city: 'Denver',
      lead_page: 'family-safari',
      comment: `Reach me at ${CANARY_LEAD_PHONE}, ${CANARY_EMAIL}.`,
      submission_id: 'canary-lead-0001',
    };
    expect((await api('enquiries/register', JSON.stringify(enquiry))).status).toBe(200);
    expect((await api('enquiries/lead_contact', JSON.stringify(lead))).status).toBe(200);
    // Refused ones too: invalid, honeypot, the newsletter, a plain form post, a path and a header.
    expect((await api('enquiries/register', JSON.stringify({ ...enquiry, conf_email: `x${CANARY_EMAIL}`, submission_id: 'canary-enquiry-0002' }))).status).toBe(400);
    await api('enquiries/lead_contact', JSON.stringify({ ...lead, website: CANARY_EMAIL, submission_id: 'canary-lead-0002' }));
    await api('newsletter/subscribe', JSON.stringify({ email: CANARY_EMAIL, source: 'inspiration' }));
    await fetch(`${e2e.site.url}/go/`, {
      method: 'POST',
      body: new URLSearchParams({ _form: 'enquiry', email: CANARY_EMAIL, conf_email: CANARY_EMAIL, phone: CANARY_PHONE, fname: 'Canary' }),
      headers: { origin: e2e.site.url },
    });
    await fetch(`${e2e.site.url}/contact/${CANARY_EMAIL}/${CANARY_PHONE}/?email=${CANARY_EMAIL}`, { headers: { 'x-request-id': CANARY_EMAIL } });

    const logs = e2e.site.logs.join('\n');
    expect(logs).toContain('"msg":"request"');
    for (const canary of [CANARY_EMAIL, CANARY_PHONE, CANARY_LEAD_PHONE, CANARY_LEAD_PHONE.slice(2), encodeURIComponent(CANARY_EMAIL)]) {
      expect(logs).not.toContain(canary);
    }
  });
});
