import { z } from 'zod';
import { isSafeUrl } from '../../lib/safe-url';
import { BARE_IMAGE_NAME } from './image-url';

export { BARE_IMAGE_NAME, imageUrl } from './image-url';

/**
 * Field helpers shared by every content schema. Content comes from a service we do not control,
 * so optional text accepts null as "missing", and URLs are accepted only when safe: an unsafe
 * link or image source parses as undefined, which the block then treats as missing.
 */
/** Empty or whitespace-only text is a missing value (content editors leave fields as ""). */
const hasText = (v: string | null | undefined): v is string => Boolean(v?.trim());

/** Missing, null, "" and "   " all parse as undefined, so every fallback of the specs applies. */
export const optionalText = z.string().max(20_000).nullish().transform((v) => (hasText(v) ? v : undefined));

/** Text that must be there: "" or whitespace fails (in a list, that item is dropped). */
export const requiredText = z.string().max(20_000).refine(hasText, 'must not be empty');

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

/**
 * An id (blog, month, country): a whole number, or text of at most 200 characters. Never a NUL:
 * no stored id holds one (PostgreSQL's text cannot), and one sent reached the store and failed
 * there as a false outage (502).
 */
export const idValue = z.union([z.number().int(), z.string().max(200).refine((text) => !text.includes('\u0000'), 'must not hold a NUL character')]);

/** A number that some calls send as text (testimonial ratings): converted, then bounded. */
export const numericText = z.union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/)]).transform(Number);
