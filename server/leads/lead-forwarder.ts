import { z } from 'zod';
import type { Database, Queryable } from '../db/database';
import { parseRows } from '../db/rows';
import type { Logger } from '../logger';
import { claimDueLeads, retryDelayMs, scheduleRetry, startPolling, type ClaimedRow } from './leased-queue';
import { describeFailure, redact } from './redact';
import { parseJsonOrUndefined } from '../../src/lib/plain-data';

/**
 * Remote mode (CONTENT_API_URL): every stored enquiry and lead is delivered to the agency's back
 * end, the content service's own `enquiries/register` / `enquiries/lead_contact` (spec 2 §3, §7),
 * with its `token` header. The lead was stored before the visitor was answered (its lead_forward
 * row in the same transaction); this worker delivers it at least once, with the lead's
 * `submission_id` so a back end that honours it stores a repeat once:
 * - delivered: a 2xx answer whose body does not say otherwise (the lead form's back end answers
 *   `status: '200'` in the body);
 * - retried with backoff: no answer (refused connection, timeout), 5xx, 408, 425, 429;
 * - refused: any other 4xx (or a 4xx status in the body): kept with its message, not retried.
 */
export type DeliveryOutcome = { kind: 'delivered' } | { kind: 'retry'; reason: string } | { kind: 'refused'; status: number; message: string };

export type Deliver = (row: ClaimedRow) => Promise<DeliveryOutcome>;

const RETRIED_4XX = new Set([408, 425, 429]);
const answerBody = z.object({
  status: z.union([z.number(), z.string()]).optional(),
  message: z.string().optional(),
  data: z.object({ message: z.string().optional() }).passthrough().nullish(),
});

/** The call and the spec's request body of a stored lead, plus its submission id. */
export function forwardRequest(row: ClaimedRow): { call: 'enquiries/register' | 'enquiries/lead_contact'; body: Record<string, unknown> } {
  return {
    call: row.kind === 'enquiry' ? 'enquiries/register' : 'enquiries/lead_contact',
    body: { ...row.payload, submission_id: row.submission_id },
  };
}


/** What the back end's answer means for the lead. */
export function classifyAnswer(status: number, text: string): DeliveryOutcome {
  const body = answerBody.safeParse(parseJsonOrUndefined(text));
  const message = (body.success && (body.data.data?.message || body.data.message)) || text.slice(0, 200) || `HTTP ${status}`;
  if (status >= 500 || RETRIED_4XX.has(status)) return { kind: 'retry', reason: `HTTP ${status}: ${redact(message).slice(0, 200)}` };
  if (status >= 400) return { kind: 'refused', status, message };
  if (status < 200 || status >= 300) return { kind: 'retry', reason: `HTTP ${status}` };
  const said = body.success ? Number(body.data.status) : Number.NaN;
  if (said >= 500) return { kind: 'retry', reason: `HTTP ${status}, status ${said} in the body` };
  if (said >= 400 && !RETRIED_4XX.has(said)) return { kind: 'refused', status: said, message };
  return { kind: 'delivered' };
}

