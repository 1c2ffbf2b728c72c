import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';
import { outcomeMail } from './outcome-mail';

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
  /** One sentence per change (src/studio/change-summary.ts, migration 011); [] for older requests. */
  summary: z.array(z.string()).catch([]).default([]),
  author_email: z.string().nullable().default(null),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export interface NewChangeRequest {
  author: string;
  configFile: string;
  baseHash: string | null;
  proposed: unknown;
  note: string;
  /** One sentence per change; computed by the caller from the file and the proposal. */
  summary?: string[];
  authorEmail?: string;
}

export function createChangeRequests(db: Queryable) {
  return {
    async create(request: NewChangeRequest): Promise<ChangeRequest> {
      const result = await db.query(
        'INSERT INTO studio_change_requests (author, config_file, base_hash, proposed, note, summary, author_email) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *',
        [request.author, request.configFile, request.baseHash, JSON.stringify(request.proposed), request.note, JSON.stringify(request.summary ?? []), request.authorEmail ?? null],
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
    /** One author's requests, newest first (the studio's live status list). */
    async byAuthor(author: string, limit = 20): Promise<ChangeRequest[]> {
      return parseRows(changeRequestSchema, await db.query('SELECT * FROM studio_change_requests WHERE author = $1 ORDER BY id DESC LIMIT $2', [author, limit]));
    },
    /**
     * Records the outcome once: a request already applied or rejected is left as it is (false).
     * When the author has an e-mail address, the mail telling them is queued in the same statement
     * (studio_mail_outbox): a decision is never recorded without its e-mail, nor mailed twice.
     */
    async decide(id: number, outcome: { status: 'applied' | 'rejected'; by: string; reason?: string }): Promise<boolean> {
      const [request] = parseRows(changeRequestSchema, await db.query('SELECT * FROM studio_change_requests WHERE id = $1', [id]));
      if (!request || request.status !== 'proposed') return false;
      const decidedAt = new Date().toISOString();
      const composed = outcomeMail({ ...request, status: outcome.status, decided_by: outcome.by, decided_at: decidedAt, reason: outcome.reason ?? null });
      const result = await db.query(
        `WITH decided AS (
           UPDATE studio_change_requests SET status = $2, decided_by = $3, decided_at = $4, reason = $5 WHERE id = $1 AND status = 'proposed' RETURNING id, author_email),
         queued AS (
           INSERT INTO studio_mail_outbox (request_id, to_address, subject, body)
           SELECT id, author_email, $6, $7 FROM decided WHERE author_email IS NOT NULL RETURNING id)
         SELECT id FROM decided`,
        [id, outcome.status, outcome.by, decidedAt, outcome.reason ?? null, composed.subject, composed.body],
      );
      return result.rows.length === 1;
    },
  };
}
export type ChangeRequests = ReturnType<typeof createChangeRequests>;
