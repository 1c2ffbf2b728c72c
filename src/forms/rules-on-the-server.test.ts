import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadTestApp, nextAddress, type LeadTestApp } from '../../server/leads/lead-test-app';
import { validEnquiryRequest } from '../../tests/support/enquiry-request';
import { toLeadRequest } from './lead-rules';
import { NEXT_YEAR } from './test-support/upcoming-trip';

/**
 * The rules of src/forms as the server applies them (issue 17): the real app on PGlite answers
 * what the browser's check says, in the answer's body, and stores nothing it refuses.
 */
const lead = (email: string) =>
  toLeadRequest(
    {
      fullName: 'Lena Ortiz',
      email,
      phone: '+13035550199',
      city: 'Denver',
      country: '1',
      travelDate: `${NEXT_YEAR}-03-09`,
      comment: 'A theme park week for two adults and a toddler.',
    },
    'landing-themepark',
  );

let t: LeadTestApp;
beforeAll(async () => {
  t = await createLeadTestApp();
}, 120_000);
afterAll(() => t.close());

async function refusal(call: string, body: unknown) {
  const before = (await t.rows()).length;
  const response = await t.post(call, body, nextAddress());
  expect(response.status).toBe(400);
  expect((await t.rows()).length).toBe(before);
  return response.json();
}

describe('the server answers with the forms\' own messages', () => {
  it("refuses the lead 'lena@' with the e-mail message and stores nothing", async () => {
    expect(await refusal('enquiries/lead_contact', lead('lena@'))).toEqual({
      status: '400',
      message: 'Please correct the highlighted fields.',
      data: { message: 'Please correct the highlighted fields.', errors: { email: 'Please enter a valid email address.' } },
    });
    const stored = await t.post('enquiries/lead_contact', lead('lena.ortiz@example.com'), nextAddress());
    expect(stored.status).toBe(200);
  });

  it("refuses the enquiry's unanswerable e-mail", async () => {
    const body = await refusal('enquiries/register', validEnquiryRequest({ email: 'lena@', conf_email: 'lena@' }));
    expect(body).toMatchObject({ status: 400, data: { errors: { email: 'Please enter a valid email address.' } } });
  });

  it('refuses an end before the start, and days that are over, on their fields', async () => {
    const backwards = await refusal(
      'enquiries/register',
      validEnquiryRequest({ start_date: `18-07-${NEXT_YEAR} 17:00:00`, end_date: `04-07-${NEXT_YEAR} 09:30:00` }),
    );
    expect(backwards).toMatchObject({ data: { errors: { end_date: 'The end date must be after the start date.' } } });
    const past = await refusal('enquiries/register', validEnquiryRequest({ start_date: '04-07-2020 09:30:00', end_date: '18-07-2020 17:00:00' }));
    expect(past).toMatchObject({
      data: {
        errors: {
          start_date: 'This date is in the past. Please choose today or a later date.',
          end_date: 'This date is in the past. Please choose today or a later date.',
        },
      },
    });
  });

  it('shows the same message on the page after a post without JavaScript', async () => {
    const response = await t.postForm(
      '/landing-themepark/',
      {
        _form: 'lead',
        lead_page: 'landing-themepark',
        fullName: 'Lena Ortiz',
        email: 'lena@',
        phone: '+13035550199',
        city: 'Denver',
        country: '1',
        travelDate: `${NEXT_YEAR}-03-09`,
        comment: 'A theme park week for two adults and a toddler.',
      },
      nextAddress(),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/id="[^"]*-email-error"[^>]*>Please enter a valid email address\.</);
  });
});
