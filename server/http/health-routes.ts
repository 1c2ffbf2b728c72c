import { Hono } from 'hono';
import type { Queryable } from '../db/database';
import { isDraining } from './lifecycle';

export const READY_TIMEOUT_MS = 2_000;

/** Resolves false when the database does not answer `SELECT 1` within the time (a hung pool). */
async function databaseAnswers(db: Queryable, timeoutMs: number): Promise<{ ok: boolean; reason?: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ ok: boolean; reason: string }>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: 'timeout' }), timeoutMs);
  });
  const query = db.query('SELECT 1').then(
    () => ({ ok: true }),
    (error: unknown) => ({ ok: false, reason: error instanceof Error ? error.message : String(error) }),
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For a load balancer: /healthz says the process is alive (restart it when not); /readyz says it
 * can serve, i.e. the database answers and the process is not draining (send no visitors when not).
 */
export function createHealthRoutes(options: {
  db: Queryable;
  onNotReady?: (reason: string) => void;
  /** Remote mode: the forwarding backlog (pending count, oldest pending age, refused, degraded). */
  forwarding?: () => Promise<{ pending: number; oldestPendingSeconds: number; refused: number; degraded: boolean }>;
}) {
  const routes = new Hono();
  routes.get('/healthz', (c) => c.json({ status: 'ok' }));
  routes.get('/readyz', async (c) => {
    if (isDraining()) return c.json({ status: 503, message: 'Shutting down.' }, 503);
    const database = await databaseAnswers(options.db, READY_TIMEOUT_MS);
    if (!database.ok) {
      options.onNotReady?.(database.reason ?? 'unknown');
      return c.json({ status: 503, message: 'The database is not reachable.' }, 503);
    }
    // A back end that is down delays leads but does not make this instance unable to serve: the
    // HTTP status stays 200 (the balancer keeps sending visitors), the body says "degraded" for
    // alerting when a lead was refused or the oldest pending one is too old.
    const forwarding = options.forwarding && (await options.forwarding().catch(() => undefined));
    return c.json({ status: forwarding?.degraded ? 'degraded' : 'ok', database: 'ok', ...(forwarding ? { forwarding } : {}) });
  });
  return routes;
}
