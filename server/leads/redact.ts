/**
 * Logs never hold a visitor's e-mail address or phone number: anything that looks like one is
 * masked before a message (e.g. a mail server's refusal, which quotes the recipient) is logged.
 */
const EMAIL = /[^\s<>()"',;:]+@[^\s<>()"',;:]+\.[a-z]{2,}/gi;
/** Seven or more digits, optionally with +, spaces, dots, dashes or brackets between them. */
const PHONE = /\+?\d(?:[\s().-]*\d){6,}/g;

export function redact(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

export function describeFailure(error: unknown): string {
  return redact(error instanceof Error ? error.message : String(error));
}
