import type { MiddlewareHandler } from 'hono';
import { jsonAnswer } from '../api/api-error';

export const FORM_OUTAGE_MESSAGE = 'We could not save your request right now. Please try again in a few minutes.';

/**
 * When storing an enquiry or a lead fails (the database is down or restarting), the visitor gets
 * a clear 503 that the form shows while keeping its input, instead of a generic 500. A retry with
 * the same submission id is safe: the lead pipeline stores it at most once.
 */
export const formOutage: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method === 'POST' && c.error !== undefined && c.res.status >= 500) {
    c.res = undefined;
    c.res = jsonAnswer({ status: 503, message: FORM_OUTAGE_MESSAGE }, 503, { 'retry-after': '30' });
  }
};
