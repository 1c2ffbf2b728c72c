import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHardenedTestApp } from './test-hardened-app';

const requestLine = z.object({
  level: z.number(),
  msg: z.literal('request'),
  reqId: z.string().min(1),
  method: z.string(),
  path: z.string(),
  status: z.number(),
  durationMs: z.number().nonnegative(),
});

const requestLines = (lines: string[]) =>
  lines.map((line) => requestLine.safeParse(JSON.parse(line))).flatMap((parsed) => (parsed.success ? [parsed.data] : []));

describe('one structured log line per request', () => {
  it('logs id, method, path, status and duration, and echoes the id', async () => {
    const { app, lines } = createHardenedTestApp();
    const page = await app.request('/page/?email=jane@example.org');
    const refused = await app.request('/api/echo', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } });
    const logged = requestLines(lines);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ method: 'GET', path: '/page/', status: 200, reqId: page.headers.get('x-request-id') });
    expect(logged[1]).toMatchObject({ method: 'POST', path: '/api/echo', status: 415, reqId: refused.headers.get('x-request-id') });
    expect(logged[0]?.reqId).not.toBe(logged[1]?.reqId);
    expect(lines.join('\n')).not.toContain('jane@example.org');
  });

  it("keeps a load balancer's request id, replaces one that is not an id", async () => {
    const { app, lines } = createHardenedTestApp();
    const kept = await app.request('/page/', { headers: { 'x-request-id': 'lb-7f3a.42' } });
    const replaced = await app.request('/page/', { headers: { 'x-request-id': '<script>"\n' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42');
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines(lines).map((line) => line.reqId)).toEqual(['lb-7f3a.42', replaced.headers.get('x-request-id')]);
  });

  it('logs a failed request at error level with its 5xx status', async () => {
    const { app, lines } = createHardenedTestApp();
    await app.request('/api/enquiries/register', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    const [line] = requestLines(lines);
    expect(line).toMatchObject({ level: 50, status: 503 });
  });
});
