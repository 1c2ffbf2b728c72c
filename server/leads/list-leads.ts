import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';
import { printable, printableJson } from '../../src/lib/printable-text';
import { leadDisplayName, leadRowSchema } from './lead-mail';

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
  /** Remote mode: delivered, pending (with attempts and the last error), refused (with the back end's message); '' otherwise. */
  delivery: string;
  submission_id: string;
  /** The names the visitor chose, kept when the lead was stored ('' when the list was not readable). */
  destination_name: string;
  country_name: string;
  /** The experiment and variant the visitor saw, and the page config's version ('' outside experiments). */
  experiment: string;
  variant: string;
  config_version: string;
  /** The first-touch campaign that brought the visitor (server/experiments/first-touch.ts); '' when none was recorded. */
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
  gclid: string;
  fbclid: string;
  referrer_host: string;
  landing_path: string;
  payload: Record<string, unknown>;
}

const listedRow = leadRowSchema.extend({
  submission_id: z.string(),
  sent_at: z.unknown(),
  attempts: z.number().nullable(),
  destination_name: z.string().nullable(),
  country_name: z.string().nullable(),
  forward_attempts: z.number().nullable(),
  delivered_at: z.unknown(),
  refusal: z.string().nullable(),
  forward_error: z.string().nullable(),
  experiment_id: z.string().nullable(),
  experiment_variant: z.string().nullable(),
  config_version: z.string().nullable(),
  campaign: z.record(z.string(), z.unknown()).nullable(),
});

type ListedRow = z.infer<typeof listedRow>;

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A name with its id beside it ("Italy (destination 2)"), or the id alone when no name was kept. */
const named = (name: string | null, what: string, id: string) => (name ? `${name} (${what} ${id})` : `${what} ${id}`);

function deliveryOf(row: ListedRow): string {
  if (row.forward_attempts === null) return '';
  if (row.delivered_at) return 'delivered';
  if (row.refusal !== null) return `refused: ${row.refusal}`;
  return `pending (${row.forward_attempts} attempts${row.forward_error ? `, last: ${row.forward_error}` : ''})`;
}

function describeRow(row: ListedRow): ListedLead {
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
        : named(row.destination_name, 'destination', str(p.destination))
      : `${str(p.city)}, ${named(row.country_name, 'country', str(p.country))}`,
    comments: str(enquiry ? p.comments : p.comment),
    email_status: status,
    delivery: deliveryOf(row),
    submission_id: row.submission_id,
    destination_name: str(row.destination_name),
    country_name: str(row.country_name),
    experiment: str(row.experiment_id),
    variant: str(row.experiment_variant),
    config_version: str(row.config_version),
    utm_source: str(row.campaign?.utm_source),
    utm_medium: str(row.campaign?.utm_medium),
    utm_campaign: str(row.campaign?.utm_campaign),
    utm_term: str(row.campaign?.utm_term),
    utm_content: str(row.campaign?.utm_content),
    gclid: str(row.campaign?.gclid),
    fbclid: str(row.campaign?.fbclid),
    referrer_host: str(row.campaign?.referrer_host),
    landing_path: str(row.campaign?.landing_path),
    payload: p,
  };
}

/** Every enquiry and lead received from `since` (inclusive, UTC midnight), oldest first. */
export async function listLeads(db: Queryable, since: string): Promise<ListedLead[]> {
  // A database the site has not migrated this far yet is read with what it has.
  const present = parseRows(
    z.object({ outbox: z.boolean(), forward: z.boolean(), experiments: z.boolean() }),
    await db.query(
      "SELECT to_regclass('public.lead_outbox') IS NOT NULL AS outbox, to_regclass('public.lead_forward') IS NOT NULL AS forward, to_regclass('public.experiment_exposures') IS NOT NULL AS experiments",
    ),
  )[0];
  const outboxColumns = present?.outbox ? 'o.sent_at, o.attempts' : 'NULL AS sent_at, NULL::int AS attempts';
  const outboxJoin = present?.outbox ? 'LEFT JOIN lead_outbox o ON o.lead_id = l.id' : '';
  // lead_forward came with the names' columns (migration 005).
  const forwardColumns = present?.forward
    ? 'l.destination_name, l.country_name, f.attempts AS forward_attempts, f.delivered_at, f.refusal, f.last_error AS forward_error'
    : 'NULL AS destination_name, NULL AS country_name, NULL::int AS forward_attempts, NULL AS delivered_at, NULL AS refusal, NULL AS forward_error';
  const forwardJoin = present?.forward ? 'LEFT JOIN lead_forward f ON f.lead_id = l.id' : '';
  // The experiment and campaign columns came with experiment_exposures (migration 007).
  const experimentColumns = present?.experiments
    ? 'l.experiment_id, l.experiment_variant, l.config_version, l.campaign'
    : 'NULL AS experiment_id, NULL AS experiment_variant, NULL AS config_version, NULL::jsonb AS campaign';
  const result = await db.query(
    `SELECT l.id, l.kind, l.lead_page, l.payload, l.created_at, l.submission_id, ${outboxColumns}, ${forwardColumns}, ${experimentColumns}
     FROM leads l ${outboxJoin} ${forwardJoin} WHERE l.created_at >= $1::date ORDER BY l.created_at, l.id`,
    [since],
  );
  return parseRows(listedRow, result).map(describeRow);
}

const CSV_COLUMNS = [
  'id', 'received_at', 'kind', 'page', 'name', 'email', 'phone', 'travel', 'where', 'comments', 'email_status', 'delivery', 'submission_id',
  'experiment', 'variant', 'config_version', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid', 'referrer_host', 'landing_path',
] as const;

/** What a spreadsheet reads as the start of a formula: = + - @, or a tab or CR before it, after any spaces. */
const FORMULA_START = /^[\t\r\n]|^\s*[=+\-@]/;
/** A phone number as typed (+11234567890, +1 303 555-0100): digits and separators only, so no formula can hide in it. */
const PLAIN_PHONE = /^\+?\d[\d ().-]*$/;

/**
 * A CSV cell, without control characters or bidi overrides (line breaks kept, quoted). In every column, text a spreadsheet would run as a formula gets a leading
 * apostrophe (shown as text, not run), except a plain phone number: it holds no letters, so no
 * function or reference, and stays readable as typed.
 */
export function csvCell(text: string): string {
  // A visitor's ESC, BEL or U+202E never reaches the operator's terminal or spreadsheet.
  const value = printable(text, { keepLineBreaks: true });
  const safe = FORMULA_START.test(value) && !PLAIN_PHONE.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(leads: readonly ListedLead[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const lead of leads) lines.push(CSV_COLUMNS.map((column) => csvCell(lead[column])).join(','));
  return `${lines.join('\n')}\n`;
}

/** The export as JSON: every character kept, the ones a terminal would act on escaped. */
export function toJson(leads: readonly unknown[]): string {
  return `${printableJson(leads)}\n`;
}
