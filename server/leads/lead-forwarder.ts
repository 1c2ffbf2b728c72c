import { z } from 'zod';
import type { Database, Queryable } from '../db/database';
import { parseRows } from '../db/rows';
import type { Logger } from '../logger';
import { claimDueLeads, markDone, retryDelayMs, scheduleRetry, startPolling, type ClaimedRow } from './leased-queue';
import { describeFailure, redact } from './redact';
import { parseJsonOrUndefined } from '../../src/lib/plain-data';

/**
 * Remote mode (CONTENT_API_URL): every stored enquiry and lead is delivered to the agency's back
 * end, the content service's own `enquiries/register` / `enquiries/lead_contact` (spec 2 §3, §7),
 * with its `token` header. The lead was stored before the visitor was answered (its lead_forward
 * row in the same transaction); this worker delivers it at least once, with the lead's
 * `submission_id` so a back end that honours it stores a repeat once:
 * - delivered: each call's success as spec 2 §7 reads it. `enquiries/register` by its HTTP status
 *   ("status 200 means success; otherwise data.message"): a 2xx with a JSON body, unless that
 *   body says otherwise (a `status` other than 200, or `success: false`). `enquiries/lead_contact`
 *   by the `status` of the JSON that starts at the answer's first '{' (200 or '200');
 * - retried with backoff: no answer (refused connection, timeout), 5xx, 408, 425, 429, and the
 *   configuration faults: 401/403/404 (a rotated token, a wrong CONTENT_API_URL, a back end
 *   mid-deploy) and a 2xx that is not the contract's JSON (a maintenance page): the lead is not
 *   the problem, so it waits for the back end to be fixed (logged at error level);
 * - refused: any other 4xx (or a 4xx status in the body): the back end read the lead and said no;
 *   kept with its message, not retried until an operator runs `npm run leads -- --requeue`.
 * One delivery per lead is in flight at a time: an attempt may run until its lease is nearly over
 * (a slow back end is waited for, not sent a second copy), and a lead whose attempt has not
 * settled is not sent again by this worker.
 */
export type DeliveryOutcome =
  | { kind: 'delivered' }
  | { kind: 'retry'; reason: string; configurationFault?: boolean }
  | { kind: 'refused'; status: number; message: string };

export type Deliver = (row: ClaimedRow, signal?: AbortSignal) => Promise<DeliveryOutcome>;

const RETRIED_4XX = new Set([408, 425, 429]);
/** Answers that say the back end is misconfigured or not the contract's, not that the lead is bad. */
const CONFIGURATION_FAULTS = new Set([401, 403, 404]);
const answerBody = z.object({
  status: z.union([z.number(), z.string()]).optional(),
  success: z.unknown().optional(),
  message: z.string().optional(),
  data: z.object({ message: z.string().optional() }).passthrough().nullish(),
});

export type ForwardCall = 'enquiries/register' | 'enquiries/lead_contact';

/** The call and the spec's request body of a stored lead, plus its submission id. */
export function forwardRequest(row: ClaimedRow): { call: ForwardCall; body: Record<string, unknown> } {
  return {
    call: row.kind === 'enquiry' ? 'enquiries/register' : 'enquiries/lead_contact',
    body: { ...row.payload, submission_id: row.submission_id },
  };
}

/**
 * The JSON of an answer as each call is read: register's whole body; the landing form's from its
 * first '{' (spec 2 §7: "its response text holds JSON after the first '{' character").
 */
function answerJson(call: ForwardCall, text: string): unknown {
  if (call === 'enquiries/register') return parseJsonOrUndefined(text);
  const start = text.indexOf('{');
  return start < 0 ? undefined : parseJsonOrUndefined(text.slice(start));
}

