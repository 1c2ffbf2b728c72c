import { z } from 'zod';
import { printable } from '../../src/lib/printable-text';

/** A stored lead as the outbox worker reads it. */
export const leadRowSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  kind: z.enum(['enquiry', 'lead']),
  lead_page: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.union([z.date(), z.string()]).transform((v) => (v instanceof Date ? v.toISOString() : v)),
});

export type LeadRow = z.infer<typeof leadRowSchema>;

const LABELS: Record<string, string> = {
  fname: 'First name',
  lname: 'Last name',
  fullname: 'Full name',
  email: 'Email',
  conf_email: 'Confirm email',
  phone_code: 'Telephone code',
  phone: 'Phone',
  destination: 'Destination id (0 = custom)',
  custom_destination: 'Custom destination',
  start_date: 'Start',
  end_date: 'End',
  month: 'Month',
  people: 'People',
  per_head: 'Budget per person (USD)',
  budget: 'Total budget',
  travel_date: 'Travel date',
  country: 'Country id',
  city: 'City',
  lead_page: 'Landing page',
  comments: 'Comments',
  comment: 'Comment',
};

/** The fields a visitor writes in several lines; every other field is one line. */
const MULTILINE = new Set(['comments', 'comment']);

/**
 * One field of the e-mail. What the visitor typed can never forge a line of its own ("Email:
 * someone@else", "Lead id: 1"): controls are removed, a one-line field's line breaks become " ↵ ",
 * and each further line of a comment is quoted with "  | " under its label.
 */
function fieldLines(key: string, value: unknown): string[] {
  const label = LABELS[key] ?? printable(key);
  if (!MULTILINE.has(key)) return [`${label}: ${printable(text(value))}`];
  const [first = '', ...rest] = printable(text(value), { keepLineBreaks: true }).split(/\r\n|\r|\n/);
  return [`${label}: ${first.replace(/\t/g, ' ')}`, ...rest.map((line) => `  | ${line.replace(/\t/g, ' ')}`)];
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value));

export function leadDisplayName(row: LeadRow): string {
  const p = row.payload;
  return row.kind === 'enquiry' ? `${text(p.fname)} ${text(p.lname)}`.trim() : text(p.fullname);
}

/** The agency's e-mail for one lead: every field, labelled, with the visitor as Reply-To. */
export function composeLeadMail(row: LeadRow, addresses: { from: string; to: string }) {
  const what = row.kind === 'enquiry' ? 'trip enquiry (/go/)' : `lead (${row.lead_page || 'landing page'})`;
  const lines = Object.entries(row.payload).flatMap(([key, value]) => fieldLines(key, value));
  const replyTo = z.email().safeParse(row.payload.email);
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: replyTo.success ? replyTo.data : undefined,
    subject: printable(`New ${what} from ${leadDisplayName(row) || 'a visitor'} (#${row.id})`),
    text: [`A new ${what} arrived on ${row.created_at}.`, '', ...lines, '', `Lead id: ${row.id}`].join('\n'),
  };
}
