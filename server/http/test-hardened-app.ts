import { Hono } from 'hono';
import type { Database } from '../db/database';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { registerHardening } from './hardening';

/**
 * Tests only: the hardening layer in front of a few plain routes, with a database stand-in whose
 * health the test controls and a logger whose lines (after scrubbing) the test reads.
 */
export function createHardenedTestApp(envOverrides: Record<string, string> = {}) {
  const lines: string[] = [];
  const database = { up: true };
  const db: Database = {
    kind: 'pglite',
    query: async () => {
      if (!database.up) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      return { rows: [{ '?column?': 1 }] };
    },
    exec: async () => undefined,
    transaction: () => Promise.reject(new Error('no transactions here')),
    close: async () => undefined,
  };
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info', ...envOverrides });
  const logger = createLogger('info', (line) => lines.push(line.trimEnd()));
  const app = new Hono();
  app.onError((error, c) => c.json({ status: 500, message: `handled: ${error.message}` }, 500));
  registerHardening(app, { env, db, logger });
  app.post('/api/echo', async (c) => c.json({ status: 200, received: await c.req.text() }));
  app.post('/api/enquiries/register', () => {
    throw new Error('relation "leads" does not exist');
  });
  app.get('/page/', (c) => c.html('<!doctype html><p>page</p>'));
  app.post('/page/', async (c) => c.html(`<p>${(await c.req.text()).length} bytes</p>`));
  app.get('/redirect', () => Response.redirect('http://localhost/page/', 302));
  return { app, lines, database };
}
