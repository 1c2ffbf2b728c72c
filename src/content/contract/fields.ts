import { z } from 'zod';
import { isSafeUrl } from '../../lib/safe-url';
import { BARE_IMAGE_NAME } from './image-url';

export { BARE_IMAGE_NAME, imageUrl } from './image-url';

/**
 * Field helpers shared by every content schema. Content comes from a service we do not control,
 * so optional text accepts null as "missing", and URLs are accepted only when safe: an unsafe
 * link or image source parses as undefined, which the block then treats as missing.
 */
export const optionalText = z.string().max(20_000).nullish().transform((v) => v ?? undefined);

export const requiredText = z.string().max(20_000);

export const safeLink = z
  .string()
  .max(2_000)
  .nullish()
  .transform((v) => (v && isSafeUrl(v) ? v.trim() : undefined));

/**
 * An image reference: a safe URL, or a bare file name that the block resolves against its
 * uploads path (spec 2 §7, image address rule). Anything else parses as undefined. Blocks that
 * use the value as an `src` directly pass it through `imageUrl` so a bare name never becomes a
 * relative URL.
 */
export const imageRef = z
  .string()
  .max(2_000)
  .nullish()
  .transform((v) => {
    const trimmed = v?.trim();
    if (!trimmed) return undefined;
    if (BARE_IMAGE_NAME.test(trimmed)) return trimmed;
    return isSafeUrl(trimmed) ? trimmed : undefined;
  });

export const idValue = z.union([z.number().int(), z.string().max(200)]);

/** A number that some calls send as text (testimonial ratings): converted, then bounded. */
export const numericText = z.union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/)]).transform(Number);