/** Delivery over HTTP to the content service, bounded by a timeout (a hung back end is a retry). */
export function httpDelivery(options: { baseUrl: string; token: string; timeoutMs?: number }): Deliver {
  const base = options.baseUrl.replace(/\/?$/, '/');
  return async (row) => {
    const { call, body } = forwardRequest(row);
    try {
      const response = await fetch(new URL(call, base), {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: options.token },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      return classifyAnswer(response.status, (await response.text()).slice(0, 100_000));
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      return { kind: 'retry', reason: describeFailure(cause) };
    }
  };
}

export interface ForwarderOptions {
  db: Database;
  logger: Logger;
  deliver: Deliver;
  pollMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Longer than one delivery can take (its timeout): a claimed row is tried again after it. */
  leaseMs?: number;
  /** Leads delivered at once per pass. */
  batch?: number;
}

export function startLeadForwarder(options: ForwarderOptions) {
  const { db, logger } = options;
  const baseDelayMs = options.baseDelayMs ?? 2_000;
  const maxDelayMs = options.maxDelayMs ?? 5 * 60_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const batch = options.batch ?? 10;

  async function settle(row: ClaimedRow, outcome: DeliveryOutcome) {
    const attempt = row.attempts + 1;
    if (outcome.kind === 'delivered') {
      await db.query('UPDATE lead_forward SET attempts = attempts + 1, delivered_at = now(), last_error = NULL WHERE id = $1', [row.queue_id]);
      logger.info({ leadId: row.id, kind: row.kind, submissionId: row.submission_id, attempt }, 'lead delivered to the back end');
    } else if (outcome.kind === 'refused') {
      await db.query('UPDATE lead_forward SET attempts = attempts + 1, refused_at = now(), refusal = $2 WHERE id = $1', [
        row.queue_id,
        `HTTP ${outcome.status}: ${outcome.message}`.slice(0, 1_000),
      ]);
      // The refusal's text may quote what the visitor typed: masked in the log (kept whole in the row).
      logger.warn({ leadId: row.id, kind: row.kind, status: outcome.status, reason: redact(outcome.message).slice(0, 200) }, 'lead refused by the back end; not retried');
    } else {
      const delay = retryDelayMs(attempt, baseDelayMs, maxDelayMs);
      await scheduleRetry(db, 'lead_forward', row, outcome.reason, delay);
      logger.warn({ leadId: row.id, attempt, retryInMs: delay, err: outcome.reason }, 'lead not delivered to the back end; will retry');
    }
  }

  const polling = startPolling(async () => {
    try {
      const rows = await claimDueLeads(db, 'lead_forward', leaseMs, batch);
      await Promise.all(rows.map(async (row) => settle(row, await options.deliver(row))));
      return { more: rows.length === batch };
    } catch (error) {
      logger.warn({ err: describeFailure(error) }, 'forwarding pass failed; will try again');
      return { more: false };
    }
  }, options.pollMs ?? 1_000);

  return { nudge: polling.nudge, stop: polling.stop };
}

export type LeadForwarder = ReturnType<typeof startLeadForwarder>;

const backlogRow = z.object({
  pending: z.coerce.number(),
  refused: z.coerce.number(),
  oldest_pending_seconds: z.coerce.number().nullable(),
});

/** For /readyz and operators: leads not yet delivered, the age of the oldest, and the refused. */
export async function forwardBacklog(db: Queryable) {
  const [row] = parseRows(
    backlogRow,
    await db.query(
      `SELECT count(*) FILTER (WHERE delivered_at IS NULL AND refused_at IS NULL) AS pending,
              count(*) FILTER (WHERE refused_at IS NOT NULL) AS refused,
              floor(extract(epoch FROM now() - min(created_at) FILTER (WHERE delivered_at IS NULL AND refused_at IS NULL))) AS oldest_pending_seconds
       FROM lead_forward`,
    ),
  );
  return { pending: row?.pending ?? 0, oldestPendingSeconds: row?.oldest_pending_seconds ?? 0, refused: row?.refused ?? 0 };
}

/** start.ts: the worker in remote mode (CONTENT_API_URL set), else undefined. */
export function startForwarding(
  env: { CONTENT_API_URL?: string; CONTENT_API_TOKEN: string; LEAD_FORWARD_LEASE_SECONDS: number; LEAD_FORWARD_MAX_DELAY_SECONDS: number },
  db: Database,
  logger: Logger,
) {
  if (!env.CONTENT_API_URL) return undefined;
  logger.info('remote mode: leads are forwarded to the content service');
  const leaseMs = env.LEAD_FORWARD_LEASE_SECONDS * 1000;
  return startLeadForwarder({
    db,
    logger,
    // One delivery ends well inside its lease, so no other instance claims a row still in flight.
    deliver: httpDelivery({ baseUrl: env.CONTENT_API_URL, token: env.CONTENT_API_TOKEN, timeoutMs: Math.min(10_000, leaseMs / 2) }),
    leaseMs,
    maxDelayMs: env.LEAD_FORWARD_MAX_DELAY_SECONDS * 1000,
  });
}

/** Whether new leads get a lead_forward row: the same condition as startForwarding. */
export const forwardingEnabled = (env: { CONTENT_API_URL?: string }) => Boolean(env.CONTENT_API_URL);
