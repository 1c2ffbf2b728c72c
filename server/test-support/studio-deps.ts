import type { Database } from '../db/database';
import { createLogger } from '../logger';
import { hashPassword } from '../studio/password-hash';
import type { StudioDeps } from '../studio/studio-routes';

/**
 * The studio routes' dependencies for a route test: `people` as users (name, role, password), the
 * repository's page-configs/, no content, no assets, no page rendering (unless `overrides` say).
 */
export async function testStudioDeps(
  db: Database,
  people: readonly { name: string; role: 'editor' | 'developer'; password: string }[],
  overrides: Partial<StudioDeps> = {},
): Promise<StudioDeps> {
  return {
    users: await Promise.all(people.map(async ({ name, role, password }) => ({ name, role, hash: await hashPassword(password) }))),
    db,
    logger: createLogger('silent'),
    read: async () => null,
    configDir: 'page-configs',
    assetsDir: '/nonexistent',
    template: async () => '',
    renderer: () => Promise.reject(new Error('not used here')),
    canApplyFromStudio: false,
    trustProxy: true,
    apiToken: 'token',
    ...overrides,
  };
}
