import { Hono } from 'hono';
import { createApiRoutes } from './api/content-routes';
import type { ContentSource } from './content-source/content-source';
import { createServerReader } from './content-source/server-reader';
import type { Database } from './db/database';
import type { Env } from './env';
import { siteUrlOf } from './env';
import { registerHardening } from './http/hardening';
import { createFormHandler } from './leads/form-handler';
import { createFormRateLimiter } from './leads/form-rate-limit';
import { createLeadPipeline } from './leads/lead-pipeline';
import { createChoiceLookup } from './leads/choice-names';
import { forwardingEnabled } from './leads/lead-forwarder';
import { leadMailEnabled } from './leads/outbox-worker';
import { createPageFormPost } from './leads/page-form-post';
import { createLimitsStore } from './limits/limits-store';
import { createNewsletterHandler } from './newsletter/subscribe';
import type { Logger } from './logger';
import { compression } from './perf/compression';
import { createRenderCache } from './perf/render-cache';
import { createImagePipeline } from './images/image-pipeline';
import { createExperimentServices } from './experiments/experiment-services';
import { createSeoRoutes } from './seo/seo-routes';
import { registerStudio } from './studio/register-studio';
import { handlePage, type RendererModule } from './ssr/page-handler';
import { createRouteDiscovery } from './ssr/route-discovery';

export interface AppDeps {
  env: Env;
  db: Database;
  source: ContentSource;
  logger: Logger;
  renderer: () => Promise<RendererModule>;
  template: (url: string) => Promise<string>;
  /** Registers static file serving (production) before the page routes. */
  staticFiles?: (app: Hono) => void;
  /** The site's own files, the image pipeline's local sources (default: public/). */
  publicDir?: string;
  /** Aborted when the server starts shutting down (the image endpoint stops taking new work). */
  shutdown?: AbortSignal;
}

/** The one server: the API, the static files and every page, rendered on the server. */
export function createApp(deps: AppDeps) {
  const { env, logger } = deps;
  const app = new Hono();
  app.use('*', compression());
  // Every rate limit in one store the instances share (PostgreSQL), or in memory on PGlite (server/limits).
  const limits = createLimitsStore(deps.db);
  registerHardening(app, { ...deps, limits }); // request log, security headers, refusals, /healthz and /readyz
  const read = createServerReader(deps.source, logger);

  app.onError((error, c) => {
    logger.error({ err: error.message, path: c.req.path }, 'unhandled error');
    const isApi = c.req.path.startsWith('/api/');
    return isApi
      ? c.json({ status: 500, message: 'Something went wrong on our side. Please try again.' }, 500)
      : c.html('<!doctype html><title>Error</title><h1>Something went wrong</h1><p>Please try again in a moment.</p>', 500, { 'cache-control': 'no-store' });
  });

  // A page's route for client-side navigations (React Router's lazy route discovery).
  app.route('/', createRouteDiscovery({ renderer: deps.renderer }));
  app.route('/', createSeoRoutes({ siteUrl: siteUrlOf(env), read, entries: async (r) => (await deps.renderer()).sitemapEntries(r) }));

  // The lead pipeline (server/leads, docs/leads.md): one rate limiter for the API and plain form posts.
  const pipeline = createLeadPipeline(deps.db, logger, {
    mailEnabled: leadMailEnabled(env),
    forwardEnabled: forwardingEnabled(env),
    choices: createChoiceLookup(deps.source, logger),
  });
  const formLimiter = createFormRateLimiter({ limits, logger });
  // Experiments (server/experiments, docs/experiments.md): counted in the leads' database; each
  // lead keeps its page, proven variant and first-touch campaign; refused sends feed the guardrails.
  const experiments = createExperimentServices({ env, db: deps.db, limits, logger, renderer: deps.renderer });
  const { attribute, formHealth } = experiments;
  const handleForm = createFormHandler({ pipeline, limiter: formLimiter, logger, attribute, formHealth });
  const handleNewsletter = createNewsletterHandler(deps.db, logger, { limits });
  app.route('/api', createApiRoutes({ source: deps.source, token: env.SITE_API_TOKEN, logger, handleForm, handleNewsletter }));
  // The marketers' studio (server/studio, docs/studio.md): only when STUDIO_USERS is set.
  registerStudio(app, { env, db: deps.db, limits, logger, read, renderer: deps.renderer, template: deps.template });

  // Resized photos (server/images, docs/decisions/007): before the static files and the pages.
  app.route('/', createImagePipeline(env, logger, deps.publicDir, deps.shutdown));
  deps.staticFiles?.(app);

  // Forms without JavaScript post to their own page; the answer is that page with the outcome.
  app.post(
    '*',
    createPageFormPost({
      pipeline,
      limiter: formLimiter,
      logger,
      attribute,
      formHealth,
      renderer: deps.renderer,
      template: deps.template,
      read,
      apiToken: env.SITE_API_TOKEN,
      siteUrl: siteUrlOf(env),
      dev: env.NODE_ENV === 'development',
    }),
  );

  const renderCache = env.RENDER_CACHE === 'on' && env.NODE_ENV !== 'development' ? createRenderCache() : undefined;
  app.get('*', (c) =>
    handlePage(c, {
      cache: renderCache && { store: renderCache, version: () => deps.source.version() },
      renderer: deps.renderer,
      template: deps.template,
      read,
      apiToken: env.SITE_API_TOKEN,
      apiOrigin: env.PUBLIC_API_ORIGIN,
      siteUrl: siteUrlOf(env),
      dev: env.NODE_ENV === 'development',
      experiments: experiments.page,
    }),
  );
  return app;
}
