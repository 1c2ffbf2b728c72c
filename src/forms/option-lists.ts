import { contentCalls } from '../content/contract/calls';
import type { ContentReader } from '../engine/block';

/**
 * The forms' option lists (destinations, telephone codes, countries). A failed or malformed answer
 * is logged and gives an empty list: the spec's forms only log these failures (spec 2 §8), and the
 * form stays usable.
 */
function warnOutside(call: string, message: string | undefined) {
  console.warn(`[forms] ${call} answered outside the contract: ${message ?? ''}`);
}

export async function readDestinations(read: ContentReader) {
  const raw = await read('pages/destinations', {});
  if (raw === null) return []; // the reader has logged the failed call
  const parsed = contentCalls['pages/destinations'].response.safeParse(raw);
  if (!parsed.success) warnOutside('pages/destinations', parsed.error.issues[0]?.message);
  return parsed.success ? parsed.data.data.destinations : [];
}

export async function readTelephoneCodes(read: ContentReader) {
  const raw = await read('pages/telephone_code', {});
  if (raw === null) return [];
  const parsed = contentCalls['pages/telephone_code'].response.safeParse(raw);
  if (!parsed.success) warnOutside('pages/telephone_code', parsed.error.issues[0]?.message);
  return parsed.success ? parsed.data.data.telephoneCodes : [];
}

/**
 * The telephone codes, or the form's built-in list when the call failed or gave none: the code is
 * required, so an empty list would leave the enquiry impossible to send (issue 17).
 */
export async function readTelephoneCodesOrBuiltIn(read: ContentReader) {
  const codes = await readTelephoneCodes(read);
  if (codes.length > 0) return codes;
  console.warn('[forms] pages/telephone_code gave no codes; the enquiry form offers its built-in list');
  const { builtInTelephoneCodes } = await import('./built-in-telephone-codes');
  return builtInTelephoneCodes;
}

export async function readCountries(read: ContentReader) {
  const raw = await read('pages/country', {});
  if (raw === null) return [];
  const parsed = contentCalls['pages/country'].response.safeParse(raw);
  if (!parsed.success) warnOutside('pages/country', parsed.error.issues[0]?.message);
  return parsed.success ? parsed.data.data.countries : [];
}
