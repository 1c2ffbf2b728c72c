import type { Page } from 'playwright-core';
import { NEXT_YEAR } from '../../src/forms/test-support/upcoming-trip';

export interface EnquiryFill {
  first: string;
  last: string;
  email: string;
  comments: string;
  phone: string;
  /** datetime-local values; a fortnight in July next year unless told. */
  start: string;
  end: string;
}

/**
 * Fills the /go/ enquiry form as a visitor would, with a valid enquiry (Italy, four people at 2500
 * each); a test overrides what its scenario is about. For e2e files that send or refuse enquiries.
 */
export async function fillEnquiry(page: Page, overrides: Partial<EnquiryFill> = {}) {
  const fill: EnquiryFill = {
    first: 'Lena',
    last: 'Visitor',
    email: 'lena.visitor@example.com',
    comments: 'Two weeks in Tuscany for a family of four, a villa with a pool.',
    phone: '3035550142',
    start: `${NEXT_YEAR}-07-04T09:30`,
    end: `${NEXT_YEAR}-07-18T17:00`,
    ...overrides,
  };
  await page.selectOption('#enquiry-destination', { label: 'Italy' });
  await page.fill('#enquiry-start_date', fill.start);
  await page.fill('#enquiry-end_date', fill.end);
  await page.selectOption('#enquiry-month', { label: 'July' });
  await page.fill('#enquiry-people', '4');
  await page.fill('#enquiry-per_head', '2500');
  await page.fill('#enquiry-comments', fill.comments);
  await page.fill('#enquiry-fname', fill.first);
  await page.fill('#enquiry-lname', fill.last);
  await page.fill('#enquiry-email', fill.email);
  await page.fill('#enquiry-conf_email', fill.email);
  await page.selectOption('#enquiry-phone_code', '+1');
  await page.fill('#enquiry-phone', fill.phone);
}
