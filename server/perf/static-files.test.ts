import { mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { compression } from './compression';
import { countCompressions } from './compression-test-support';
import { registerBuiltFiles } from './static-files';

const script = `export const greeting = ${JSON.stringify('Denver family travel. '.repeat(300))};\n`;
const clientDir = mkdtempSync(join(tmpdir(), 'built-files-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'assets/index-abc123.js'), script);
writeFileSync(join(clientDir, 'assets/index-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(clientDir, 'assets/index-abc123.js.gz'), gzipSync(script));
writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

/** The production app's order: compression, the built files, then the pages (counted). */
function app() {
  const rendered: string[] = [];
  const hono = new Hono();
  hono.use('*', compression());
  registerBuiltFiles(hono, clientDir);
  hono.get('*', (c) => {
    rendered.push(c.req.path);
    return c.html(`<!doctype html><h1>Page not found</h1>${'<p>Try the home page.</p>'.repeat(100)}`, 404);
  });
  return { hono, rendered };
}

const sizeOf = (file: string) => String(statSync(join(clientDir, file)).size);

describe('the built files', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the .br beside a hashed script to a browser that accepts Brotli, typed as the script', async () => {
    const response = await app().hono.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('content-length')).toBe(sizeOf('assets/index-abc123.js.br'));
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(script);
  });

  it('sends the .gz to a gzip-only client and the file itself to one that accepts neither, both with Vary', async () => {
    const started = countCompressions();
    const gzip = await app().hono.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('content-length')).toBe(sizeOf('assets/index-abc123.js.gz'));
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await app().hono.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(sizeOf('assets/index-abc123.js'));
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
    expect(started).toEqual([]);
  });

  it('answers an unknown /assets/ path with a short 404: nothing rendered, compressed or kept', async () => {
    const started = countCompressions();
    const { hono, rendered } = app();
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await hono.request(`/assets/no-such-chunk-${attempt}.js`, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('cache-control')).toBeNull();
      expect(await response.text()).toBe('Not found');
    }
    expect(rendered).toEqual([]);
    expect(started).toEqual([]);
  });

  it('serves other files of the folder, and leaves page paths and unknown files to the pages', async () => {
    const { hono, rendered } = app();
    const favicon = await hono.request('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(favicon.headers.get('cache-control')).toBeNull();
    const folder = await hono.request('/assets/');
    expect(folder.status, await folder.clone().text()).toBe(404);
    expect((await hono.request('/no-such-file.txt')).status).toBe(404);
    expect((await hono.request('/favicon.svg/')).status).toBe(404);
    expect(rendered).toEqual(['/no-such-file.txt', '/favicon.svg/']);
  });
});
