import { availableParallelism } from 'node:os';

// The encoders themselves (sharp, its settings) run in a process of their own:
// encoder-child.mjs, started by encoder-process.ts.

/**
 * Encodes at once: one per core. The encoder runs at a lower CPU priority than the site
 * (encoder-process.ts), so it takes only the cores the pages, forms and /healthz leave idle; and
 * one client has at most all but one of them (image-routes.ts), so another's photo never waits
 * behind a flood's encodes.
 */
export const ENCODE_SLOTS = Math.max(1, availableParallelism());
/** Longest one encode may run (its CPU time is bounded by this, on one thread). */
// Under the 8 s drain of a shutdown (server/http/graceful-close.ts), so no encode outlives it.
export const ENCODE_TIMEOUT_SECONDS = 6;

/** Sources above this many pixels are refused before decoding (a 40 Mpx photo is 8000 x 5000). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The raster format the first bytes announce, or undefined (SVG, HTML, PDF, GIF, anything else). */
export function rasterKindOf(bytes: Buffer): 'jpeg' | 'png' | 'webp' | 'heif' | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp') return 'heif';
  return undefined;
}
