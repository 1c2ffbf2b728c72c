import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { parseRows } from '../../db/rows';

let assignments = 0;

/**
 * Tests: a stored lead of `experiment`, credited to `variant` as one counted visitor's conversion
 * (the row server/experiments/lead-attribution.ts writes when a signed exposure comes with it).
 * With `variant` null, the lead names no proven exposure: stored, credited to nothing.
 */
export async function storeLead(
  db: Queryable,
  lead: { submissionId: string; experiment: string; variant: string | null; campaign?: Record<string, string> | null },
): Promise<void> {
  const result = await db.query(
    `INSERT INTO leads (kind, submission_id, payload, response, experiment_id, experiment_variant, campaign) VALUES ('lead', $1, '{}', '{}', $2, $3, $4) RETURNING id`,
    [lead.submissionId, lead.variant && lead.experiment, lead.variant, lead.campaign ? JSON.stringify(lead.campaign) : null],
  );
  const [row] = parseRows(z.object({ id: z.union([z.number(), z.string()]) }), result);
  if (!lead.variant || !row) return;
  assignments += 1;
  await db.query('INSERT INTO experiment_conversions (experiment_id, assignment_id, variant, lead_id) VALUES ($1, $2, $3, $4)', [lead.experiment, `test-${assignments}`, lead.variant, row.id]);
}
