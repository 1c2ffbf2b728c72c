import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { incompleteRequest, isClientAbort } from './client-abort';
import { refusal } from './refusal';

export const MAX_BODY_BYTES = 16 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large (at most 16 KB).';

/**
 * At most 16 KB of body on every path (API calls and plain form posts alike). Hono's limiter
 * trusts Content-Length only when there is no Transfer-Encoding and otherwise counts the bytes
 * as they stream in, so a chunked body is cut off at the limit too.
 */
export function requestBodyLimit(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => refusal(c, 413, BODY_TOO_LARGE_MESSAGE) });
  // Without Content-Length the limiter reads the body itself: a client hanging up meanwhile is no 500.
  return async (c, next) => {
    try {
      return await limit(c, next);
    } catch (error) {
      if (isClientAbort(c, error)) return incompleteRequest(c);
      throw error;
    }
  };
}
