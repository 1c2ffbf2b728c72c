import type { MiddlewareHandler } from 'hono';
import { refusal } from './refusal';

export const NOT_JSON_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/** application/json, with parameters (charset) or a +json suffix. */
export function isJsonContentType(header: string | undefined): boolean {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType);
}

/**
 * /api speaks JSON only: any other body type is 415. Besides clarity this shuts the door on
 * cross-site "simple" requests (text/plain, form encodings), which browsers send without asking.
 * A POST with no body at all needs no type.
 */
export const jsonOnly: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'POST') return next();
  const contentType = c.req.header('content-type');
  const hasBody = c.req.raw.body !== null && c.req.header('content-length') !== '0';
  if ((contentType !== undefined || hasBody) && !isJsonContentType(contentType)) {
    return refusal(c, 415, NOT_JSON_MESSAGE);
  }
  await next();
};
