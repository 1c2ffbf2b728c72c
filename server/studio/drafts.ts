import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';

/** One row of studio_drafts (migration 008): a person's autosaved, unsent edits of one page config. */
const draftRowSchema = z.object({
  base_hash: z.string().nullable(),
  proposed: z.unknown(),
  history: z.unknown().optional(),
  updated_at: z.union([z.date(), z.string()]).transform((value) => new Date(value).toISOString()),
});

export interface Draft {
  baseHash: string | null;
  config: unknown;
  /** The editor's undo history (migration 015), as the editor sent it; null for older drafts. */
  history?: unknown;
  savedAt: string;
}

export function createDrafts(db: Queryable) {
  return {
    async find(author: string, configFile: string): Promise<Draft | undefined> {
      const [row] = parseRows(draftRowSchema, await db.query('SELECT base_hash, proposed, history, updated_at FROM studio_drafts WHERE author = $1 AND config_file = $2', [author, configFile]));
      return row ? { baseHash: row.base_hash, config: row.proposed, history: row.history ?? null, savedAt: row.updated_at } : undefined;
    },
    /** Saves (or replaces) the draft; returns when it was saved. */
    async save(author: string, configFile: string, draft: { baseHash: string | null; config: unknown; history?: unknown }): Promise<string> {
      const result = await db.query(
        `INSERT INTO studio_drafts (author, config_file, base_hash, proposed, history) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (author, config_file) DO UPDATE SET base_hash = EXCLUDED.base_hash, proposed = EXCLUDED.proposed, history = EXCLUDED.history, updated_at = now()
         RETURNING updated_at`,
        [author, configFile, draft.baseHash, JSON.stringify(draft.config), draft.history === undefined ? null : JSON.stringify(draft.history)],
      );
      const [row] = parseRows(z.object({ updated_at: draftRowSchema.shape.updated_at }), result);
      if (!row) throw new Error('the draft was not saved');
      return row.updated_at;
    },
    async remove(author: string, configFile: string): Promise<void> {
      await db.query('DELETE FROM studio_drafts WHERE author = $1 AND config_file = $2', [author, configFile]);
    },
  };
}
