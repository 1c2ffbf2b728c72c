import { z } from 'zod';
import { emailAddress } from './email-rule';
import { CUSTOM_DESTINATION, ENQUIRY_MESSAGES, REQUIRED, enquiryFieldNames, type EnquiryField } from './enquiry-fields';
import { firstIssueByField, type FieldErrors } from './field-errors';
import { tripDateErrors } from './trip-dates';

/**
 * The contact page's enquiry (spec 2 §3 "Enquiry as submitted", §5 "variant with submit-time
 * checks", §8). One module, loaded by the browser form when it submits and imported by the server
 * (JSON API and the no-JavaScript form post), so both apply the same rules with the same messages.
 *
 * The render-time half (names, messages, empty values) lives in the zod-free ./enquiry-fields,
 * re-exported here so the server and the tests import the enquiry's rules from one module.
 */
export {
  CUSTOM_DESTINATION,
  ENQUIRY_MESSAGES,
  REQUIRED,
  emptyEnquiryValues,
  enquiryFieldNames,
  keptEnquiryValues,
  type EnquiryField,
} from './enquiry-fields';

export const PHONE_DIGITS = /^\d{1,15}$/;
/** What `enquiries/register` carries: DD-MM-YYYY HH:mm:ss. */
export const ENQUIRY_DATE_TIME = /^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-\d{4} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
/** What a datetime-local input holds: YYYY-MM-DDTHH:mm, seconds optional. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, ENQUIRY_MESSAGES.tooLong);

/** Field rules shared by the form check and the request check. */
export const enquiryFieldRules = {
  fname: requiredText(100),
  lname: requiredText(100),
  email: emailAddress(REQUIRED, ENQUIRY_MESSAGES.tooLong),
  conf_email: requiredText(254),
  phone_code: requiredText(10),
  phone: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).regex(PHONE_DIGITS, ENQUIRY_MESSAGES.phoneDigits),
  comments: requiredText(5_000),
  custom_destination: z.string().trim().max(200, ENQUIRY_MESSAGES.tooLong),
  budget: z.string().trim().max(100, ENQUIRY_MESSAGES.tooLong),
};

/** "DD-MM-YYYY HH:mm:ss" from a datetime-local value, or null when it is not one. */
export function toEnquiryDateTime(local: string): string | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00'] = match;
  const formatted = `${day}-${month}-${year} ${hour}:${minute}:${second}`;
  return ENQUIRY_DATE_TIME.test(formatted) ? formatted : null;
}

// ---------------------------------------------------------------------------------------------
// The request body of POST enquiries/register (the JSON API).

const dateTimeField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .regex(ENQUIRY_DATE_TIME, ENQUIRY_MESSAGES.dateTime);
/** Missing numbers travel as 0 (spec 2 §3). */
const countField = (max: number) =>
  z.coerce.number({ error: ENQUIRY_MESSAGES.wholeNumber }).int(ENQUIRY_MESSAGES.wholeNumber).min(0).max(max).default(0);

export const enquiryRequestSchema = z
  .object({
    fname: enquiryFieldRules.fname,
    lname: enquiryFieldRules.lname,
    email: enquiryFieldRules.email,
    conf_email: enquiryFieldRules.conf_email,
    phone: enquiryFieldRules.phone,
    phone_code: enquiryFieldRules.phone_code,
    start_date: dateTimeField,
    end_date: dateTimeField,
    /** A destination id, or "0" with custom_destination. */
    destination: z
      .union([z.string().trim().max(20), z.number().int().nonnegative()])
      .transform(String)
      .default(CUSTOM_DESTINATION),
    custom_destination: enquiryFieldRules.custom_destination.default(''),
    month: countField(12),
    people: countField(1_000),
    per_head: countField(10_000_000),
    comments: enquiryFieldRules.comments,
    budget: enquiryFieldRules.budget.optional(),
    /** One id per filled form: a retried or double-clicked submission stores one enquiry. */
    submission_id: z.string().trim().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/).optional(),
    /** Honeypot: people never see this field; a bot that fills it is answered success and ignored. */
    website: z.string().max(500).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.destination === '') {
      ctx.addIssue({ code: 'custom', path: ['destination'], message: ENQUIRY_MESSAGES.destination });
    } else if (!/^\d+$/.test(value.destination)) {
      ctx.addIssue({ code: 'custom', path: ['destination'], message: ENQUIRY_MESSAGES.destination });
    } else if (value.destination === CUSTOM_DESTINATION && value.custom_destination === '') {
      ctx.addIssue({ code: 'custom', path: ['custom_destination'], message: ENQUIRY_MESSAGES.customDestination });
    }
    if (value.conf_email.toLowerCase() !== value.email.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['conf_email'], message: ENQUIRY_MESSAGES.emailMismatch });
    }
    if (value.month < 1) ctx.addIssue({ code: 'custom', path: ['month'], message: REQUIRED });
    if (value.people < 1) ctx.addIssue({ code: 'custom', path: ['people'], message: ENQUIRY_MESSAGES.minPeople });
    for (const [field, message] of Object.entries(tripDateErrors(value.start_date, value.end_date))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>;
export type EnquiryRequestBody = z.input<typeof enquiryRequestSchema>;

export const enquiryResponseSchema = z.object({
  status: z.union([z.number(), z.string()]),
  message: z.string().optional(),
  data: z
    .object({ id: z.union([z.number(), z.string()]).optional(), message: z.string().optional() })
    .passthrough()
    .optional(),
});

// ---------------------------------------------------------------------------------------------
// The form as the visitor fills it: the inputs' string values, in the order they appear.

const input = z.string().max(10_000).default('');
/** The inputs' values (also what a form post without JavaScript sends, and the kept input). */
export const enquiryFormValuesSchema = z.object({
  destination: input,
  custom_destination: input,
  start_date: input,
  end_date: input,
  month: input,
  people: z.string().max(10_000).default('1'),
  per_head: input,
  budget: input,
  comments: input,
  fname: input,
  lname: input,
  email: input,
  conf_email: input,
  phone_code: input,
  phone: input,
});

export type EnquiryFormValues = z.infer<typeof enquiryFormValuesSchema>;

/** The request body, exactly the spec's fields, from the inputs' values. */
export function toEnquiryRequest(
  values: EnquiryFormValues,
  extras: { submission_id?: string; website?: string } = {},
): EnquiryRequestBody {
  const count = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : 0);
  const custom = values.destination === CUSTOM_DESTINATION;
  const budget = values.budget.trim();
  return {
    fname: values.fname.trim(),
    lname: values.lname.trim(),
    email: values.email.trim(),
    conf_email: values.conf_email.trim(),
    phone: values.phone.trim(),
    phone_code: values.phone_code,
    start_date: toEnquiryDateTime(values.start_date) ?? values.start_date,
    end_date: toEnquiryDateTime(values.end_date) ?? values.end_date,
    destination: values.destination,
    custom_destination: custom ? values.custom_destination.trim() : '',
    month: count(values.month),
    people: count(values.people),
    per_head: count(values.per_head),
    comments: values.comments.trim(),
    ...(budget ? { budget } : {}),
    ...extras,
  };
}

