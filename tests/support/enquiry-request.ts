import type { EnquiryRequestBody } from '../../src/forms/enquiry-rules';
import { NEXT_YEAR } from '../../src/forms/test-support/upcoming-trip';

/**
 * A request body of `enquiries/register` that passes every rule (a family of three to Kenya in
 * June next year: the enquiry refuses past dates); tests override what their scenario is about
 * (who sends it, its id, its comment).
 */
export function validEnquiryRequest(overrides: Partial<EnquiryRequestBody> = {}): EnquiryRequestBody {
  return {
    fname: 'Jane',
    lname: 'Doe',
    email: 'jane@example.org',
    conf_email: 'jane@example.org',
    phone: '3035550147',
    phone_code: '+1',
    start_date: `01-06-${NEXT_YEAR} 10:00:00`,
    end_date: `15-06-${NEXT_YEAR} 10:00:00`,
    destination: '1',
    custom_destination: '',
    month: 6,
    people: 3,
    per_head: 2500,
    comments: 'A safari for the whole family, please.',
    ...overrides,
  };
}
