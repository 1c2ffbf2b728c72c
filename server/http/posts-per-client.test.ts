import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { clientAddressMiddleware } from './client-address';
import { postsPerClient, TOO_MANY_AT_ONCE_MESSAGE } from './posts-per-client';
import { parseProxyTrust } from './proxy-trust';

describe('POSTs in progress per client', () => {
  it("one address's flood holds at most its share; its overflow is refused at once, another address is served meanwhile", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inHandler = 0;
    const app = new Hono();
    app.use('*', clientAddressMiddleware(parseProxyTrust('true')));
    app.use('*', postsPerClient({ running: 4, waiting: 4, maxWaitMs: 60_000 }));
    app.post('/api/enquiries/register', async (c) => {
      inHandler += 1;
      if (c.req.header('x-forwarded-for') === '203.0.113.66') await held;
      return c.json({ status: 200 });
    });
    app.get('/page', (c) => c.text('ok'));
    const post = (from: string) => Promise.resolve(app.request('/api/enquiries/register', { method: 'POST', headers: { 'x-forwarded-for': from } }));
    const flood = Array.from({ length: 40 }, () => post('203.0.113.66'));
    await vi.waitFor(() => expect(inHandler).toBe(4));
    // Another visitor's enquiry is answered while the flood's are held.
    expect((await post('198.51.100.7')).status).toBe(200);
    const refused = await Promise.all(flood.slice(8));
    expect(refused.map((response) => response.status)).toEqual(Array(32).fill(429));
    expect(await refused[0]!.json()).toEqual({ status: 429, message: TOO_MANY_AT_ONCE_MESSAGE });
    expect(refused[0]!.headers.get('retry-after')).toBe('1');
    release();
    expect((await Promise.all(flood.slice(0, 8))).map((response) => response.status)).toEqual(Array(8).fill(200));
    // GETs are not counted.
    expect((await Promise.all(Array.from({ length: 20 }, () => app.request('/page', { headers: { 'x-forwarded-for': '203.0.113.66' } })))).every((r) => r.status === 200)).toBe(true);
  });
});
