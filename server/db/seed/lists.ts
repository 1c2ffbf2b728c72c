import { doc } from './seed-document';

/** pages/regions: the footer's Choose Region dropdown (the first one is the default). */
export const regionsDocument = doc('pages/regions', '', {
  regions: ['North America', 'Europe', 'Africa', 'Asia Pacific'].map((regionTitle, index) => ({ regionId: index + 1, regionTitle })),
});

/** pages/telephone_code: the enquiry form's dialling codes, United States first. */
export const telephoneCodesDocument = doc('pages/telephone_code', '', {
  telephoneCodes: (
    [
      ['United States', '+1'], ['Canada', '+1'], ['Mexico', '+52'], ['United Kingdom', '+44'], ['Ireland', '+353'],
      ['Germany', '+49'], ['France', '+33'], ['Italy', '+39'], ['Australia', '+61'], ['India', '+91'],
    ] as const
  ).map(([name, code], index) => ({ id: index + 1, name, code })),
});
