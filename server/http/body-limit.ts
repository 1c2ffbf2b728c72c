import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { incompleteRequest, isClientAbort } from './client-abort';
import { refusal } from './refusal';

export const MAX_BODY_BYTES = 16 * 1024;
/** A studio draft with its undo history, or a change request (the studio's two routes with a body). */
export const STUDIO_API_MAX_BODY_BYTES = 1_000_000;
export const STUDIO_BODY_TOO_LARGE_MESSAGE = 'This draft is too large to save or send (at most 1 MB).';
export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large (at most 16 KB).';

/**
 * At most 16 KB of body on every path (API calls and plain form posts alike). Hono's limiter
 * trusts Content-Length only when there is no Transfer-Encoding and otherwise counts the bytes
 * as they stream in, so a chunked body is cut off at the limit too.
 */
export function requestBodyLimit(maxBytes = MAX_BODY_BYTES, larger?: { pathPrefix: string; maxBytes: number; message: string }): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => refusal(c, 413, BODY_TOO_LARGE_MESSAGE) });
  // The one place a body over the larger limit is refused, in its routes' own words.
  const largerLimit = larger && bodyLimit({ maxSize: larger.maxBytes, onError: (c) => refusal(c, 413, larger.message) });
  // Without Content-Length the limiter reads the body itself: a client hanging up meanwhile is no 500.
  return async (c, next) => {
    try {
      if (larger && largerLimit && c.req.path.startsWith(larger.pathPrefix)) return await largerLimit(c, next);
      return await limit(c, next);
    } catch (error) {
      if (isClientAbort(c, error)) return incompleteRequest(c);
      throw error;
    }
  };
}
