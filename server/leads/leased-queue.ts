import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';
import { leadRowSchema } from './lead-mail';

/**
 * What the leased queues share (lead_outbox: the leads' e-mails; lead_forward: the back end in
 * remote mode; studio_mail_outbox: the studio's outcome e-mails; experiment_alert_outbox: a
 * guardrail's switch, to the studio's developers): due rows are claimed with a
 * lease, so several instances on one PostgreSQL never work on the same row at once, a failed
 * attempt is retried with backoff, and a worker polls for due rows until it is stopped.
 *
 * Each table's name is put into SQL text (a table cannot be a parameter), so the names and their
 * SQL live only here, keyed by a fixed union: no caller can pass a name of its own.
 */
const LEAD_READ = `SELECT c.id AS queue_id, c.attempts, l.id, l.kind, l.lead_page, l.payload, l.created_at, l.submission_id
     FROM claimed c JOIN leads l ON l.id = c.lead_id ORDER BY c.id`;

const QUEUES = {
  lead_outbox: { pending: 'sent_at IS NULL', done: 'sent_at', read: LEAD_READ },
  lead_forward: { pending: 'delivered_at IS NULL AND refused_at IS NULL', done: 'delivered_at', read: LEAD_READ },
  studio_mail_outbox: {
    pending: 'sent_at IS NULL',
    done: 'sent_at',
    read: 'SELECT c.id AS queue_id, c.attempts, c.request_id, c.to_address, c.subject, c.body FROM claimed c ORDER BY c.id',
  },
  experiment_alert_outbox: {
    pending: 'sent_at IS NULL',
    done: 'sent_at',
    read: 'SELECT c.id AS queue_id, c.attempts, c.experiment_id, c.variant, c.to_address, c.subject, c.body FROM claimed c ORDER BY c.id',
  },
} as const satisfies Record<string, { pending: string; done: string; read: string }>;

export type QueueTable = keyof typeof QUEUES;
export type LeadQueue = Extract<QueueTable, 'lead_outbox' | 'lead_forward'>;

/** What every claimed row carries, whatever its queue: its own id and the attempts made so far. */
export const queueIdSchema = z.union([z.string(), z.number()]).transform(String);
type QueuedRow = { queue_id: string; attempts: number };

export const claimedRow = leadRowSchema.extend({
  queue_id: queueIdSchema,
  attempts: z.number().int(),
  submission_id: z.string(),
});

export type ClaimedRow = z.infer<typeof claimedRow>;

/** Backoff of the n-th failed attempt (n ≥ 1): base, 2×base, 4×base … capped. */
export function retryDelayMs(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Claims up to `limit` due rows of `queue` and reads them (the queue's own read: a lead queue's
 * rows with their leads) in one statement: FOR UPDATE SKIP LOCKED picks rows no other instance is
 * claiming, and moving next_attempt_at a lease ahead keeps them for this worker. A worker that
 * dies mid-attempt leaves the row due again when the lease ends (at least once). `schema` parses
 * the queue's read.
 */
export async function claimDue<T extends z.ZodType<QueuedRow>>(db: Queryable, queue: QueueTable, schema: T, leaseMs: number, limit = 10): Promise<z.infer<T>[]> {
  const { pending, read } = QUEUES[queue];
  const result = await db.query(
    `WITH due AS (
       SELECT id FROM ${queue} WHERE ${pending} AND next_attempt_at <= now()
       ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED),
     claimed AS (
       UPDATE ${queue} q SET next_attempt_at = now() + $1::int * interval '1 millisecond'
       FROM due WHERE q.id = due.id RETURNING q.*)
     ${read}`,
    [leaseMs, limit],
  );
  return parseRows(schema, result);
}

/** Due leads of a lead queue, each with its lead. */
export const claimDueLeads = (db: Queryable, queue: LeadQueue, leaseMs: number, limit = 10): Promise<ClaimedRow[]> =>
  claimDue(db, queue, claimedRow, leaseMs, limit);

/** A failed attempt: counted, its reason kept, the row due again after the backoff. */
export async function scheduleRetry(db: Queryable, queue: QueueTable, row: QueuedRow, reason: string, delayMs: number) {
  await db.query(
    `UPDATE ${queue} SET attempts = $2, last_error = $3, next_attempt_at = now() + $4::int * interval '1 millisecond' WHERE id = $1`,
    [row.queue_id, row.attempts + 1, reason.slice(0, 500), delayMs],
  );
}

/** A successful attempt: counted, done (sent or delivered), its last error cleared. */
export async function markDone(db: Queryable, queue: QueueTable, row: QueuedRow) {
  await db.query(`UPDATE ${queue} SET attempts = attempts + 1, ${QUEUES[queue].done} = now(), last_error = NULL WHERE id = $1`, [row.queue_id]);
}

/**
 * Runs `pass` now and then every `pollMs` (at once again when it says more is due) until stopped.
 * A pass never throws: it logs its own failures.
 */
export function startPolling(pass: () => Promise<{ more: boolean } | void>, pollMs: number) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const run = (): Promise<unknown> => pass().then((outcome) => (outcome?.more && !stopped ? run() : undefined));
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(schedule);
    }, pollMs);
  };
  running = run().finally(schedule);

  return {
    isStopped: () => stopped,
    /** Runs one pass now (tests; and to deliver without waiting for the next poll). */
    async nudge() {
      await running;
      if (!stopped) await run();
    },
    /** Stops polling and waits for a pass in flight (before the database is closed). */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
