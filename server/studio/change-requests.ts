import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';
import { configVersion } from '../../src/engine/config-version';
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
  /** The hash of the base file and the proposal (migration 014); null for older requests. */
  proposal_key: z.string().nullable().default(null),
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

/** A request and whether this call stored it (false: the same open request was there already). */
export interface StoredRequest {
  request: ChangeRequest;
  created: boolean;
}

/**
 * The key a request is stored once under: the file it was made from and what it proposes. A
 * proposal sent again while its request is open (a double click, a second tab, a retry after a
 * lost answer) is that request, not a copy of it.
 */
export const proposalKeyOf = (baseHash: string | null, proposed: unknown) => configVersion({ baseHash, proposed });

export function createChangeRequests(db: Queryable) {
  /** Stores a request, unless its key is that of an open request of the same person (then undefined). */
  const insert = async (request: NewChangeRequest, key: string | null): Promise<ChangeRequest | undefined> => {
    const result = await db.query(
      `INSERT INTO studio_change_requests (author, config_file, base_hash, proposed, note, summary, author_email, proposal_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (author, config_file, proposal_key) WHERE status = 'proposed' DO NOTHING RETURNING *`,
      [request.author, request.configFile, request.baseHash, JSON.stringify(request.proposed), request.note, JSON.stringify(request.summary ?? []), request.authorEmail ?? null, key],
    );
    return parseRows(changeRequestSchema, result)[0];
  };
  return {
    /** Stores the request (without a key: never taken for another one). */
    async create(request: NewChangeRequest): Promise<ChangeRequest> {
      const row = await insert(request, null);
      if (!row) throw new Error('the change request was not stored');
      return row;
    },
    /** Stores the request, or returns the same person's open request with the same proposal (migration 014's index). */
    async createOnce(request: NewChangeRequest): Promise<StoredRequest> {
      const key = proposalKeyOf(request.baseHash, request.proposed);
      // Twice at most: an open request decided between the insert and the look-up no longer blocks the insert.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const row = await insert(request, key);
        if (row) return { request: row, created: true };
        const [open] = parseRows(
          changeRequestSchema,
          await db.query("SELECT * FROM studio_change_requests WHERE author = $1 AND config_file = $2 AND proposal_key = $3 AND status = 'proposed'", [request.author, request.configFile, key]),
        );
        if (open) return { request: open, created: false };
      }
      throw new Error('the change request was not stored');
    },
    /** The applied requests of these files, oldest decision first (what replaced what: request-states.ts). */
    async appliedTo(files: readonly string[]): Promise<ChangeRequest[]> {
      if (files.length === 0) return [];
      return parseRows(changeRequestSchema, await db.query("SELECT * FROM studio_change_requests WHERE status = 'applied' AND config_file = ANY($1::text[]) ORDER BY decided_at, id", [files]));
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
