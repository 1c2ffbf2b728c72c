import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TOKEN } from '../test-support/test-app';
import { BODY_TOO_LARGE_MESSAGE, MAX_BODY_BYTES } from './body-limit';
import { NOT_JSON_MESSAGE } from './json-only';
import { RATE_LIMIT_MESSAGE } from './rate-limit';
import { CROSS_SITE_MESSAGE } from '../security/cross-site-guard';

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp({ env: { SITE_URL: 'https://www.travelnrelax.test' } });
}, 60_000);
afterAll(() => testApp.close());

const request = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  testApp.app.request(path, { method: 'POST', ...init, headers: { token: TEST_TOKEN, ...init.headers } });

/** Every refusal: that status, JSON `{ status, message }` with the message, nothing like a stack trace. */
async function expectRefusal(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const text = await response.text();
  expect(text).not.toMatch(/\bat .+\(.+:\d+:\d+\)|stack|node_modules/);
  const body: unknown = JSON.parse(text);
  expect(body).toMatchObject({ status, message });
}

describe('the API refuses cleanly', () => {
  it('answers 413 to a body over 16 KB, declared by Content-Length', async () => {
    const body = JSON.stringify({ pageId: 1, filler: 'x'.repeat(MAX_BODY_BYTES) });
    await expectRefusal(
      await request('/api/pages/get', { body, headers: { 'content-type': 'application/json', 'content-length': String(body.length) } }),
      413,
      BODY_TOO_LARGE_MESSAGE,
    );
  });

  it('answers 413 to a streamed body without Content-Length as soon as it passes 16 KB', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(`"${'y'.repeat(1022)}",`);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far more than the limit: the server must stop reading, not buffer it all.
        if (sent > 10 * MAX_BODY_BYTES) controller.close();
        else {
          controller.enqueue(chunk);
          sent += chunk.length;
        }
      },
    });
    const response = await testApp.app.request(
      new Request('http://localhost/api/pages/get', {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'application/json', token: TEST_TOKEN },
        duplex: 'half',
      } as RequestInit),
    );
    await expectRefusal(response, 413, BODY_TOO_LARGE_MESSAGE);
    expect(sent).toBeLessThan(10 * MAX_BODY_BYTES);
  });

  it('takes a body of just under 16 KB', async () => {
    const body = JSON.stringify({ pageId: 2, note: 'z'.repeat(MAX_BODY_BYTES - 40) });
    expect(body.length).toBeLessThanOrEqual(MAX_BODY_BYTES);
    const response = await request('/api/pages/get', { body, headers: { 'content-type': 'application/json' } });
    // Past the limit and the type check: the call's own rules answer (pages/get takes only pageId).
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8', '{"pageId":2}'],
    ['a form encoding', 'application/x-www-form-urlencoded', 'pageId=2'],
    ['multipart', 'multipart/form-data; boundary=x', '--x--'],
    ['XML', 'application/xml', '<pageId>2</pageId>'],
  ])('answers 415 to %s', async (_name, contentType, body) => {
    await expectRefusal(await request('/api/pages/get', { body, headers: { 'content-type': contentType } }), 415, NOT_JSON_MESSAGE);
  });

  it('answers 415 to a body without a Content-Type, and takes JSON with a charset', async () => {
    const bare = new Request('http://localhost/api/pages/get', { method: 'POST', body: new Blob(['{"pageId":2}']), headers: { token: TEST_TOKEN } });
    expect(bare.headers.get('content-type')).toBeNull();
    await expectRefusal(await testApp.app.request(bare), 415, NOT_JSON_MESSAGE);
    const withCharset = await request('/api/pages/get', { body: '{"pageId":2}', headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(withCharset.status).toBe(200);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }],
    ['an Origin on another port', { origin: 'https://www.travelnrelax.test:8443' }],
  ])('answers 403 to a cross-site POST: %s', async (_name, headers) => {
    // The bodies another site's page can send without a CORS preflight (hono/csrf's scope); a
    // JSON one needs the preflight, which only CORS_ORIGINS pass (api-cors.test.ts).
    const unasked: [contentType: string, body: string][] = [
      ['text/plain;charset=UTF-8', '{"pageId":2}'],
      ['application/x-www-form-urlencoded', 'pageId=2'],
    ];
    for (const [contentType, body] of unasked) {
      const response = await request('/api/pages/get', { body, headers: { 'content-type': contentType, ...headers } });
      await expectRefusal(response, 403, CROSS_SITE_MESSAGE);
    }
  });

  it('takes a POST from the site itself (its Origin, or the Host it was sent to)', async () => {
    const fromTheSite: Record<string, string>[] = [
      { origin: 'https://www.travelnrelax.test', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://127.0.0.1:4321', host: '127.0.0.1:4321' },
    ];
    for (const headers of fromTheSite) {
      const response = await request('/api/pages/get', { body: '{"pageId":2}', headers: { 'content-type': 'application/json', ...headers } });
      expect(response.status).toBe(200);
    }
  });

  it('answers 401 without the token and 404 to an unknown call, as JSON', async () => {
    await expectRefusal(
      await testApp.app.request('/api/pages/get', { method: 'POST', body: '{"pageId":2}', headers: { 'content-type': 'application/json' } }),
      401,
      /token/,
    );
    await expectRefusal(await request('/api/pages/drop-table', { body: '{}', headers: { 'content-type': 'application/json' } }), 404, /Unknown call/);
  });

  it('marks every API answer Cache-Control: no-store, refusals included', async () => {
    const ok = await request('/api/pages/get', { body: '{"pageId":2}', headers: { 'content-type': 'application/json' } });
    const refused = await request('/api/pages/get', { body: 'x', headers: { 'content-type': 'text/plain' } });
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});

describe('too many posts from one address', () => {
  it('answers 429 with Retry-After once an address passes RATE_LIMIT_MAX, others still pass', { timeout: 60_000 }, async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '120', TRUST_PROXY: 'true' } });
    const post = (address: string) => limited.post('pages/get', { pageId: 2 }, { 'x-forwarded-for': address });
    try {
      for (let i = 0; i < 3; i += 1) expect((await post('203.0.113.7')).status).toBe(200);
      const refused = await post('203.0.113.7');
      await expectRefusal(refused, 429, RATE_LIMIT_MESSAGE);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(120);
      expect((await post('198.51.100.9')).status).toBe(200);
      // The limiter counts the load balancer's entry, not what the client wrote before it.
      expect((await post('10.9.9.9, 203.0.113.7')).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
