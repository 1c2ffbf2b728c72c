import { z } from 'zod';
import {
  LEAD_DATE,
  leadFieldRules,
  leadRequestSchema,
  type LeadRequest,
  type LeadRequestBody,
} from '../content/contract/lead-request';
import { firstIssueByField, type FieldErrors } from './field-errors';
import { LEAD_MESSAGES, leadFieldNames, type LeadField } from './lead-fields';
import { normaliseLeadPhone } from './phone-number';

/**
 * The landing pages' lead (spec 2 §5 "Lead form", §7 `enquiries/lead_contact`, §8). One module,
 * loaded by the browser form when it submits and imported by the server, so both apply the same
 * rules and messages.
 *
 * The render-time half (names, messages, empty values) lives in the zod-free ./lead-fields,
 * re-exported here so the server and the tests import the lead's rules from one module.
 */
export { LEAD_MESSAGES, emptyLeadValues, keptLeadValues, leadFieldNames, type LeadField } from './lead-fields';
/** The request and its answer belong to the content contract (the server checks with them too). */
export {
  LEAD_DATE,
  LEAD_PAGE,
  LEAD_SUCCESS_STATUS,
  US_PHONE,
  leadFieldRules,
  leadRequestSchema,
  leadResponseSchema,
  type LeadRequest,
  type LeadRequestBody,
} from '../content/contract/lead-request';

/** "DD-MM-YYYY" from the date picker's "YYYY-MM-DD", or null when it is not one. */
export function toLeadTravelDate(pickerValue: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(pickerValue.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const reversed = `${day}-${month}-${year}`;
  return LEAD_DATE.test(reversed) ? reversed : null;
}

// ---------------------------------------------------------------------------------------------
// The form as the visitor fills it, in the order the fields appear.

const input = z.string().max(10_000).default('');
export const leadFormValuesSchema = z.object({
  fullName: input,
  email: input,
  phone: input,
  city: input,
  country: input,
  travelDate: input,
  comment: input,
});

export type LeadFormValues = z.infer<typeof leadFormValuesSchema>;

/** The request body, the spec's fields, from the inputs' values and the page's marker. */
export function toLeadRequest(
  values: LeadFormValues,
  leadPage: string,
  extras: { submission_id?: string; website?: string } = {},
): LeadRequestBody {
  return {
    fullname: values.fullName.trim(),
    email: values.email.trim(),
    phone: normaliseLeadPhone(values.phone),
    travel_date: toLeadTravelDate(values.travelDate) ?? values.travelDate.trim(),
    country: values.country,
    city: values.city.trim(),
    lead_page: leadPage,
    comment: values.comment.trim(),
    ...extras,
  };
}

/** Request fields the form names differently. */
const requestToForm: Record<string, LeadField> = { fullname: 'fullName', travel_date: 'travelDate' };

const fieldSchemas: Record<LeadField, z.ZodType> = {
  fullName: leadFieldRules.fullname,
  email: leadFieldRules.email,
  phone: leadFieldRules.phone,
  city: leadFieldRules.city,
  country: leadFieldRules.country,
  travelDate: z
    .string()
    .trim()
    .min(1, LEAD_MESSAGES.travelDate)
    .refine((v) => toLeadTravelDate(v) !== null, LEAD_MESSAGES.travelDateFormat),
  comment: leadFieldRules.comment,
};

export type LeadCheck =
  | { ok: true; request: LeadRequest; body: LeadRequestBody }
  | { ok: false; errors: FieldErrors<LeadField> };

/** The submit-time check of the table in spec 2 §5, then the server's request check. */
export function checkLeadForm(
  values: LeadFormValues,
  leadPage: string,
  extras: { submission_id?: string; website?: string } = {},
): LeadCheck {
  const errors: FieldErrors<LeadField> = {};
  // The phone as written ("(303) 555-0123") is checked as it is sent (+13035550123).
  const checked = { ...values, phone: normaliseLeadPhone(values.phone) };
  for (const field of leadFieldNames) {
    const result = fieldSchemas[field].safeParse(checked[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message ?? LEAD_MESSAGES.failed;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const body = toLeadRequest(values, leadPage, extras);
  const request = leadRequestSchema.safeParse(body);
  if (!request.success) return { ok: false, errors: leadErrorsFromRequest(request.error) };
  return { ok: true, request: request.data, body };
}

/** A request check's (or the server's) field errors under the form's field names. */
export function leadErrorsFromRequest(error: z.ZodError): FieldErrors<LeadField> {
  return firstIssueByField(error, leadFieldNames, requestToForm);
}

export function leadFieldOfRequest(key: string): LeadField | undefined {
  return requestToForm[key] ?? leadFieldNames.find((field) => field === key);
}
