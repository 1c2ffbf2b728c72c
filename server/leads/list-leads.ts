import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';
import { leadDisplayName, leadRowSchema, type LeadRow } from './lead-mail';

/** A stored enquiry or lead as `npm run leads` prints it. */
export interface ListedLead {
  id: string;
  received_at: string;
  kind: 'enquiry' | 'lead';
  page: string;
  name: string;
  email: string;
  phone: string;
  travel: string;
  where: string;
  comments: string;
  /** sent, pending (with attempts), or '' when e-mail was off when it arrived. */
  email_status: string;
  submission_id: string;
  payload: Record<string, unknown>;
}

const listedRow = leadRowSchema.extend({
  submission_id: z.string(),
  sent_at: z.unknown(),
  attempts: z.number().nullable(),
});

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function describeRow(row: LeadRow & { submission_id: string; sent_at: unknown; attempts: number | null }): ListedLead {
  const p = row.payload;
  const enquiry = row.kind === 'enquiry';
  const status = row.attempts === null ? '' : row.sent_at ? 'sent' : `pending (${row.attempts} attempts)`;
  return {
    id: row.id,
    received_at: row.created_at,
    kind: row.kind,
    page: enquiry ? '/go/' : `/${str(row.lead_page)}/`,
    name: leadDisplayName(row),
    email: str(p.email),
    phone: enquiry ? `${str(p.phone_code)} ${str(p.phone)}`.trim() : str(p.phone),
    travel: enquiry ? `${str(p.start_date)} to ${str(p.end_date)}` : str(p.travel_date),
    where: enquiry
      ? str(p.destination) === '0'
        ? str(p.custom_destination)
        : `destination ${str(p.destination)}`
      : `${str(p.city)}, country ${str(p.country)}`,
    comments: str(enquiry ? p.comments : p.comment),
    email_status: status,
    submission_id: row.submission_id,
    payload: p,
  };
}

/** Every enquiry and lead received from `since` (inclusive, UTC midnight), oldest first. */
export async function listLeads(db: Queryable, since: string): Promise<ListedLead[]> {
  const hasOutbox = parseRows(
    z.object({ present: z.boolean() }),
    await db.query("SELECT to_regclass('public.lead_outbox') IS NOT NULL AS present"),
  )[0]?.present;
  const outboxColumns = hasOutbox ? 'o.sent_at, o.attempts' : 'NULL AS sent_at, NULL::int AS attempts';
  const outboxJoin = hasOutbox ? 'LEFT JOIN lead_outbox o ON o.lead_id = l.id' : '';
  const result = await db.query(
    `SELECT l.id, l.kind, l.lead_page, l.payload, l.created_at, l.submission_id, ${outboxColumns}
     FROM leads l ${outboxJoin} WHERE l.created_at >= $1::date ORDER BY l.created_at, l.id`,
    [since],
  );
  return parseRows(listedRow, result).map(describeRow);
}

const CSV_COLUMNS = ['id', 'received_at', 'kind', 'page', 'name', 'email', 'phone', 'travel', 'where', 'comments', 'email_status', 'submission_id'] as const;

/** A CSV cell; text a spreadsheet would run as a formula starts with a quote instead. */
function csvCell(value: string): string {
  const safe = /^[=@\t\r]/.test(value) || /^[+-][^\d]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(leads: readonly ListedLead[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const lead of leads) lines.push(CSV_COLUMNS.map((column) => csvCell(lead[column])).join(','));
  return `${lines.join('\n')}\n`;
}

export function toJson(leads: readonly ListedLead[]): string {
  return `${JSON.stringify(leads, null, 2)}\n`;
}
