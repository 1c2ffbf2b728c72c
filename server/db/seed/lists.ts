import { doc } from './seed-document';

/** pages/regions: the footer's Choose Region dropdown (the first one is the default). */
export const regionsDocument = doc('pages/regions', '', {
  regions: [
    { regionId: 1, regionTitle: 'North America' },
    { regionId: 2, regionTitle: 'Europe' },
    { regionId: 3, regionTitle: 'Africa' },
    { regionId: 4, regionTitle: 'Asia Pacific' },
  ],
});

/** pages/telephone_code: the enquiry form's dialling codes, United States first. */
export const telephoneCodesDocument = doc('pages/telephone_code', '', {
  telephoneCodes: [
    { id: 1, name: 'United States', code: '+1' },
    { id: 2, name: 'Canada', code: '+1' },
    { id: 3, name: 'Mexico', code: '+52' },
    { id: 4, name: 'United Kingdom', code: '+44' },
    { id: 5, name: 'Ireland', code: '+353' },
    { id: 6, name: 'Germany', code: '+49' },
    { id: 7, name: 'France', code: '+33' },
    { id: 8, name: 'Italy', code: '+39' },
    { id: 9, name: 'Australia', code: '+61' },
    { id: 10, name: 'India', code: '+91' },
  ],
});
