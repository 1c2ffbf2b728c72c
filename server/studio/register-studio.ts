import type { Hono } from 'hono';
import type { ContentReader } from '../../src/engine/block';
import type { Database, Queryable } from '../db/database';
import type { Env } from '../env';
import { createLimitsStore, type LimitsStore } from '../limits/limits-store';
import type { Logger } from '../logger';
import type { RendererModule } from '../ssr/page-handler';
import type { FullConfigCheck } from './check-proposal';
import { defaultStudioAssetsDir } from './editor-shell';
import { createStudioRoutes } from './studio-routes';
import { createStudioUserDirectory } from './studio-users';
import { createScreenshotStore, createScreenshotter } from './request-screenshots';
import { recordServedVersions, type ServedVersions } from './request-states';

export interface StudioRegistration {
  env: Env;
  db: Database;
  /** The app's shared rate limits (server/limits); on PostgreSQL the login counts in the same table through its own connections. */
  limits: LimitsStore;
  logger: Logger;
  read: ContentReader;
  renderer: () => Promise<RendererModule>;
  template: (url: string) => Promise<string>;
}

/** Connections of the studio door's own pool: two login checks at once per instance (studio-auth.ts), and one for the sessions. */
const LOGIN_POOL_MAX = 3;

/**
 * The login's limits and known browsers on connections of their own (PostgreSQL): a guessing
 * flood queues there, never in front of the pages, the forms or the lead workers. On PGlite (one
 * process) the app's own limits store and database.
 */
export function studioLoginConnections(db: Database, appLimits: LimitsStore): { limits: LimitsStore; loginDb: Queryable } {
  const pool = db.separatePool?.(LOGIN_POOL_MAX);
  return pool ? { limits: createLimitsStore({ pgPool: pool }), loginDb: pool } : { limits: appLimits, loginDb: db };
}

/** The renderer module (src/entry-server.tsx) exports the full config check for the studio. */
async function studioRenderer(load: () => Promise<RendererModule>) {
  const module: RendererModule & { checkAllSiteConfigs?: unknown; servedConfigVersions?: unknown } = await load();
  const check = module.checkAllSiteConfigs;
  if (typeof check !== 'function') throw new Error('src/entry-server.tsx does not export checkAllSiteConfigs');
  const checkAllSiteConfigs: FullConfigCheck = (options) => Promise.resolve(check(options));
  const versions = module.servedConfigVersions;
  if (typeof versions !== 'function') throw new Error('src/entry-server.tsx does not export servedConfigVersions');
  const servedConfigVersions = (): ServedVersions => {
    const served: unknown = versions();
    if (!(served instanceof Map)) throw new Error('servedConfigVersions() is not a Map');
    return new Map([...served].flatMap(([path, version]) => (typeof path === 'string' && typeof version === 'string' ? [[path, version] as const] : [])));
  };
  return { renderPage: module.renderPage, checkAllSiteConfigs, servedConfigVersions };
}

/**
 * Mounts /studio/ (docs/studio.md) when STUDIO_USERS is set; without it the studio does not exist
 * and /studio/ is an ordinary 404. A bad STUDIO_USERS stops the server at start-up.
 */
export function registerStudio(app: Hono, deps: StudioRegistration): boolean {
  const users = createStudioUserDirectory(process.env.STUDIO_USERS, { onError: (message) => deps.logger.error(message) });
  if (!users) return false;
  const dev = deps.env.NODE_ENV === 'development';

  app.route(
    '/',
    createStudioRoutes({
      users,
      db: deps.db,
      ...studioLoginConnections(deps.db, deps.limits),
      logger: deps.logger,
      read: deps.read,
      configDir: process.env.STUDIO_CONFIG_DIR ?? 'page-configs',
      assetsDir: defaultStudioAssetsDir(),
      devTemplate: dev ? () => deps.template('/studio/') : undefined,
      template: deps.template,
      renderer: () => studioRenderer(deps.renderer),
      fetchSite: (request) => app.fetch(request),
      canApplyFromStudio: dev,
      trustProxy: deps.env.TRUST_PROXY.enabled,
      apiToken: deps.env.SITE_API_TOKEN,
      // Before/after pictures in Chromium, unless switched off: a machine without a browser (or
      // without playwright-core, a dev dependency) logs a warning and stores requests without them.
      screenshots:
        process.env.STUDIO_SCREENSHOTS !== 'off'
          ? createScreenshotter({ store: createScreenshotStore(deps.db), logger: deps.logger, fetchSite: (request) => app.fetch(request) })
          : undefined,
    }),
  );
  // The versions this instance serves, from its start: "Applied, live since <time>" (docs/studio.md).
  studioRenderer(deps.renderer)
    .then((renderer) => recordServedVersions(deps.db, renderer.servedConfigVersions()))
    .catch((error: unknown) => deps.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'studio: the served page versions were not recorded'));
  deps.logger.info({ users: users.count() }, 'studio is on at /studio/');
  return true;
}
