import parsePhoneNumber from 'libphonenumber-js/min';

/**
 * Phone numbers as people write them ("+1 303 555 0123", "(303) 555-0123", "303.555.0123",
 * "1-303-555-0123"), read by libphonenumber-js into the forms' own terms before their rules run.
 * One module for the browser's submit check and the server (the JSON API and the posts without
 * JavaScript), so a number is read the same way on both. It is loaded with the checks, on demand,
 * never with a page.
 */

/** The formatting people put between digits: spaces, dots, dashes, brackets, a leading plus. */
const WRITTEN_DIGITS = /^\+?[\d\s().-]+$/;

/**
 * The lead form's phone (spec 2 §5: '+1' and exactly 10 digits): a North American number written
 * any common way becomes "+13035550123"; anything else comes back trimmed, for the rule to refuse
 * with its message (a number of another country, an extension, words).
 */
export function normaliseLeadPhone(raw: string): string {
  const text = raw.trim();
  if (!WRITTEN_DIGITS.test(text)) return text;
  const number = parsePhoneNumber(text, { defaultCountry: 'US', extract: false });
  return number && number.countryCallingCode === '1' && number.isPossible() ? number.number : text;
}

/**
 * The enquiry's phone (spec 2 §5: digits only, at most 15, beside the chosen telephone code): the
 * national number's digits. A number written with its own international code ("+44 20 7946 0958")
 * brings that code along, in place of the chosen one; digits written with separators keep their
 * digits; anything else comes back trimmed, for the rule to refuse.
 */
export function normaliseEnquiryPhone(raw: string, phoneCode: string): { phone: string; phone_code: string } {
  const text = raw.trim();
  if (!WRITTEN_DIGITS.test(text)) return { phone: text, phone_code: phoneCode };
  const callingCode = phoneCode.replace(/\D/g, '');
  const number = parsePhoneNumber(text, { extract: false, ...(callingCode ? { defaultCallingCode: callingCode } : {}) });
  if (number?.isPossible()) {
    return { phone: number.nationalNumber, phone_code: text.startsWith('+') ? `+${number.countryCallingCode}` : phoneCode };
  }
  return { phone: text.replace(/\D/g, ''), phone_code: phoneCode };
}
