import { z } from 'zod';

/** The landing pages' lead as it travels to `enquiries/lead_contact` (spec 2 §5 and §7). */
export const LEAD_MESSAGES = {
  fullName: 'Full name is required.',
  email: 'Email is required.',
  phone: 'Phone number is required.',
  phoneFormat: 'Phone number must start with +1 and include exactly 10 digits after.',
  city: 'City is required.',
  country: 'Country selection is required.',
  travelDate: 'Travel date is required.',
  comment: 'Please provide some comments or requests.',
  commentLength: 'Please enter at least 20 characters.',
} as const;

export const US_PHONE = /^\+1\d{10}$/;
const DAY_MONTH_YEAR = /^\d{2}-\d{2}-\d{4}$/;

export const leadRequestSchema = z.object({
  fullname: z.string({ error: LEAD_MESSAGES.fullName }).trim().min(1, LEAD_MESSAGES.fullName).max(200),
  email: z.string({ error: LEAD_MESSAGES.email }).trim().min(1, LEAD_MESSAGES.email).max(320),
  phone: z
    .string({ error: LEAD_MESSAGES.phone })
    .trim()
    .min(1, LEAD_MESSAGES.phone)
    .regex(US_PHONE, LEAD_MESSAGES.phoneFormat),
  travel_date: z
    .string({ error: LEAD_MESSAGES.travelDate })
    .min(1, LEAD_MESSAGES.travelDate)
    .regex(DAY_MONTH_YEAR, 'Use the format DD-MM-YYYY.'),
  country: z.union([z.string().max(50), z.number().int()]).transform(String),
  city: z.string({ error: LEAD_MESSAGES.city }).trim().min(1, LEAD_MESSAGES.city).max(200),
  lead_page: z.string().trim().max(100).default(''),
  comment: z
    .string({ error: LEAD_MESSAGES.comment })
    .trim()
    .min(1, LEAD_MESSAGES.comment)
    .min(20, LEAD_MESSAGES.commentLength)
    .max(5_000),
  submission_id: z.string().min(8).max(100).optional(),
  website: z.string().max(500).optional(),
});

export type LeadRequest = z.infer<typeof leadRequestSchema>;

/** The lead form reads `status` as the string '200' for success (spec 2 §9). */
export const leadResponseSchema = z.object({
  status: z.union([z.string(), z.number()]).transform(String),
  message: z.string().optional(),
});
