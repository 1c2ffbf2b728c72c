import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { contentCalls } from '../../src/content/contract/calls';
import type { Database } from '../db/database';
import { parseRows } from '../db/rows';
import type { Logger } from '../logger';

export type FormCall = 'enquiries/register' | 'enquiries/lead_contact';

export const FORM_SUCCESS = {
  'enquiries/register': 'Thank you! Your enquiry has been submitted successfully.',
  'enquiries/lead_contact': 'Thanks! Our family travel expert will contact you soon.',
} as const;

const storedRow = z.object({ response: z.unknown() });
const idRow = z.object({ id: z.union([z.string(), z.number()]) });

/**
 * The lead pipeline: validates with the browser's own rules, ignores the honeypot, stores the
 * enquiry or lead in a transaction before answering, and answers a repeated submission id with
 * the first answer (one row however often it is retried).
 */
export function createFormHandler(db: Database, logger: Logger) {
  return async (call: FormCall, body: unknown): Promise<{ status: number; body: unknown }> => {
    const parsed = contentCalls[call].request.safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        errors[field] ??= issue.message;
      }
      const message = 'Please correct the highlighted fields.';
      return { status: 400, body: { status: call === 'enquiries/lead_contact' ? '400' : 400, message, data: { message, errors } } };
    }
    const lead = parsed.data;
    const successStatus = call === 'enquiries/lead_contact' ? '200' : 200;
    if (lead.website) {
      logger.info({ call }, 'honeypot filled: answered success, stored nothing');
      return { status: 200, body: { status: successStatus, message: FORM_SUCCESS[call] } };
    }
    const submissionId = lead.submission_id ?? randomUUID();
    const { website: _honeypot, submission_id: _id, ...payload } = lead;
    const leadPage = 'lead_page' in payload ? payload.lead_page : null;

    const answer = await db.transaction(async (tx) => {
      const existing = parseRows(storedRow, await tx.query('SELECT response FROM leads WHERE submission_id = $1', [submissionId]));
      if (existing[0]) return existing[0].response;
      const inserted = parseRows(
        idRow,
        await tx.query(
          `INSERT INTO leads (kind, submission_id, lead_page, payload, response) VALUES ($1, $2, $3, $4, '{}')
           ON CONFLICT (submission_id) DO NOTHING RETURNING id`,
          [call === 'enquiries/register' ? 'enquiry' : 'lead', submissionId, leadPage, JSON.stringify(payload)],
        ),
      );
      const id = inserted[0]?.id;
      if (id === undefined) {
        // A concurrent retry with the same id won the insert: answer as it was answered.
        const winner = parseRows(storedRow, await tx.query('SELECT response FROM leads WHERE submission_id = $1', [submissionId]));
        return winner[0]?.response;
      }
      const response = { status: successStatus, message: FORM_SUCCESS[call], data: { id: String(id) } };
      await tx.query('UPDATE leads SET response = $1 WHERE id = $2', [JSON.stringify(response), id]);
      return response;
    });
    logger.info({ call, submissionId }, 'lead stored');
    return { status: 200, body: answer };
  };
}
