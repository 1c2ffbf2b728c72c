import { z } from 'zod';

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

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value));

export function leadDisplayName(row: LeadRow): string {
  const p = row.payload;
  return row.kind === 'enquiry' ? `${text(p.fname)} ${text(p.lname)}`.trim() : text(p.fullname);
}

/** The agency's e-mail for one lead: every field, labelled, with the visitor as Reply-To. */
export function composeLeadMail(row: LeadRow, addresses: { from: string; to: string }) {
  const what = row.kind === 'enquiry' ? 'trip enquiry (/go/)' : `lead (${row.lead_page || 'landing page'})`;
  const lines = Object.entries(row.payload).map(([key, value]) => `${LABELS[key] ?? key}: ${text(value)}`);
  const replyTo = z.email().safeParse(row.payload.email);
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: replyTo.success ? replyTo.data : undefined,
    subject: `New ${what} from ${leadDisplayName(row) || 'a visitor'} (#${row.id})`,
    text: [`A new ${what} arrived on ${row.created_at}.`, '', ...lines, '', `Lead id: ${row.id}`].join('\n'),
  };
}
