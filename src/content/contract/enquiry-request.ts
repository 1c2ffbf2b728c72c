import { z } from 'zod';
import { emailAddress } from './email-rule';
import { CUSTOM_DESTINATION, ENQUIRY_MESSAGES, REQUIRED } from './enquiry-messages';
import { tripDateErrors } from './trip-dates';

/**
 * The request of POST enquiries/register (spec 2 §3 "Enquiry as submitted", §7, §8) and its
 * answer: the server checks every request with this schema, and the contact page's form checks
 * its inputs with the same field rules and messages before it sends them (src/forms/enquiry-rules).
 */
export const PHONE_DIGITS = /^\d{1,15}$/;
/** What `enquiries/register` carries: DD-MM-YYYY HH:mm:ss. */
export const ENQUIRY_DATE_TIME = /^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-\d{4} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
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
