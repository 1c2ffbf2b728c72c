import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';
import type { LeadAttribution } from './lead-attribution';

/**
 * The lead form's health per variant (issue 38, the guardrails): a counted visitor whose send was
 * refused (invalid fields, the rate limit, a server error) or whose lead the forwarder could not
 * deliver (refused by the back end) is a visitor the form failed. Counted once per visitor (their
 * signed assignment), so one visitor retrying, or a script replaying one exposure, is one failure.
 */
export type FormFailureReason = 'invalid' | 'rate-limit' | 'server-error';

/** The failure an answer's HTTP status means; undefined for a stored lead (200). */
export function failureReasonOf(status: number): FormFailureReason | undefined {
  if (status < 400) return undefined;
  if (status === 429) return 'rate-limit';
  return status >= 500 ? 'server-error' : 'invalid';
}

/** Records a refused send of a visitor who proved their exposure; true when it is their first failure. */
export async function recordFormFailure(db: Queryable, origin: LeadAttribution, reason: FormFailureReason): Promise<boolean> {
  if (!origin.experimentId || !origin.variant || !origin.assignmentId) return false;
  const result = await db.query(
    `INSERT INTO experiment_form_failures (experiment_id, assignment_id, variant, reason) VALUES ($1, $2, $3, $4)
     ON CONFLICT (experiment_id, assignment_id) DO NOTHING RETURNING variant`,
    [origin.experimentId, origin.assignmentId, origin.variant, reason],
  );
  return result.rows.length > 0;
}

const count = z.union([z.number(), z.string()]).transform(Number);
const healthRow = z.object({
  experiment_id: z.string(),
  variant: z.string(),
  failures: count,
  invalid: count,
  rate_limit: count,
  server_error: count,
  undelivered: count,
});

export interface FormHealth {
  /** Counted visitors the form failed (any reason, each visitor once). */
  failures: number;
  /** By the first reason each visitor met; `undelivered`: their lead was refused by the back end. */
  invalid: number;
  rateLimit: number;
  serverError: number;
  undelivered: number;
}

export const NO_FAILURES: FormHealth = { failures: 0, invalid: 0, rateLimit: 0, serverError: 0, undelivered: 0 };

/** Failures per experiment and variant (one experiment, or all). */
export async function formHealthByVariant(db: Queryable, experimentId?: string): Promise<Map<string, Map<string, FormHealth>>> {
  const rows = parseRows(
    healthRow,
    await db.query(
      `WITH failed AS (
         SELECT experiment_id, variant, assignment_id, reason FROM experiment_form_failures
         UNION ALL
         SELECT c.experiment_id, c.variant, c.assignment_id, 'undelivered' FROM experiment_conversions c
         JOIN lead_forward f ON f.lead_id = c.lead_id WHERE f.refused_at IS NOT NULL)
       SELECT experiment_id, variant, count(DISTINCT assignment_id) AS failures,
              count(*) FILTER (WHERE reason = 'invalid') AS invalid, count(*) FILTER (WHERE reason = 'rate-limit') AS rate_limit,
              count(*) FILTER (WHERE reason = 'server-error') AS server_error, count(*) FILTER (WHERE reason = 'undelivered') AS undelivered
       FROM failed WHERE ($1::text IS NULL OR experiment_id = $1) GROUP BY experiment_id, variant`,
      [experimentId ?? null],
    ),
  );
  const byExperiment = new Map<string, Map<string, FormHealth>>();
  for (const row of rows) {
    const variants = byExperiment.get(row.experiment_id) ?? new Map<string, FormHealth>();
    variants.set(row.variant, { failures: row.failures, invalid: row.invalid, rateLimit: row.rate_limit, serverError: row.server_error, undelivered: row.undelivered });
    byExperiment.set(row.experiment_id, variants);
  }
  return byExperiment;
}
