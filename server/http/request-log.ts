import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { requestId as honoRequestId } from 'hono/request-id';
import type { Logger } from '../logger';
import { rawPathOf } from './malformed-path';
import { requestIdOf } from './request-context';

/** A load balancer asks every few seconds: those lines only at debug level. */
const HEALTH_CHECKS = new Set(['/healthz', '/readyz']);

/** An id a load balancer or client may pass in; anything else is replaced by our own. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * hono/request-id, with our rule for a passed-in id: hono's own takes only [A-Za-z0-9_=-] and
 * would replace a load balancer's `lb-7f3a.42`; it asks the generator whenever it does not take
 * the header, so the generator keeps an id of ours that hono's rule rejects.
 */
export const requestId = () =>
  honoRequestId({
    limitLength: 100,
    generator: (c: Context) => {
      const incoming = c.req.header('x-request-id');
      return incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
    },
  });

/**
 * One structured line per request (after requestId()): id, method, path (never the query: it may hold what a
 * visitor typed), status and duration. The id is echoed in X-Request-Id so a visitor's report
 * or a load balancer's log can be matched with ours.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const requestId = requestIdOf(c) ?? 'none';
    // Again on the answer: a route's own Response does not carry what hono/request-id set before it.
    c.header('X-Request-Id', requestId);
    const status = c.res.status;
    const line = {
      reqId: requestId,
      method: c.req.method,
      // As it arrived (still percent-encoded, so a %0a cannot start a line of its own), cut short;
      // an e-mail address or phone number in it is masked by the logger's scrubber.
      path: rawPathOf(c.req.url).slice(0, 300),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, 'request');
    else if (HEALTH_CHECKS.has(line.path)) logger.debug(line, 'request');
    else if (c.req.raw.signal.aborted) logger.info({ ...line, aborted: true }, 'request: the client hung up');
    else logger.info(line, 'request');
  };
}
