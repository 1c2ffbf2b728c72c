import metadata from 'libphonenumber-js/min/metadata';
import type { z } from 'zod';
import type { telephoneCodeOption } from '../content/contract/details-fields';

type TelephoneCode = z.infer<typeof telephoneCodeOption>;

/**
 * The enquiry form's own telephone codes, for when pages/telephone_code fails or answers none: the
 * code is required, so without them no enquiry could be sent (issue 17). The codes come from
 * libphonenumber-js's maintained metadata ("min"): one entry per country calling code, named after
 * the country the plan lists first (+44 United Kingdom, +7 Russia), with Canada beside the United
 * States under +1 as in the content service's list; both first. Names are the browser's and
 * Node's own (Intl.DisplayNames). Loaded only when needed (a dynamic import from the form's
 * content load), so the metadata never reaches a page that does not need it.
 */
const FIRST = ['US', 'CA'];

function countryName(names: Intl.DisplayNames, region: string): string {
  return names.of(region) ?? region;
}

function telephoneCodes(): TelephoneCode[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const entries: { region: string; code: string }[] = [];
  for (const [code, regions] of Object.entries(metadata.country_calling_codes)) {
    // "001" stands for the non-geographic codes (satellite phones, freephone): no country to name.
    const main = regions.find((region) => /^[A-Z]{2}$/.test(region));
    if (main) entries.push({ region: main, code: `+${code}` });
  }
  entries.push({ region: 'CA', code: '+1' });
  const first = (region: string) => (FIRST.includes(region) ? FIRST.indexOf(region) : FIRST.length);
  return entries
    .map((entry) => ({ ...entry, name: countryName(names, entry.region) }))
    .sort((a, b) => first(a.region) - first(b.region) || a.name.localeCompare(b.name, 'en'))
    .map(({ name, code }, index) => ({ id: index + 1, name, code }));
}

export const builtInTelephoneCodes: TelephoneCode[] = telephoneCodes();
