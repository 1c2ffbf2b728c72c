import { Writable } from 'node:stream';
import pino from 'pino';
import { z } from 'zod';
import { createApp } from '../app';
import { createEmbeddedSource } from '../content-source/embedded-source';
import { parseRows } from '../db/rows';
import { parseEnv } from '../env';
import type { RendererModule } from '../ssr/page-handler';
import { openTestDatabase } from '../test-support/test-database';

export const TOKEN = 'lead-test-token';

/** A real pino logger whose lines are kept in memory, so a test can read what was logged. */
export function memoryLogger() {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info', base: undefined },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
  return { logger, lines };
}
/** The production shell's shape: its start script must get each response's CSP nonce. */
const TEMPLATE =
  '<!doctype html><html><head><!--app-head--><script type="module" src="/assets/entry-client.js"></script></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

/**
 * The real app on an in-memory PGlite with the demo content, for the lead pipeline's tests: its
 * log lines are kept (to check that no e-mail or phone reaches them), pages render through the
 * real server renderer, and each test can speak from its own client address (TRUST_PROXY).
 */
export async function createLeadTestApp(env: Record<string, string> = {}) {
  const db = await openTestDatabase({ seeded: true });
  const { logger, lines: logs } = memoryLogger();
  const app = createApp({
    env: parseEnv({ NODE_ENV: 'test', SITE_API_TOKEN: TOKEN, LOG_LEVEL: 'silent', TRUST_PROXY: 'true', ...env }),
    db,
    source: createEmbeddedSource(db),
    logger,
    renderer: async (): Promise<RendererModule> => import('../../src/entry-server'),
    template: async () => TEMPLATE,
  });

  /** JSON to /api/<call> from the given client address. */
  const post = (call: string, body: unknown, from = '203.0.113.1', headers: Record<string, string> = {}) =>
    app.request(`/api/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: TOKEN, 'x-forwarded-for': from, ...headers },
      body: JSON.stringify(body),
    });

  /** A plain HTML form post (no JavaScript) to a page. */
  const postForm = (path: string, fields: Record<string, string>, from = '203.0.113.1') =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
      body: new URLSearchParams(fields).toString(),
    });

  const leadRow = z.object({
    id: z.union([z.string(), z.number()]).transform(String),
    kind: z.string(),
    submission_id: z.string(),
    lead_page: z.string().nullable(),
    payload: z.record(z.string(), z.unknown()),
  });
  const rows = async () =>
    parseRows(leadRow, await db.query('SELECT id, kind, submission_id, lead_page, payload FROM leads ORDER BY id'));

  return { app, db, logs, post, postForm, rows, close: () => db.close() };
}

export type LeadTestApp = Awaited<ReturnType<typeof createLeadTestApp>>;

let address = 0;
/** A fresh client address per test, so the per-address rate limit of one test never hits another. */
export const nextAddress = () => `198.51.100.${(address = (address % 250) + 1)}`;
