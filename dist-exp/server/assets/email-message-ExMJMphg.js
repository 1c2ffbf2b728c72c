// src/content/contract/email-message.ts
/**
* The message for an e-mail address that cannot be answered ("lena@"), one text for the enquiry
* and the lead form. Zod-free: the forms' render-time modules import it while the page hydrates.
* The spec names no text for it (docs/forms.md).
*/
var EMAIL_FORMAT_MESSAGE = "Please enter a valid email address.";
export { EMAIL_FORMAT_MESSAGE as t };
