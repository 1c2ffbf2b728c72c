import type { Hono } from 'hono';
import type { Database } from '../db/database';
import { siteUrlOf, type Env } from '../env';
import { forwardBacklog, forwardingEnabled } from '../leads/lead-forwarder';
import { createLimitsStore, type LimitsStore } from '../limits/limits-store';
import type { Logger } from '../logger';
import { apiCors } from '../security/api-cors';
import { crossSiteGuard } from '../security/cross-site-guard';
import { securityHeaders } from '../security/security-headers';
import { MAX_BODY_BYTES, requestBodyLimit, STUDIO_API_MAX_BODY_BYTES, STUDIO_BODY_TOO_LARGE_MESSAGE } from './body-limit';
import { clientAddressMiddleware } from './client-address';
import { formOutage } from './form-outage';
import { createHealthRoutes } from './health-routes';
import { jsonOnly } from './json-only';
import { malformedPath } from './malformed-path';
import { drainingConnectionClose } from './lifecycle';
import { noStore } from './no-store';
import { postsPerClient } from './posts-per-client';
import { postRateLimit } from './rate-limit';
import { requestId, requestLog } from './request-log';

/**
 * Everything between the internet and the site's routes, registered before them, outermost
 * first (Hono's own middleware where it has one): the request id and log (sees every final status), the security headers (on every answer,
 * refusals included), CORS for the origins in CORS_ORIGINS, then the refusals in the order that is cheapest to check: a malformed path 400,
 * more than its share of POSTs in progress from one client 429 (posts-per-client.ts), cross-site 403,
 * body over 16 KB 413, non-JSON API body 415, too many POSTs 429. Then the health checks.
 */
export function registerHardening(app: Hono, deps: { env: Env; db: Database; logger: Logger; limits?: LimitsStore }) {
  const { env, logger } = deps;
  const limits = deps.limits ?? createLimitsStore(deps.db);
  app.use('*', requestId());
  app.use('*', requestLog(logger));
  app.use('*', securityHeaders({ dev: env.NODE_ENV === 'development', trustProxy: env.TRUST_PROXY.enabled }));
  app.use('*', drainingConnectionClose);
  app.use('*', clientAddressMiddleware(env.TRUST_PROXY));
  app.use('*', malformedPath);
  app.use('*', postsPerClient());
  app.use('/api/*', noStore);
  const cors = apiCors(env.CORS_ORIGINS);
  if (cors) app.use('/api/*', cors);
  app.use('*', crossSiteGuard({ siteUrl: siteUrlOf(env), trustProxy: env.TRUST_PROXY.enabled, allowedOrigins: env.CORS_ORIGINS }));
  // The studio's API (on when STUDIO_USERS is set; its routes answer 401 before reading a body
  // without a session) takes drafts with their undo history: a landing page's history passes
  // 16 KB after a few edits, and a draft that cannot be saved is an edit lost.
  app.use('*', requestBodyLimit(MAX_BODY_BYTES, process.env.STUDIO_USERS?.trim() ? { pathPrefix: '/studio/api/', maxBytes: STUDIO_API_MAX_BODY_BYTES, message: STUDIO_BODY_TOO_LARGE_MESSAGE } : undefined));
  app.use('/api/*', jsonOnly);
  app.use('*', postRateLimit({ max: env.RATE_LIMIT_MAX, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS, limits, logger }));
  app.use('/api/enquiries/*', formOutage);
  app.route(
    '/',
    createHealthRoutes({
      db: deps.db,
      onNotReady: (reason) => logger.warn({ reason }, 'not ready: database'),
      forwarding: forwardingEnabled(env) ? () => forwardBacklog(deps.db, env.LEAD_FORWARD_ALERT_SECONDS * 1000) : undefined,
    }),
  );
}
