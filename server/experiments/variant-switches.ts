import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';

const switchRow = z.object({ experiment_id: z.string(), variant: z.string() });

export interface VariantSwitches {
  /** The variants of an experiment a guardrail switched off (experiment_switches, migration 016). */
  switchedOff(experimentId: string): Promise<ReadonlySet<string>>;
  /** Forgets what was read: the next draw reads the table again (after this instance switched one off). */
  forget(): void;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The switches every instance reads before it draws a new visitor's variant: the whole (small)
 * table, read again at most once per `maxAgeMs`, so a switch made by another instance applies to
 * this one's new visitors within that time, and one made here at once. When the table cannot be
 * read the call fails, and the new visitor is shown the control, uncounted (as when the count
 * itself fails).
 */
export function databaseSwitches(db: Queryable, maxAgeMs = 1_000): VariantSwitches {
  let known = new Map<string, Set<string>>();
  let readAt = -Infinity;
  let reading: Promise<void> | undefined;
  const read = async () => {
    const rows = parseRows(switchRow, await db.query('SELECT experiment_id, variant FROM experiment_switches'));
    const next = new Map<string, Set<string>>();
    for (const row of rows) next.set(row.experiment_id, (next.get(row.experiment_id) ?? new Set()).add(row.variant));
    known = next;
    readAt = Date.now();
  };
  return {
    async switchedOff(experimentId) {
      if (Date.now() - readAt > maxAgeMs) {
        reading ??= read().finally(() => {
          reading = undefined;
        });
        await reading;
      }
      return known.get(experimentId) ?? NONE;
    },
    forget() {
      readAt = -Infinity;
    },
  };
}
