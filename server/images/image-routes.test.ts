import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantUrl } from '../../src/blocks/shared/responsive-image-url';
import { createImageRoutes } from './image-routes';
import { createVariantCache } from './variant-cache';

let root: string;
let upstream: Server;
let origin = '';
let photo: Buffer;
const upstreamHits = new Map<string, number>();
const problems: string[] = [];

const photoOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer();

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'image-routes-'));
  mkdirSync(join(root, 'public/images'), { recursive: true });
  photo = await photoOf(1200, 800);
  writeFileSync(join(root, 'public/images/photo.jpg'), photo);
  writeFileSync(join(root, 'public/images/corrupt.jpg'), Buffer.concat([photo.subarray(0, 200), Buffer.from('not the rest of a jpeg')]));
  writeFileSync(join(root, 'public/images/huge.png'), await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#fff' } }).png().toBuffer());
  upstream = createServer((req, res) => {
    upstreamHits.set(req.url ?? '', (upstreamHits.get(req.url ?? '') ?? 0) + 1);
    if (req.url === '/uploads/photo.jpg') setTimeout(() => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo), 50);
    else if (req.url === '/uploads/slow.jpg') setTimeout(() => res.writeHead(200).end(photo), 2_000);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const routes = async (cacheDir: string) =>
  createImageRoutes({
    publicDir: join(root, 'public'),
    origins: [origin],
    cache: Promise.resolve(await createVariantCache({ dir: join(root, cacheDir), maxBytes: 50_000_000 })),
    limits: { maxPixels: 5_000_000, timeoutMs: 1_000 },
    onProblem: (message, details) => problems.push(`${message}: ${String(details.reason)}`),
  });

describe('GET /_img/…', () => {
  it('answers a resized AVIF of a file of the site, with its width, caching and a 304 for its ETag', async () => {
    const app = await routes('cache-local');
    const response = await app.request(variantUrl('/images/photo.jpg', 640, 'avif'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['heif', 640, 427]);
    const etag = response.headers.get('etag')!;
    const again = await app.request(variantUrl('/images/photo.jpg', 640, 'avif'), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('never enlarges: a 2048 px variant of a 1200 px source is 1200 px wide', async () => {
    const response = await (await routes('cache-enlarge')).request(variantUrl('/images/photo.jpg', 2048, 'webp'));
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width]).toEqual(['webp', 1200]);
  });

  it('makes a remote variant once under concurrent requests, served immutable', async () => {
    const cacheDir = 'cache-remote';
    const app = await routes(cacheDir);
    const url = variantUrl(`${origin}/uploads/photo.jpg`, 480, 'webp');
    const responses = await Promise.all(Array.from({ length: 6 }, () => app.request(url)));
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(responses.every((r) => r.headers.get('x-image-fallback') === null)).toBe(true);
    expect(responses[0]!.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(upstreamHits.get('/uploads/photo.jpg')).toBe(1);
    expect(readdirSync(join(root, cacheDir)).filter((name) => name.endsWith('.bin'))).toHaveLength(1);
  });

  it('answers the placeholder for corrupt, oversized, missing, slow and refused sources', async () => {
    const app = await routes('cache-fallback');
    const cases: [string, RegExp][] = [
      ['/images/corrupt.jpg', /premature end|corrupt|VipsJpeg|unable/i],
      ['/images/huge.png', /pixel limit/i],
      ['/images/missing.jpg', /no such file/],
      [`${origin}/uploads/slow.jpg`, /timed out|aborted/i],
      ['https://169.254.169.254/latest/meta-data/x.jpg', /not an image origin/],
    ];
    for (const [source, reason] of cases) {
      const response = await app.request(variantUrl(source, 320, 'jpeg'));
      expect(response.status, source).toBe(200);
      expect(response.headers.get('x-image-fallback'), source).toMatch(reason);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 320, 213]);
    }
    expect(problems.length).toBeGreaterThanOrEqual(cases.length);
  });

  it('refuses addresses that are not variants', async () => {
    const app = await routes('cache-bad');
    expect((await app.request('/_img/1/images/photo.jpg/333.avif')).status).toBe(404);
    // An encoded '..' is either refused or looked up literally (a missing file): never read.
    const traversal = await app.request('/_img/1/images/%2e%2e/%2e%2e/secret.jpg/320.avif');
    expect(traversal.status === 404 || traversal.headers.get('x-image-fallback') === 'no such file').toBe(true);
  });
});
