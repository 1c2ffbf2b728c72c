import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { NEWSLETTER_MESSAGES } from '../../src/content/contract/newsletter-fields';
import { createLeadTestApp, nextAddress, TOKEN, type LeadTestApp } from '../leads/lead-test-app';
import { createLogger, routeConsoleToLogger } from '../logger';
import { FORM_OUTAGE_MESSAGE } from './form-outage';
import { requestListenerOptions, serverTimeouts } from './graceful-close';
import { MALFORMED_PATH_MESSAGE } from './malformed-path';

/** The real app behind a real Node server (Node's own parsing and socket behaviour matter here). */
let t: LeadTestApp;
let server: Server;
let port = 0;

beforeAll(async () => {
  t = await createLeadTestApp();
  server = createServer(serverTimeouts(15_000), getRequestListener(t.app.fetch, requestListenerOptions));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** Writes raw bytes, then either waits for the answer or hangs up after `hangUpAfterMs`. */
function raw(text: string, hangUpAfterMs?: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    if (hangUpAfterMs !== undefined) setTimeout(() => socket.destroy(), hangUpAfterMs);
  });
}

const levelOf = (line: string) => z.object({ level: z.number() }).parse(JSON.parse(line)).level;

describe('bad input gets a clean 4xx', () => {
  it.each(['/api/Blogs/details/%', '/api/Blogs/details/%E0%A4%A', '/api/pages/get%', '/go/%zz/'])('answers %s with 400 before decoding it', async (path) => {
    const response = await t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', token: 'not-the-token' }, body: '{}' });
    expect(response.status).toBe(400);
    if (path.startsWith('/api/')) expect(await response.json()).toEqual({ status: 400, message: MALFORMED_PATH_MESSAGE });
  });

  it('answers a malformed path with 400 over a real socket too (Node hands it over undecoded)', async () => {
    const answer = await raw('POST /api/Blogs/details/% HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain(MALFORMED_PATH_MESSAGE);
  });

  it.each([
    ['an API form', '/api/enquiries/register', 'application/json', '{"fname":"Ana"'],
    ['a plain form post', '/go/', 'application/x-www-form-urlencoded', '_form=enquiry&fname=Ana'],
  ])('does not log %s whose client hangs up mid-body as an error', async (_what, path, type, start) => {
    const before = t.logs.length;
    for (const framing of [`Content-Length: 2000\r\n\r\n${start}`, `Transfer-Encoding: chunked\r\n\r\n${start.length.toString(16)}\r\n${start}\r\n`]) {
      await raw(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\ntoken: ${TOKEN}\r\nX-Forwarded-For: ${nextAddress()}\r\n${framing}`, 150);
    }
    await vi.waitFor(() => expect(t.logs.slice(before).filter((line) => line.includes('"request'))).toHaveLength(2), { timeout: 5_000 });
    const lines = t.logs.slice(before);
    expect(lines.filter((line) => levelOf(line) >= 50)).toEqual([]);
    expect(lines.join('\n')).not.toContain('unhandled error');
    expect(lines.join('\n')).toContain('the client hung up');
  });

  it('answers GET /healthz over HTTP/1.0 without a Host header with 200', async () => {
    const answer = await raw('GET /healthz HTTP/1.0\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.[01] 200 /);
    expect(answer).toContain('{"status":"ok"}');
  });
});

describe('the newsletter', () => {
  it.each([
    [{ email: 'x\u0000@example.com' }],
    [{ email: 'ok@example.com', source: 'hub\u0000' }],
    [{ email: 'ok@example.com', source: '\ud800' }],
    [{ email: ['a@example.com'] }],
    [{ email: 'a'.repeat(400) + '@example.com' }],
  ])('answers 400 to %j', async (body) => {
    const response = await t.post('newsletter/subscribe', body, nextAddress());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400 });
  });

  it('has its own limit per client address: 10 per 10 minutes, then 429 with Retry-After', async () => {
    const from = nextAddress();
    for (let i = 0; i < 10; i += 1) expect((await t.post('newsletter/subscribe', { email: `limit${i}@example.com` }, from)).status).toBe(200);
    const refused = await t.post('newsletter/subscribe', { email: 'limit11@example.com' }, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ status: 429, message: 'Too many sign-ups from your network. Please try again in 10 minutes.' });
    expect((await t.post('newsletter/subscribe', { email: 'other@example.com' }, nextAddress())).status).toBe(200);
  });
});

describe('deeply nested JSON (issue 36)', () => {
  // About 5,000 levels in 12 KB: under the body limit, deep enough to overflow a recursive walk.
  const deep = (levels: number) => `{"email":"deep@example.com","fname":${'['.repeat(levels)}"x"${']'.repeat(levels)}}`;

  it.each(['newsletter/subscribe', 'enquiries/register', 'enquiries/lead_contact', 'pages/get'])(
    '%s answers 5,000 levels with 400 and a clear message, and logs no error',
    async (call) => {
      const before = t.logs.length;
      const response = await t.app.request(`/api/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: TOKEN, 'x-forwarded-for': nextAddress() },
        body: deep(5_000),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 400, message: 'The request body is nested too deeply.' });
      const lines = t.logs.slice(before);
      expect(lines.filter((line) => levelOf(line) >= 50)).toEqual([]);
      expect(lines.join('\n')).not.toContain('Maximum call stack');
    },
  );

  it('still reads a body nested as deep as a form or a page config ever is', async () => {
    const response = await t.app.request('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: TOKEN, 'x-forwarded-for': nextAddress() },
      body: deep(10),
    });
    expect(response.status).toBe(200);
  });
});

describe('log lines', () => {
  it("send shared code's console warnings through pino: JSON, one line, personal data masked", () => {
    const lines: string[] = [];
    const undo = routeConsoleToLogger(createLogger('info', (line) => lines.push(line)));
    try {
      console.warn('[pages] no page for /x\n{"level":60,"msg":"FORGED"}/ from jane.doe@example.org, call +1 303 555 0100');
    } finally {
      undo();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith('\n')).toBe(true);
    expect(lines[0]?.trimEnd()).not.toContain('\n');
    const line = z.object({ level: z.number(), tag: z.string(), msg: z.string() }).parse(JSON.parse(lines[0] ?? ''));
    expect(line).toMatchObject({ level: 40, tag: 'pages' });
    expect(line.msg).toContain('{"level":60,"msg":"FORGED"}');
    expect(line.msg).not.toMatch(/jane\.doe|555 0100/);
  });
});

describe('the newsletter when the database is down', () => {
  it('answers 503 with a message to try again, not 500', async () => {
    const down = await createLeadTestApp();
    await down.close();
    const response = await down.post('newsletter/subscribe', { email: 'down@example.com' }, nextAddress());
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 503, message: FORM_OUTAGE_MESSAGE });
    expect(NEWSLETTER_MESSAGES.subscribed).not.toBe(FORM_OUTAGE_MESSAGE);
  }, 120_000);
});
