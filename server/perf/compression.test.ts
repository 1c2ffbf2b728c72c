import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression } from './compression';

const text = 'Denver family travel. '.repeat(400);

function app() {
  const hono = new Hono();
  hono.use('*', compression());
  hono.get('/assets/app.js', (c) => c.body(text, 200, { 'content-type': 'text/javascript', 'content-length': String(text.length) }));
  hono.get('/tiny', (c) => c.text('small'));
  hono.get('/image.png', (c) => c.body(text, 200, { 'content-type': 'image/png' }));
  return hono;
}

describe('compression', () => {
  it('answers brotli with the compressed length, not the original one', async () => {
    const response = await app().request('/assets/app.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(text.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(text);
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('falls back to gzip, and leaves small or binary bodies alone', async () => {
    const gzip = await app().request('/assets/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);
    const tiny = await app().request('/tiny', { headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    const png = await app().request('/image.png', { headers: { 'accept-encoding': 'br' } });
    expect(png.headers.get('content-encoding')).toBeNull();
  });
});
