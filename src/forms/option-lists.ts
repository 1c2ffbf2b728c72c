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

export async function readCountries(read: ContentReader) {
  const raw = await read('pages/country', {});
  if (raw === null) return [];
  const parsed = contentCalls['pages/country'].response.safeParse(raw);
  if (!parsed.success) warnOutside('pages/country', parsed.error.issues[0]?.message);
  return parsed.success ? parsed.data.data.countries : [];
}
