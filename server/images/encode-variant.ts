import sharp, { type Sharp } from 'sharp';
import type { VariantFormat } from '../../src/blocks/shared/responsive-image-url';

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
export async function encodeVariant(source: Buffer, width: number, format: VariantFormat, maxPixels = MAX_INPUT_PIXELS): Promise<Buffer> {
  const image = sharp(source, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  return ENCODERS[format](image).toBuffer();
}

/** The plain image answered instead of a source that failed: a calm grey of the asked width, 3:2. */
export function encodePlaceholder(width: number, format: VariantFormat): Promise<Buffer> {
  const image = sharp({ create: { width, height: Math.round((width * 2) / 3), channels: 3, background: '#d9e2e7' } });
  return ENCODERS[format](image).toBuffer();
}
