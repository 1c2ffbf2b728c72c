import { availableParallelism } from 'node:os';
import sharp, { type Sharp } from 'sharp';
import type { VariantFormat } from '../../src/blocks/shared/responsive-image-url';

// Sources are untrusted bytes: only the four raster decoders may run. SVG (whose nested <use>
// can render for minutes), PDF, TIFF, GIF and the rest are refused before anything is decoded.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({ operation: ['VipsForeignLoadJpegBuffer', 'VipsForeignLoadPngBuffer', 'VipsForeignLoadWebpBuffer', 'VipsForeignLoadHeifBuffer'] });
// One libvips thread per encode (the endpoint runs at most ENCODE_SLOTS of them), and no
// operation cache: a resized photo is kept by the variant cache, not in libvips's memory.
sharp.concurrency(1);
sharp.cache(false);

/** Encodes at once: one core is always left to the pages and /healthz. */
export const ENCODE_SLOTS = Math.max(1, availableParallelism() - 1);
/** Longest one encode may run (its CPU time is bounded by this, on one thread). */
// Under the 8 s drain of a shutdown (server/http/graceful-close.ts), so no encode outlives it.
export const ENCODE_TIMEOUT_SECONDS = 6;

/** Sources above this many pixels are refused before decoding (a 40 Mpx photo is 8000 x 5000). */
export const MAX_INPUT_PIXELS = 40_000_000;

// Moderate effort: AVIF at effort 2 makes the 828 px copy of a 2000 px photo in ~0.2 s and the
// 1280 px one in ~0.6 s on this two-core machine; effort 4 (sharp's default) makes files about a
// third smaller but takes five to eight times as long, more than a first visitor should wait
// (measured in docs/decisions/007-image-pipeline.md).
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 72, effort: 3 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 75, mozjpeg: true, progressive: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 8, palette: false }),
} satisfies Record<VariantFormat, (image: Sharp) => Sharp>;

/**
 * One variant: the source turned upright (EXIF orientation), never enlarged, resized to `width`,
 * metadata dropped, encoded in `format`. Throws on a corrupt or oversized source.
 */
export async function encodeVariant(
  source: Buffer,
  width: number,
  format: VariantFormat,
  maxPixels = MAX_INPUT_PIXELS,
  timeoutSeconds = ENCODE_TIMEOUT_SECONDS,
): Promise<Buffer> {
  const kind = rasterKindOf(source);
  if (!kind) throw new Error('source is not a JPEG, PNG, WebP or AVIF file');
  const image = sharp(source, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .timeout({ seconds: timeoutSeconds });
  return ENCODERS[format](image).toBuffer();
}

/** The raster format the first bytes announce, or undefined (SVG, HTML, PDF, GIF, anything else). */
export function rasterKindOf(bytes: Buffer): 'jpeg' | 'png' | 'webp' | 'heif' | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp') return 'heif';
  return undefined;
}

/** The plain image answered instead of a source that failed: a calm grey of the asked width, 3:2. */
export function encodePlaceholder(width: number, format: VariantFormat): Promise<Buffer> {
  const image = sharp({ create: { width, height: Math.round((width * 2) / 3), channels: 3, background: '#d9e2e7' } });
  return ENCODERS[format](image).toBuffer();
}
