import { z } from 'zod';
import {
  ENQUIRY_DATE_TIME,
  enquiryFieldRules,
  enquiryRequestSchema,
  type EnquiryRequest,
  type EnquiryRequestBody,
} from '../content/contract/enquiry-request';
import { tripDateErrors } from '../content/contract/trip-dates';
import { CUSTOM_DESTINATION, ENQUIRY_MESSAGES, REQUIRED, enquiryFieldNames, isCustomDestination, type EnquiryField } from './enquiry-fields';
import { firstIssueByField, type FieldErrors } from './field-errors';
import { normaliseEnquiryPhone } from './phone-number';

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
  CUSTOMIZE_OPTION,
  ENQUIRY_MESSAGES,
  REQUIRED,
  emptyEnquiryValues,
  enquiryFieldNames,
  isCustomDestination,
  keptEnquiryValues,
  type EnquiryField,
} from './enquiry-fields';
/** The request and its answer belong to the content contract (the server checks with them too). */
export {
  ENQUIRY_DATE_TIME,
  PHONE_DIGITS,
  enquiryFieldRules,
  enquiryRequestSchema,
  enquiryResponseSchema,
  type EnquiryRequest,
  type EnquiryRequestBody,
} from '../content/contract/enquiry-request';

/** What a datetime-local input holds: YYYY-MM-DDTHH:mm, seconds optional. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** "DD-MM-YYYY HH:mm:ss" from a datetime-local value, or null when it is not one. */
export function toEnquiryDateTime(local: string): string | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00'] = match;
  const formatted = `${day}-${month}-${year} ${hour}:${minute}:${second}`;
  return ENQUIRY_DATE_TIME.test(formatted) ? formatted : null;
}

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
  const custom = isCustomDestination(values.destination);
  const budget = values.budget.trim();
  const { phone, phone_code } = normaliseEnquiryPhone(values.phone, values.phone_code);
  return {
    fname: values.fname.trim(),
    lname: values.lname.trim(),
    email: values.email.trim(),
    conf_email: values.conf_email.trim(),
    phone,
    phone_code,
    start_date: toEnquiryDateTime(values.start_date) ?? values.start_date,
    end_date: toEnquiryDateTime(values.end_date) ?? values.end_date,
    destination: custom ? CUSTOM_DESTINATION : values.destination.trim(),
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
  input: EnquiryFormValues,
  extras: { submission_id?: string; website?: string } = {},
): EnquiryCheck {
  const errors: FieldErrors<EnquiryField> = {};
  // The phone as written ("(303) 555-0123", "+44 20 7946 0958") is checked as it is sent.
  const values = { ...input, ...normaliseEnquiryPhone(input.phone, input.phone_code) };
  if (isCustomDestination(values.destination)) {
    if (values.custom_destination.trim() === '') errors.custom_destination = ENQUIRY_MESSAGES.customDestination;
  } else if (!/^\d{1,9}$/.test(values.destination.trim())) errors.destination = ENQUIRY_MESSAGES.destination;
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
