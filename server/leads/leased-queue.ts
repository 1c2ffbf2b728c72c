import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';
import { leadRowSchema } from './lead-mail';

/**
 * What the two lead queues share (lead_outbox: e-mails; lead_forward: the back end in remote
 * mode): due rows are claimed with a lease, so several instances on one PostgreSQL never work on
 * the same row at once, and a worker polls for them until it is stopped.
 */
const QUEUES = {
  lead_outbox: 'sent_at IS NULL',
  lead_forward: 'delivered_at IS NULL AND refused_at IS NULL',
} as const;

export type LeadQueue = keyof typeof QUEUES;

export const claimedRow = leadRowSchema.extend({
  queue_id: z.union([z.string(), z.number()]).transform(String),
  attempts: z.number().int(),
  submission_id: z.string(),
});

export type ClaimedRow = z.infer<typeof claimedRow>;

/** Backoff of the n-th failed attempt (n ≥ 1): base, 2×base, 4×base … capped. */
export function retryDelayMs(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Claims up to `limit` due rows and reads their leads, in one statement: FOR UPDATE SKIP LOCKED
 * picks rows no other instance is claiming, and moving next_attempt_at a lease ahead keeps them
 * for this worker. A worker that dies mid-attempt leaves the row due again when the lease ends
 * (at least once).
 */
export async function claimDueLeads(db: Queryable, queue: LeadQueue, leaseMs: number, limit = 10): Promise<ClaimedRow[]> {
  const result = await db.query(
    `WITH due AS (
       SELECT id FROM ${queue} WHERE ${QUEUES[queue]} AND next_attempt_at <= now()
       ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED),
     claimed AS (
       UPDATE ${queue} q SET next_attempt_at = now() + $1::int * interval '1 millisecond'
       FROM due WHERE q.id = due.id RETURNING q.id, q.lead_id, q.attempts)
     SELECT c.id AS queue_id, c.attempts, l.id, l.kind, l.lead_page, l.payload, l.created_at, l.submission_id
     FROM claimed c JOIN leads l ON l.id = c.lead_id ORDER BY c.id`,
    [leaseMs, limit],
  );
  return parseRows(claimedRow, result);
}

/** A failed attempt: counted, its reason kept, the row due again after the backoff. */
export async function scheduleRetry(db: Queryable, queue: LeadQueue, row: ClaimedRow, reason: string, delayMs: number) {
  await db.query(
    `UPDATE ${queue} SET attempts = $2, last_error = $3, next_attempt_at = now() + $4::int * interval '1 millisecond' WHERE id = $1`,
    [row.queue_id, row.attempts + 1, reason.slice(0, 500), delayMs],
  );
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