/** What the back end's answer to `call` means for the lead. */
export function classifyAnswer(call: ForwardCall, status: number, text: string): DeliveryOutcome {
  const json = answerJson(call, text);
  const body = answerBody.safeParse(json);
  const message = (body.success && (body.data.data?.message || body.data.message)) || text.slice(0, 200) || `HTTP ${status}`;
  const short = redact(message).slice(0, 200);
  if (status >= 500 || RETRIED_4XX.has(status)) return { kind: 'retry', reason: `HTTP ${status}: ${short}` };
  if (CONFIGURATION_FAULTS.has(status)) return { kind: 'retry', reason: `HTTP ${status} (configuration fault?): ${short}`, configurationFault: true };
  if (status >= 400) return { kind: 'refused', status, message };
  if (status < 200 || status >= 300) return { kind: 'retry', reason: `HTTP ${status}` };
  const said = body.success && body.data.status !== undefined ? Number(body.data.status) : Number.NaN;
  if (said === 200) return { kind: 'delivered' };
  if (said >= 500 || RETRIED_4XX.has(said)) return { kind: 'retry', reason: `HTTP ${status}, status ${said} in the body` };
  if (said >= 400 && CONFIGURATION_FAULTS.has(said)) return { kind: 'retry', reason: `HTTP ${status}, status ${said} in the body: ${short}`, configurationFault: true };
  if (said >= 400) return { kind: 'refused', status: said, message };
  if (call === 'enquiries/register' && json !== undefined) {
    // Register is read by its HTTP status: a 2xx with JSON is the lead received, unless the body
    // says no. Retrying it would hand a back end that stores each attempt the lead again and again.
    if (body.success && body.data.success === false) return { kind: 'refused', status, message };
    if (body.success && body.data.status !== undefined) {
      return { kind: 'retry', reason: `HTTP ${status}, status ${String(body.data.status)} in the body (configuration fault?): ${short}`, configurationFault: true };
    }
    return { kind: 'delivered' };
  }
  // A 2xx that is not the contract's answer: an HTML maintenance page, a wrong URL's 200, the
  // landing call's JSON without a status. Nobody has read the lead: it waits.
  const what = json === undefined ? 'not JSON' : 'JSON without the status 200';
  return { kind: 'retry', reason: `HTTP ${status} answer ${what} (configuration fault?): ${redact(text.slice(0, 80))}`, configurationFault: true };
}

