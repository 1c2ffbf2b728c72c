import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import { rawPathOf } from './malformed-path';
import { rememberFact } from './request-context';

/** A load balancer asks every few seconds: those lines only at debug level. */
const HEALTH_CHECKS = new Set(['/healthz', '/readyz']);

/** An id a load balancer or client may pass in; anything else is replaced by our own. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * One structured line per request: id, method, path (never the query: it may hold what a
 * visitor typed), status and duration. The id is echoed in X-Request-Id so a visitor's report
 * or a load balancer's log can be matched with ours.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
    rememberFact(c, 'requestId', requestId);
    await next();
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
