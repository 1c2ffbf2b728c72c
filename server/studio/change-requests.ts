import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';

export const requestStatusSchema = z.enum(['proposed', 'applied', 'rejected']);

const timestamp = z.union([z.date(), z.string()]).transform((value) => new Date(value).toISOString());

/** One row of studio_change_requests (migration 006). */
export const changeRequestSchema = z.object({
  id: z.coerce.number().int(),
  author: z.string(),
  created_at: timestamp,
  /** Relative to the project, e.g. "page-configs/pages/landing-cruise.json". */
  config_file: z.string(),
  /** sha256 of the file when the request was made; null for a new page. */
  base_hash: z.string().nullable(),
  proposed: z.unknown(),
  note: z.string(),
  status: requestStatusSchema,
  decided_by: z.string().nullable(),
  decided_at: z.union([z.date(), z.string()]).nullable().transform((value) => (value === null ? null : new Date(value).toISOString())),
  reason: z.string().nullable(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export interface NewChangeRequest {
  author: string;
  configFile: string;
  baseHash: string | null;
  proposed: unknown;
  note: string;
}

export function createChangeRequests(db: Queryable) {
  return {
    async create(request: NewChangeRequest): Promise<ChangeRequest> {
      const result = await db.query(
        'INSERT INTO studio_change_requests (author, config_file, base_hash, proposed, note) VALUES ($1, $2, $3, $4, $5) RETURNING *',
        [request.author, request.configFile, request.baseHash, JSON.stringify(request.proposed), request.note],
      );
      const [row] = parseRows(changeRequestSchema, result);
      if (!row) throw new Error('the change request was not stored');
      return row;
    },
    async find(id: number): Promise<ChangeRequest | undefined> {
      return parseRows(changeRequestSchema, await db.query('SELECT * FROM studio_change_requests WHERE id = $1', [id]))[0];
    },
    /** Every request, newest first: the history keeps the outcome of each. */
    async list(options: { openOnly?: boolean } = {}): Promise<ChangeRequest[]> {
      const where = options.openOnly ? "WHERE status = 'proposed'" : '';
      return parseRows(changeRequestSchema, await db.query(`SELECT * FROM studio_change_requests ${where} ORDER BY id DESC`));
    },
    /** Records the outcome once: a request already applied or rejected is left as it is (false). */
    async decide(id: number, outcome: { status: 'applied' | 'rejected'; by: string; reason?: string }): Promise<boolean> {
      const result = await db.query(
        "UPDATE studio_change_requests SET status = $2, decided_by = $3, decided_at = now(), reason = $4 WHERE id = $1 AND status = 'proposed' RETURNING id",
        [id, outcome.status, outcome.by, outcome.reason ?? null],
      );
      return result.rows.length === 1;
    },
  };
}
export type ChangeRequests = ReturnType<typeof createChangeRequests>;
