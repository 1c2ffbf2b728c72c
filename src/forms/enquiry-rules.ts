import { z } from 'zod';

/**
 * The enquiry as it travels to `enquiries/register` (spec 2 §3, "Enquiry as submitted"), with the
 * messages of the "variant with submit-time checks" (spec 2 §5). One module, imported by the
 * browser form and by the server, so both apply the same rules.
 */
export const REQUIRED = 'This field is required.';
export const ENQUIRY_MESSAGES = {
  required: REQUIRED,
  destination: 'Please select a destination.',
  customDestination: 'Please enter a custom destination.',
  emailMismatch: 'Email confirmation does not match.',
  minPeople: 'Minimum number of people is 1.',
} as const;

const DATE_TIME = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/;
const required = (max = 200) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max);

export const enquiryRequestSchema = z
  .object({
    fname: required(),
    lname: required(),
    email: required(320).pipe(z.email({ error: 'Please enter a valid email address.' })),
    conf_email: required(320),
    phone: required(15).regex(/^\d{1,15}$/, 'Phone number must be digits only, at most 15.'),
    phone_code: required(20),
    start_date: required(19).regex(DATE_TIME, 'Use the format DD-MM-YYYY HH:mm:ss.'),
    end_date: required(19).regex(DATE_TIME, 'Use the format DD-MM-YYYY HH:mm:ss.'),
    destination: z.string().max(50).default('0'),
    custom_destination: z.string().trim().max(200).default(''),
    month: z.coerce.number({ error: REQUIRED }).int().min(0).max(12).default(0),
    people: z.coerce.number({ error: REQUIRED }).int().min(0).max(1000).default(0),
    per_head: z.coerce.number({ error: REQUIRED }).int().min(0).max(10_000_000).default(0),
    comments: required(5_000),
    budget: z.string().max(100).optional(),
    /** One id per filled form: a retried or double-clicked submission stores one enquiry. */
    submission_id: z.string().min(8).max(100).optional(),
    /** Honeypot: people never see this field; a bot that fills it is answered success and ignored. */
    website: z.string().max(500).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.conf_email.toLowerCase() !== value.email.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['conf_email'], message: ENQUIRY_MESSAGES.emailMismatch });
    }
    if (value.destination === '0' && value.custom_destination === '') {
      ctx.addIssue({ code: 'custom', path: ['custom_destination'], message: ENQUIRY_MESSAGES.customDestination });
    }
    if (value.people < 1) ctx.addIssue({ code: 'custom', path: ['people'], message: ENQUIRY_MESSAGES.minPeople });
    if (value.month < 1) ctx.addIssue({ code: 'custom', path: ['month'], message: REQUIRED });
  });

export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>;

export const enquiryResponseSchema = z.object({
  status: z.union([z.number(), z.string()]),
  message: z.string().optional(),
  data: z
    .object({ id: z.union([z.number(), z.string()]).optional(), message: z.string().optional() })
    .passthrough()
    .optional(),
});
