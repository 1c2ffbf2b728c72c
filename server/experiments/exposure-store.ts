import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';

/**
 * Exposures: distinct visitors per experiment, variant and UTC day, as counts (migration
 * 007-experiments.sql). A visitor is counted once, when the server draws their variant and gives
 * them the cookie; a returning visitor (the cookie) is not counted again, and no row per page view
 * or per visitor is kept.
 */
export async function countNewVisitor(db: Queryable, experimentId: string, variant: string): Promise<void> {
  await db.query(
    `INSERT INTO experiment_exposures (experiment_id, variant, day, visitors) VALUES ($1, $2, (now() AT TIME ZONE 'UTC')::date, 1)
     ON CONFLICT (experiment_id, variant, day) DO UPDATE SET visitors = experiment_exposures.visitors + 1`,
    [experimentId, variant],
  );
}

const visitorsRow = z.object({
  experiment_id: z.string(),
  variant: z.string(),
  visitors: z.union([z.number(), z.string()]).transform(Number),
  /** The first UTC day a visitor of this variant was counted (YYYY-MM-DD). */
  first_day: z.string(),
});

/** Visitors per variant of every experiment, summed over days, with the first day counted. */
export async function visitorsByVariant(db: Queryable): Promise<z.infer<typeof visitorsRow>[]> {
  return parseRows(
    visitorsRow,
    await db.query(
      `SELECT experiment_id, variant, sum(visitors) AS visitors, to_char(min(day), 'YYYY-MM-DD') AS first_day
       FROM experiment_exposures GROUP BY experiment_id, variant ORDER BY experiment_id, variant`,
    ),
  );
}
