import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compression } from './compression';
import { countCompressions } from './compression-test-support';

const page = `<!doctype html><title>Denver family travel</title>${'<p>Denver family travel.</p>'.repeat(200)}`;

function app() {
  const hono = new Hono();
  hono.use('*', compression());
  hono.get('/page/', (c) => c.html(page));
  hono.get('/tiny/', (c) => c.body('small', 200, { 'content-type': 'text/html', 'content-length': '5' }));
  hono.get('/assets/*', (c) => c.body(page, 200, { 'content-type': 'text/javascript' }));
  hono.notFound((c) => c.html(page, 404));
  return hono;
}

describe('compression of dynamic answers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gzips a page per response, with Vary and no stale Content-Length', async () => {
    const started = countCompressions();
    const response = await app().request('/page/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page);
    expect(started).toEqual(['gzip']);
  });

  it('leaves small bodies and clients that accept no gzip alone', async () => {
    const started = countCompressions();
    const tiny = await app().request('/tiny/', { headers: { 'accept-encoding': 'gzip' } });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    const identity = await app().request('/page/', { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(page);
    expect(started).toEqual([]);
  });

  it('never compresses anything under /assets/, a known file or an unknown one', async () => {
    const started = countCompressions();
    for (const path of ['/assets/index-abc123.js', '/assets/no-such-file-1.js', '/assets/no-such-file-2.js']) {
      const response = await app().request(path, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.headers.get('content-encoding'), path).toBeNull();
    }
    expect(started).toEqual([]);
  });
});
