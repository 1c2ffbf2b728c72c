/**
 * The message for an e-mail address that cannot be answered ("lena@"), one text for the enquiry
 * and the lead form. Zod-free: the forms' render-time modules import it while the page hydrates.
 * The spec names no text for it (docs/forms.md).
 */
export const EMAIL_FORMAT_MESSAGE = 'Please enter a valid email address.';
