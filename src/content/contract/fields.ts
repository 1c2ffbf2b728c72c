import { z } from 'zod';
import { isSafeUrl } from '../../lib/safe-url';

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

export const idValue = z.union([z.number().int(), z.string().max(200)]);

/** A number that some calls send as text (testimonial ratings): converted, then bounded. */
export const numericText = z.union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/)]).transform(Number);
