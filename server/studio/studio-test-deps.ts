import { createLogger } from '../logger';
import type { StudioDeps } from './studio-routes';

/**
 * The studio's routes as the route tests need them: their users and database, a silent logger
 * unless given one, the repository's page configs, no built editor, no renderer, no site to fetch pictures from, no screenshots.
 */
export function studioTestDeps(deps: Pick<StudioDeps, 'users' | 'db'> & Partial<StudioDeps>): StudioDeps {
  return {
    logger: createLogger('silent'),
    read: async () => null,
    configDir: 'page-configs',
    assetsDir: '/nonexistent',
    template: async () => '',
    renderer: () => Promise.reject(new Error('not used here')),
    fetchSite: () => new Response('not used here', { status: 404 }),
    canApplyFromStudio: false,
    trustProxy: true,
    apiToken: 'token',
    ...deps,
  };
}
