import { z } from 'zod';
import { NEWSLETTER_MESSAGES } from './newsletter-messages';

/**
 * The hub's newsletter sign-up (`newsletter/subscribe`). The spec shows no call for it; this one
 * is ours: the browser (loading it on submit) and the server check the address with this same
 * schema. The messages live in the zod-free ./newsletter-messages, re-exported here.
 */
export { NEWSLETTER_MESSAGES } from './newsletter-messages';

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