const fieldSchemas: Partial<Record<EnquiryField, z.ZodType>> = {
  fname: enquiryFieldRules.fname,
  lname: enquiryFieldRules.lname,
  email: enquiryFieldRules.email,
  conf_email: enquiryFieldRules.conf_email,
  phone_code: enquiryFieldRules.phone_code,
  phone: enquiryFieldRules.phone,
  comments: enquiryFieldRules.comments,
  budget: enquiryFieldRules.budget,
  start_date: z.string().trim().min(1, REQUIRED).refine((v) => toEnquiryDateTime(v) !== null, ENQUIRY_MESSAGES.dateTime),
  end_date: z.string().trim().min(1, REQUIRED).refine((v) => toEnquiryDateTime(v) !== null, ENQUIRY_MESSAGES.dateTime),
  month: z.string().trim().min(1, REQUIRED).regex(/^(?:[1-9]|1[0-2])$/, REQUIRED),
  people: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .regex(/^\d{1,4}$/, ENQUIRY_MESSAGES.minPeople)
    .refine((v) => Number(v) >= 1, ENQUIRY_MESSAGES.minPeople),
  per_head: z.string().trim().min(1, REQUIRED).regex(/^\d{1,8}$/, ENQUIRY_MESSAGES.wholeNumber),
};

export type EnquiryCheck =
  | { ok: true; request: EnquiryRequest; body: EnquiryRequestBody }
  | { ok: false; errors: FieldErrors<EnquiryField> };

/**
 * The submit-time check: one message per invalid field, in the form's order. When the inputs pass,
 * the request built from them is checked with the request schema too (the server's own check).
 */
export function checkEnquiryForm(
  values: EnquiryFormValues,
  extras: { submission_id?: string; website?: string } = {},
): EnquiryCheck {
  const errors: FieldErrors<EnquiryField> = {};
  const destination = values.destination.trim();
  if (destination === '' || !/^\d{1,9}$/.test(destination)) errors.destination = ENQUIRY_MESSAGES.destination;
  else if (destination === CUSTOM_DESTINATION && values.custom_destination.trim() === '') {
    errors.custom_destination = ENQUIRY_MESSAGES.customDestination;
  }
  for (const field of enquiryFieldNames) {
    const schema = fieldSchemas[field];
    if (!schema || errors[field]) continue;
    const result = schema.safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message ?? REQUIRED;
  }
  if (!errors.email && !errors.conf_email && values.email.trim().toLowerCase() !== values.conf_email.trim().toLowerCase()) {
    errors.conf_email = ENQUIRY_MESSAGES.emailMismatch;
  }
  // The server's date rule, on the dates that are well-formed, so its messages come with the others.
  const dates = tripDateErrors(toEnquiryDateTime(values.start_date) ?? '', toEnquiryDateTime(values.end_date) ?? '');
  for (const field of ['start_date', 'end_date'] as const) {
    const message = dates[field];
    if (message && !errors[field]) errors[field] = message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors: ordered(errors) };

  const body = toEnquiryRequest(values, extras);
  const request = enquiryRequestSchema.safeParse(body);
  if (!request.success) {
    return { ok: false, errors: ordered(firstIssueByField(request.error, enquiryFieldNames)) };
  }
  return { ok: true, request: request.data, body };
}

function ordered(errors: FieldErrors<EnquiryField>): FieldErrors<EnquiryField> {
  return Object.fromEntries(enquiryFieldNames.filter((f) => errors[f]).map((f) => [f, errors[f]]));
}
