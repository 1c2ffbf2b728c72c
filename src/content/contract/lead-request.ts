import { z } from 'zod';
import { emailAddress } from './email-rule';
import { LEAD_MESSAGES } from './lead-messages';

/**
 * The request of POST enquiries/lead_contact (spec 2 §5 "Lead form", §7, §8) and its answer: the
 * server checks every request with this schema, and the landing pages' form checks its inputs
 * with the same field rules and messages before it sends them (src/forms/lead-rules).
 */

/** The lead form's success code is the string '200' (spec 2 §9). */
export const LEAD_SUCCESS_STATUS = '200';
export const US_PHONE = /^\+1\d{10}$/;
/** What `enquiries/lead_contact` carries: day-month-year. */
export const LEAD_DATE = /^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-\d{4}$/;
/** A page marker such as "landing-cruise". */
export const LEAD_PAGE = /^[a-z0-9-]{0,100}$/;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, LEAD_MESSAGES.tooLong);

/** Field rules shared by the form check and the request check. */
export const leadFieldRules = {
  fullname: requiredText(LEAD_MESSAGES.fullName, 200),
  email: emailAddress(LEAD_MESSAGES.email, LEAD_MESSAGES.tooLong),
  phone: requiredText(LEAD_MESSAGES.phone, 20).regex(US_PHONE, LEAD_MESSAGES.phoneFormat),
  city: requiredText(LEAD_MESSAGES.city, 100),
  country: z
    .union([z.string(), z.number().int().nonnegative()], { error: LEAD_MESSAGES.country })
    .transform(String)
    .pipe(z.string().trim().min(1, LEAD_MESSAGES.country).max(50, LEAD_MESSAGES.country)),
  comment: z
    .string({ error: LEAD_MESSAGES.comment })
    .trim()
    .min(1, LEAD_MESSAGES.comment)
    .min(20, LEAD_MESSAGES.commentLength)
    .max(5_000, LEAD_MESSAGES.tooLong),
};

// ---------------------------------------------------------------------------------------------
// The request body of POST enquiries/lead_contact (the JSON API).

export const leadRequestSchema = z.object({
  fullname: leadFieldRules.fullname,
  email: leadFieldRules.email,
  phone: leadFieldRules.phone,
  travel_date: z
    .string({ error: LEAD_MESSAGES.travelDate })
    .trim()
    .min(1, LEAD_MESSAGES.travelDate)
    .regex(LEAD_DATE, LEAD_MESSAGES.travelDateFormat),
  /** The country's id; the form requires one (spec 2 §5), so an empty one is refused. */
  country: leadFieldRules.country,
  city: leadFieldRules.city,
  lead_page: z.string().trim().regex(LEAD_PAGE, 'Unknown page marker.').default(''),
  comment: leadFieldRules.comment,
  submission_id: z.string().trim().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/).optional(),
  website: z.string().max(500).optional(),
});

export type LeadRequest = z.infer<typeof leadRequestSchema>;
export type LeadRequestBody = z.input<typeof leadRequestSchema>;

/** The lead form reads `status` as the string '200' for success (spec 2 §9). */
export const leadResponseSchema = z.object({
  status: z.union([z.string(), z.number()]).transform(String),
  message: z.string().optional(),
});
