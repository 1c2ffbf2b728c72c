import type { EnquiryFormValues } from '../enquiry-rules';
import { NEXT_YEAR } from './upcoming-trip';

/**
 * The enquiry form filled in validly, as its fields hold it: Ana Lopez, Italy, four people at
 * 2500 each, a fortnight in July next year; a test overrides what its scenario is about.
 */
export function validEnquiryValues(overrides: Partial<EnquiryFormValues> = {}): EnquiryFormValues {
  return {
    destination: '2',
    custom_destination: '',
    start_date: `${NEXT_YEAR}-07-04T09:30`,
    end_date: `${NEXT_YEAR}-07-18T17:00`,
    month: '7',
    people: '4',
    per_head: '2500',
    budget: '',
    comments: 'Two adults and two kids, looking for a relaxed villa near Florence.',
    fname: 'Ana',
    lname: 'Lopez',
    email: 'ana@example.com',
    conf_email: 'ana@example.com',
    phone_code: '+1',
    phone: '3035550100',
    ...overrides,
  };
}
