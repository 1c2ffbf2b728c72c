import { t as NEWSLETTER_MESSAGES } from "./newsletter-messages-BlnAvRF1.js";
import { z } from "zod";
// src/content/contract/newsletter-fields.ts
var newsletterRequestSchema = z.object({
	email: z.string({ error: NEWSLETTER_MESSAGES.invalidEmail }).trim().toLowerCase().max(320, NEWSLETTER_MESSAGES.invalidEmail).pipe(z.email({ error: NEWSLETTER_MESSAGES.invalidEmail })),
	/** Which page the visitor signed up on, for the marketer. */
	source: z.string().trim().max(100).default("inspiration")
});
var newsletterResponseSchema = z.object({
	status: z.number().int(),
	message: z.string()
});
export { newsletterResponseSchema as n, newsletterRequestSchema as t };
