import type { Hono } from 'hono';
import type { ContentReader } from '../../src/engine/block';
import type { Database } from '../db/database';
import type { Env } from '../env';
import type { LimitsStore } from '../limits/limits-store';
import type { Logger } from '../logger';
import type { RendererModule } from '../ssr/page-handler';
import type { FullConfigCheck } from './check-proposal';
import { defaultStudioAssetsDir } from './editor-shell';
import { createStudioRoutes } from './studio-routes';
import { parseStudioUsers } from './studio-users';
import { createScreenshotStore, createScreenshotter } from './request-screenshots';
import { recordServedVersions, type ServedVersions } from './request-states';

export interface StudioRegistration {
  env: Env;
  db: Database;
  /** The app's shared rate limits (server/limits): the login limit counts across instances. */
  limits: LimitsStore;
  logger: Logger;
  read: ContentReader;
  renderer: () => Promise<RendererModule>;
  template: (url: string) => Promise<string>;
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
  const users = parseStudioUsers(process.env.STUDIO_USERS);
  if (!users) return false;
  const dev = deps.env.NODE_ENV === 'development';
  app.route(
    '/',
    createStudioRoutes({
      users,
      db: deps.db,
      limits: deps.limits,
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
  deps.logger.info({ users: users.length }, 'studio is on at /studio/');
  return true;
}
