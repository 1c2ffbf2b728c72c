import { z } from 'zod';

/**
 * The hub's newsletter sign-up (`newsletter/subscribe`). The spec shows no call for it; this one
 * is ours: the browser and the server check the address with this same schema.
 */
export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  subscribed: 'Thanks for signing up! Travel ideas are on their way to your inbox.',
  failed: 'Something went wrong. Please try again later.',
} as const;

export const newsletterRequestSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .max(320, NEWSLETTER_MESSAGES.invalidEmail)
    .pipe(z.email({ error: NEWSLETTER_MESSAGES.invalidEmail })),
  /** Which page the visitor signed up on, for the marketer. */
  source: z.string().trim().max(100).default('inspiration'),
});

export const newsletterResponseSchema = z.object({
  status: z.number().int(),
  message: z.string(),
});

export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
