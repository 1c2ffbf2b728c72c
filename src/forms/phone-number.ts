import parsePhoneNumber, { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

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
 * The calling codes libphonenumber-js knows. It throws on any other default calling code, and the
 * chosen code is content's ("+1-284", "+1 (284)") or, through the JSON API, anyone's ("1e309").
 */
const KNOWN_CALLING_CODES = new Set<string>(getCountries().map((country) => getCountryCallingCode(country)));

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
  const known = KNOWN_CALLING_CODES.has(callingCode);
  const number = parsePhoneNumber(text, { extract: false, ...(known ? { defaultCallingCode: callingCode } : {}) });
  if (number?.isPossible()) {
    return { phone: number.nationalNumber, phone_code: text.startsWith('+') ? `+${number.countryCallingCode}` : phoneCode };
  }
  return { phone: text.replace(/\D/g, ''), phone_code: phoneCode };
}
