// Noise-rich photographs for the bench and the image e2e test, made here with sharp (nothing is
// downloaded), served from a stand-in "uploads" origin as a content service serves its uploads.
// A 2000 x 1333 JPEG of gradients and blurred grain is about as heavy as a real photo (250-450 KB).
import { createServer } from 'node:http';
import sharp from 'sharp';

export const PHOTO_WIDTH = 2000;
export const PHOTO_HEIGHT = 1333;

function seeded(text) {
  let a = 2166136261;
  for (const ch of text) a = Math.imul(a ^ ch.charCodeAt(0), 16777619);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One photograph, the same bytes for the same name: two gradients, soft shapes and grain. */
export async function makeNoisePhoto(name, width = PHOTO_WIDTH, height = PHOTO_HEIGHT) {
  const rnd = seeded(name);
  const top = [rnd() * 255, rnd() * 255, rnd() * 255];
  const bottom = [rnd() * 255, rnd() * 255, rnd() * 255];
  const horizon = 0.35 + rnd() * 0.3;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const v = y / height;
    const band = v < horizon ? v / horizon : (v - horizon) / (1 - horizon);
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const grain = (rnd() - 0.5) * 70;
      const wave = Math.sin(x / (37 + (y % 11)) + v * 9) * 18;
      for (let c = 0; c < 3; c += 1) {
        const base = v < horizon ? top[c] * (1 - band) + bottom[c] * band * 0.5 : bottom[c] * (1 - band * 0.6);
        pixels[i + c] = Math.max(0, Math.min(255, base + grain + wave));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).blur(0.8).jpeg({ quality: 82 }).toBuffer();
}

/**
 * A stand-in uploads origin on 127.0.0.1: GET /uploads/<name>.jpg answers that name's photograph
 * (made on first request, then kept). `close()` stops it.
 */
export async function startPhotoUploads() {
  const made = new Map();
  const server = createServer((req, res) => {
    const match = /^\/uploads\/([a-z0-9-]+)\.jpg$/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    if (!made.has(match[1])) made.set(match[1], makeNoisePhoto(match[1]));
    made.get(match[1]).then(
      (bytes) => res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length, 'cache-control': 'public, max-age=31536000' }).end(bytes),
      (error) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The address the photo content gives the demo image `name` (see scripts/photo-content.ts). */
export const photoUrl = (origin, name) => `${origin}/uploads/${name}.jpg`;
