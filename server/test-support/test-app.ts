import { createApp } from '../app';
import type { ContentSource } from '../content-source/content-source';
import { createEmbeddedSource } from '../content-source/embedded-source';
import type { Database } from '../db/database';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { openTestDatabase } from './test-database';

export const TEST_TOKEN = 'test-site-token';

/** The real app on an in-memory PGlite with the demo content; pages are not rendered here. */
export async function createTestApp(options: { source?: (db: Database) => ContentSource; env?: Record<string, string> } = {}) {
  const db = await openTestDatabase({ seeded: true });
  const env = parseEnv({ NODE_ENV: 'test', SITE_API_TOKEN: TEST_TOKEN, LOG_LEVEL: 'silent', ...options.env });
  const app = createApp({
    env,
    db,
    source: options.source ? options.source(db) : createEmbeddedSource(db),
    logger: createLogger('silent'),
    renderer: () => Promise.reject(new Error('no page rendering in API tests')),
    template: async () => '',
  });
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.request(`/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: TEST_TOKEN, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { app, db, post, close: () => db.close() };
}