/** Delivery over HTTP to the content service, bounded by a timeout (a hung back end is a retry). */
export function httpDelivery(options: { baseUrl: string; token: string; timeoutMs?: number }): Deliver {
  const base = options.baseUrl.replace(/\/?$/, '/');
  return async (row, signal) => {
    const { call, body } = forwardRequest(row);
    try {
      const timeout = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs);
      const response = await fetch(new URL(call, base), {
        method: 'POST',
        // At least once: an attempt the back end finished after our deadline is sent again. The
        // submission id, in the body and as the usual Idempotency-Key header, lets it store one.
        headers: { 'content-type': 'application/json', token: options.token, 'idempotency-key': row.submission_id },
        body: JSON.stringify(body),
        signal: signal && timeout ? AbortSignal.any([signal, timeout]) : (signal ?? timeout ?? AbortSignal.timeout(10_000)),
      });
      return classifyAnswer(call, response.status, (await response.text()).slice(0, 100_000));
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
  /** A pending lead older than this is an alert (error log line, /readyz "degraded"). */
  alertAfterMs?: number;
  /** Told each lead the back end refused (the experiments' guardrails count it as a failure of its form). */
  onRefused?: (leadId: string) => void;
}

/**
 * How long one delivery may take under a lease of `leaseMs`: until its lease is nearly over (a
 * slow back end is waited for, not sent a second copy), ending before it does, so no other
 * instance claims a lead still in flight.
 */
export function attemptTimeoutMs(leaseMs: number): number {
  return Math.max(1_000, leaseMs - Math.min(5_000, leaseMs / 4));
}

export function startLeadForwarder(options: ForwarderOptions) {
  const { db, logger } = options;
  const baseDelayMs = options.baseDelayMs ?? 2_000;
  const maxDelayMs = options.maxDelayMs ?? 5 * 60_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const batch = options.batch ?? 10;
  const alertAfterMs = options.alertAfterMs ?? 15 * 60_000;
  const attemptMs = attemptTimeoutMs(leaseMs);
  const inFlight = new Set<string>();
  let lastAlertAt = 0;

  async function attempt(row: ClaimedRow): Promise<DeliveryOutcome> {
    if (inFlight.has(row.id)) return { kind: 'retry', reason: 'previous attempt still in flight' };
    inFlight.add(row.id);
    try {
      return await options.deliver(row, AbortSignal.timeout(attemptMs));
    } finally {
      inFlight.delete(row.id);
    }
  }

  /** One error line a minute at most while leads are refused or the oldest pending is too old. */
  async function alertIfStuck() {
    if (Date.now() - lastAlertAt < 60_000) return;
    const backlog = await forwardBacklog(db, alertAfterMs);
    if (!backlog.degraded) return;
    lastAlertAt = Date.now();
    logger.error(backlog, 'lead forwarding degraded: leads refused or waiting too long (npm run leads; --requeue after a fix)');
  }

  async function settle(row: ClaimedRow, outcome: DeliveryOutcome) {
    const attempt = row.attempts + 1;
    if (outcome.kind === 'delivered') {
      await markDone(db, 'lead_forward', row);
      logger.info({ leadId: row.id, kind: row.kind, submissionId: row.submission_id, attempt }, 'lead delivered to the back end');
    } else if (outcome.kind === 'refused') {
      await db.query('UPDATE lead_forward SET attempts = attempts + 1, refused_at = now(), refusal = $2 WHERE id = $1', [
        row.queue_id,
        `HTTP ${outcome.status}: ${outcome.message}`.slice(0, 1_000),
      ]);
      // The refusal's text may quote what the visitor typed: masked in the log (kept whole in the row).
      logger.error(
        { leadId: row.id, kind: row.kind, status: outcome.status, reason: redact(outcome.message).slice(0, 200) },
        'lead refused by the back end; not retried (npm run leads -- --requeue after a fix)',
      );
      options.onRefused?.(row.id);
    } else if (outcome.reason === 'previous attempt still in flight') {
      await scheduleRetry(db, 'lead_forward', { ...row, attempts: row.attempts - 1 }, outcome.reason, baseDelayMs);
    } else {
      const delay = retryDelayMs(attempt, baseDelayMs, maxDelayMs);
      await scheduleRetry(db, 'lead_forward', row, outcome.reason, delay);
      const details = { leadId: row.id, attempt, retryInMs: delay, err: outcome.reason };
      if (outcome.configurationFault) logger.error(details, 'lead not delivered: the back end answered like a misconfigured service; will retry');
      else logger.warn(details, 'lead not delivered to the back end; will retry');
    }
  }

  const polling = startPolling(async () => {
    try {
      const rows = await claimDueLeads(db, 'lead_forward', leaseMs, batch);
      await Promise.all(rows.map(async (row) => settle(row, await attempt(row))));
      await alertIfStuck();
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

/**
 * For /readyz and operators: leads not yet delivered, the age of the oldest, and the refused;
 * degraded when any lead is refused or the oldest pending one is older than `alertAfterMs`.
 */
export async function forwardBacklog(db: Queryable, alertAfterMs = 15 * 60_000) {
  const [row] = parseRows(
    backlogRow,
    await db.query(
      `SELECT count(*) FILTER (WHERE delivered_at IS NULL AND refused_at IS NULL) AS pending,
              count(*) FILTER (WHERE refused_at IS NOT NULL) AS refused,
              floor(extract(epoch FROM now() - min(created_at) FILTER (WHERE delivered_at IS NULL AND refused_at IS NULL))) AS oldest_pending_seconds
       FROM lead_forward`,
    ),
  );
  const backlog = { pending: row?.pending ?? 0, oldestPendingSeconds: row?.oldest_pending_seconds ?? 0, refused: row?.refused ?? 0 };
  return { ...backlog, degraded: backlog.refused > 0 || backlog.oldestPendingSeconds * 1000 > alertAfterMs };
}

/** `npm run leads -- --requeue`: refused leads (all, or those ids) pending again, due now. Returns how many. */
export async function requeueRefused(db: Queryable, leadIds: readonly string[] | 'all'): Promise<number> {
  const result = await db.query(
    `UPDATE lead_forward SET refused_at = NULL, next_attempt_at = now(), last_error = 'requeued: ' || coalesce(refusal, '')
     WHERE refused_at IS NOT NULL AND ($1::boolean OR lead_id::text = ANY($2::text[])) RETURNING id`,
    [leadIds === 'all', leadIds === 'all' ? [] : [...leadIds]],
  );
  return result.rows.length;
}

/** start.ts: the worker in remote mode (CONTENT_API_URL set), else undefined. */
export function startForwarding(
  env: {
    CONTENT_API_URL?: string;
    CONTENT_API_TOKEN: string;
    LEAD_FORWARD_LEASE_SECONDS: number;
    LEAD_FORWARD_MAX_DELAY_SECONDS: number;
    LEAD_FORWARD_ALERT_SECONDS: number;
  },
  db: Database,
  logger: Logger,
  hooks: Pick<ForwarderOptions, 'onRefused'> = {},
) {
  if (!env.CONTENT_API_URL) return undefined;
  logger.info('remote mode: leads are forwarded to the content service');
  const leaseMs = env.LEAD_FORWARD_LEASE_SECONDS * 1000;
  return startLeadForwarder({
    db,
    logger,
    // One delivery ends inside its lease (the forwarder's attempt deadline), so no other instance
    // claims a row still in flight, and a slow back end is waited for rather than sent a copy.
    deliver: httpDelivery({ baseUrl: env.CONTENT_API_URL, token: env.CONTENT_API_TOKEN }),
    leaseMs,
    alertAfterMs: env.LEAD_FORWARD_ALERT_SECONDS * 1000,
    maxDelayMs: env.LEAD_FORWARD_MAX_DELAY_SECONDS * 1000,
    ...hooks,
  });
}

/** Whether new leads get a lead_forward row: the same condition as startForwarding. */
export const forwardingEnabled = (env: { CONTENT_API_URL?: string }) => Boolean(env.CONTENT_API_URL);
