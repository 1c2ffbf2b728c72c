import { t as NEWSLETTER_MESSAGES } from "./newsletter-messages-BlnAvRF1.js";
import { n as newsletterResponseSchema, t as newsletterRequestSchema } from "./newsletter-fields-CODKgG_f.js";
export { NEWSLETTER_MESSAGES, newsletterRequestSchema, newsletterResponseSchema };
