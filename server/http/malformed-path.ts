import type { MiddlewareHandler } from 'hono';
import { refusal } from './refusal';

export const MALFORMED_PATH_MESSAGE = 'The request path is not valid (malformed percent-encoding).';

/** The path as it arrived, still percent-encoded (URL parsing does not decode it). */
export function rawPathOf(url: string): string {
  return new URL(url).pathname;
}

function decodes(path: string): boolean {
  try {
    // The result is used on purpose: a bare call is dropped by the bundler as free of side effects.
    return decodeURIComponent(path).length >= 0;
  } catch (error) {
    if (error instanceof URIError) return false;
    throw error;
  }
}

/**
 * A path with a malformed percent-encoding (`/api/Blogs/details/%`, `%E0%A4%A`) is refused with a
 * 400 before any route decodes it (a decode would throw and end as a 500).
 */
export const malformedPath: MiddlewareHandler = async (c, next) => {
  if (!decodes(rawPathOf(c.req.url))) return refusal(c, 400, MALFORMED_PATH_MESSAGE);
  await next();
};
