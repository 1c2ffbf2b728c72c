import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app';
import type { ContentSource } from './content-source/content-source';
import { createEmbeddedSource } from './content-source/embedded-source';
import { createRemoteSource } from './content-source/remote-source';
import { openDatabase, type Database } from './db/database';
import { prepareDatabase } from './db/prepare-database';
import { parseEnv, siteUrlOf, type Env } from './env';
import { drainServer, requestListenerOptions, serverTimeouts } from './http/graceful-close';
import { startExperimentAlertMail } from './experiments/alert-mail';
import { createGuardrails } from './experiments/guardrail';
import { startForwarding } from './leads/lead-forwarder';
import { startLeadMail } from './leads/outbox-worker';
import { startStudioMail } from './studio/studio-mail';
import { createLogger, routeConsoleToLogger, type Logger } from './logger';
import type { RendererModule } from './ssr/page-handler';

export interface StartOptions {
  env?: Env;
  renderer: () => Promise<RendererModule & { checkSiteConfigs(): Promise<{ length: number }> }>;
  template: (url: string) => Promise<string>;
  staticFiles?: (app: Hono) => void;
  /** The site's own files, the image pipeline's local sources (default: public/). */
  publicDir?: string;
  /** Development: Vite's middlewares run first (client modules, HMR, public files). */
  middleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** Development: start even with invalid configs; the dev middleware shows their problems in the page. */
  dev?: boolean;
}

export interface RunningServer {
  port: number;
  url: string;
  db: Database;
  logger: Logger;
  close(): Promise<void>;
}

export function createContentSource(env: Env, db: Database, logger?: Logger): ContentSource {
  return env.CONTENT_API_URL
    ? createRemoteSource({ baseUrl: env.CONTENT_API_URL, token: env.CONTENT_API_TOKEN, logger })
    : createEmbeddedSource(db);
}

/** Opens the database, migrates, seeds an empty store, checks the configs and listens. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const env = options.env ?? parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  // Production: console.warn('[tag] …') from shared code becomes a JSON line too (development keeps Vite's own output).
  if (!options.dev) routeConsoleToLogger(logger);

  if (!options.dev) {
    const renderer = await options.renderer();
    const problems = await renderer.checkSiteConfigs();
    if (problems.length > 0) throw new Error(`page configs are invalid (${problems.length} problems): run npm run check:configs`);
  }

  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DATABASE_POOL_MAX,
    warn: (details, message) => logger.warn(details, message),
  });
  // Several instances may start at once on an empty database: one migrates and seeds, under a lock.
  const { migrations: ran, seeded } = await prepareDatabase(db);
  if (ran.length) logger.info({ migrations: ran }, 'migrations applied');
  if (seeded) logger.info({ documents: seeded }, 'empty content store seeded with demo content');

  const source = createContentSource(env, db, logger);
  const leadMail = startLeadMail(env, db, logger); // lead e-mails through the outbox (server/leads), when SMTP_URL is set
  const studioMail = startStudioMail(env, db, logger); // the studio's outcome e-mails to request authors (server/studio)
  const experimentAlerts = startExperimentAlertMail(env, db, logger); // a guardrail's switch, to the studio's developers (server/experiments)
  // The back end refusing a lead of a counted visitor is a failure of that variant's form (the guardrails).
  const undeliveredLeads = createGuardrails({ db, logger, siteUrl: siteUrlOf(env) });
  const forwarding = startForwarding(env, db, logger, { onRefused: (leadId) => void undeliveredLeads.afterUndelivered(leadId) }); // remote mode: every lead to the back end (server/leads)
  // Listen first: with PORT=0 the real port is known only then, and canonical links need it.
  const handler: { listener?: (req: IncomingMessage, res: ServerResponse) => unknown } = {};
  const server = createServer(serverTimeouts(env.REQUEST_TIMEOUT_MS, env.KEEP_ALIVE_TIMEOUT_MS), (req, res) => {
    const handle = () => void handler.listener?.(req, res);
    if (options.middleware) options.middleware(req, res, handle);
    else handle();
  });
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  const appEnv = { ...env, SITE_URL: env.SITE_URL ?? url };
  const shutdown = new AbortController();
  const app = createApp({ env: appEnv, db, source, logger, renderer: options.renderer, template: options.template, staticFiles: options.staticFiles, publicDir: options.publicDir, shutdown: shutdown.signal });
  handler.listener = getRequestListener(app.fetch, requestListenerOptions);
  logger.info({ url, content: source.kind, database: db.kind }, 'site is up');

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      shutdown.abort();
      const drained = await drainServer(server);
      if (drained.forced) logger.warn('in-flight requests cut off at the drain deadline');
      await leadMail?.stop();
      await studioMail?.stop();
      await experimentAlerts?.stop();
      await forwarding?.stop();
      await db.close();
      logger.info('database closed');
    })();
    return closing;
  };
  return { port, url, db, logger, close };
}

/** SIGTERM and SIGINT drain in-flight requests (at most 10 s) and close the database. */
export function closeOnSignals(running: RunningServer) {
  const stop = (signal: string) => {
    running.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        running.logger.error({ err: String(error) }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
