import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validEnquiryValues } from '../../src/forms/test-support/enquiry-values';
import { NEXT_YEAR } from '../../src/forms/test-support/upcoming-trip';
import { createLeadTestApp, nextAddress, type LeadTestApp } from './lead-test-app';

/** The enquiry form's fields as a browser without JavaScript posts them (the inputs' names). */
const enquiryFields = {
  _form: 'enquiry',
  submission_id: '',
  website: '',
  ...validEnquiryValues({
    comments: 'Posted without JavaScript: two adults, two kids, Tuscany.',
    fname: 'Nora',
    lname: 'Plain',
    email: 'nora.plain@example.com',
    conf_email: 'nora.plain@example.com',
    phone: '3035550177',
  }),
};

let t: LeadTestApp;
beforeAll(async () => {
  t = await createLeadTestApp();
}, 120_000);
afterAll(() => t.close());

describe('the enquiry form without JavaScript (POST /go/)', () => {
  it('answers the page with the same messages and the kept input, and stores nothing', async () => {
    const before = (await t.rows()).length;
    const response = await t.postForm('/go/', { ...enquiryFields, fname: '', conf_email: 'other@example.com', people: '0' }, nextAddress());
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<title>');
    expect(html).toContain('Please correct the highlighted fields.');
    expect(html).toContain('Email confirmation does not match.');
    expect(html).toContain('Minimum number of people is 1.');
    expect(html).toContain('This field is required.');
    // The field is marked invalid and tied to its message, the input is kept.
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="enquiry-fname-error"|<input[^>]*aria-describedby="enquiry-fname-error"[^>]*aria-invalid="true"/);
    expect(html).toContain('value="nora.plain@example.com"');
    expect(html).toContain('Posted without JavaScript: two adults, two kids, Tuscany.');
    expect((await t.rows()).length).toBe(before);
  });

  it('stores a valid enquiry and answers the page with the success text and a fresh form', async () => {
    const before = (await t.rows()).length;
    const response = await t.postForm('/go/', enquiryFields, nextAddress());
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Thank you! Your enquiry has been submitted successfully.');
    expect(html).not.toContain('value="nora.plain@example.com"');
    const rows = await t.rows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)?.payload).toMatchObject({
      fname: 'Nora',
      start_date: `04-07-${NEXT_YEAR} 09:30:00`,
      end_date: `18-07-${NEXT_YEAR} 17:00:00`,
      destination: '2',
      month: 7,
      people: 4,
      per_head: 2500,
    });
  });

  it('stores the same plain post once when the visitor sends it again (reload)', async () => {
    const from = nextAddress();
    const fields = { ...enquiryFields, comments: 'Sent twice by a reload of the answer page, no JavaScript.' };
    const before = (await t.rows()).length;
    expect((await t.postForm('/go/', fields, from)).status).toBe(200);
    expect((await t.postForm('/go/', fields, from)).status).toBe(200);
    expect((await t.rows()).length).toBe(before + 1);
  });

  it('answers a filled honeypot with the success text and stores nothing', async () => {
    const before = (await t.rows()).length;
    const html = await (await t.postForm('/go/', { ...enquiryFields, website: 'spam' }, nextAddress())).text();
    expect(html).toContain('Thank you! Your enquiry has been submitted successfully.');
    expect((await t.rows()).length).toBe(before);
  });

  it('shows the rate limit message in the page, with Retry-After', async () => {
    const from = nextAddress();
    for (let i = 0; i < 10; i += 1) await t.postForm('/go/', { ...enquiryFields, fname: '' }, from);
    const response = await t.postForm('/go/', enquiryFields, from);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.text()).toContain('Too many submissions from your network.');
  });

  it('answers 400 with the message on the field for a NUL byte in a plain post, and stores nothing', async () => {
    const before = (await t.rows()).length;
    const response = await t.postForm('/go/', { ...enquiryFields, lname: 'Pla\u0000in' }, nextAddress());
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('This answer holds characters we cannot store. Please retype it.');
    expect(html).toMatch(/id="enquiry-lname-error"/);
    expect((await t.rows()).length).toBe(before);
  });

  it("gives the answer page's start script the response's CSP nonce, so the page hydrates", async () => {
    const response = await t.postForm('/go/', { ...enquiryFields, fname: '' }, nextAddress());
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    expect(html).toContain(`<script nonce="${nonce}" type="module" src="/assets/entry-client.js"></script>`);
    // Every script the browser would run carries it (JSON data is not run).
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/json'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  });

  it('opens the answer at the thanks: the outcome line comes first in the form and has the focus (autofocus, no #fragment to cancel it)', async () => {
    const html = await (await t.postForm('/go/', { ...enquiryFields, comments: 'Opened at the thanks, not at an empty form.' }, nextAddress())).text();
    expect(/<form[^>]*>/.exec(html)?.[0]).toContain('action="/go/"');
    const form = html.slice(html.indexOf('<form'));
    const outcome = /<div id="enquiry-outcome"[^>]*>([^<]*)<\/div>/.exec(form);
    expect(outcome?.[1]).toBe('Thank you! Your enquiry has been submitted successfully.');
    expect(outcome?.[0]).toContain('autofocus=""');
    expect(form.indexOf('id="enquiry-outcome"')).toBeLessThan(form.indexOf('name="destination"'));
  });

  it('gives the focus to the message when a refusal has no field to correct (the rate limit), and to the first invalid field when it has', async () => {
    const from = nextAddress();
    const invalid = await (await t.postForm('/go/', { ...enquiryFields, fname: '' }, from)).text();
    expect(/<div id="enquiry-outcome"[^>]*>/.exec(invalid)?.[0]).not.toContain('autofocus');
    expect(/<input[^>]*name="fname"[^>]*>/.exec(invalid)?.[0]).toContain('autofocus=""');
    for (let i = 0; i < 10; i += 1) await t.postForm('/go/', { ...enquiryFields, fname: '' }, from);
    const limited = await (await t.postForm('/go/', enquiryFields, from)).text();
    expect(/<div id="enquiry-outcome"[^>]*>([^<]*)/.exec(limited)?.[1]).toContain('Too many submissions from your network.');
    expect(/<div id="enquiry-outcome"[^>]*>/.exec(limited)?.[0]).toContain('autofocus=""');
  });

  it("answers the advisor's appointment post with the enquiry form filled, the focus on its first field, uncached and nothing stored", async () => {
    const before = (await t.rows()).length;
    const response = await t.postForm(
      '/go/',
      { _form: 'appointment', name: 'Jane van Doe', phone: '(303) 555-0148', date: '2026-12-03', advisor: 'David Brooks', minutes: '30' },
      nextAddress(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(/<input[^>]*name="fname"[^>]*>/.exec(html)?.[0]).toContain('value="Jane"');
    expect(/<input[^>]*name="lname"[^>]*>/.exec(html)?.[0]).toContain('value="van Doe"');
    expect(/<input[^>]*name="phone"[^>]*>/.exec(html)?.[0]).toContain('value="(303) 555-0148"');
    expect(html).toContain('I would like a 30 minute meeting with David Brooks on Thursday, December 3, 2026.</textarea>');
    expect(/<select[^>]*name="destination"[^>]*>/.exec(html)?.[0]).toContain('autofocus=""');
    expect(/<div id="enquiry-outcome"[^>]*>([^<]*)<\/div>/.exec(html)?.[1]).toBe('');
    expect((await t.rows()).length).toBe(before);
  });

  it('refuses a post without a known form with 405, and stores nothing', async () => {
    const response = await t.postForm('/go/', { hello: 'world' }, nextAddress());
    expect(response.status).toBe(405);
  });
});

describe('the lead form without JavaScript (POST /landing-cruise/)', () => {
  const leadFields = {
    _form: 'lead',
    lead_page: 'landing-cruise',
    submission_id: '',
    website: '',
    fullName: 'Plain Poster',
    email: 'plain.poster@example.com',
    phone: '+13035550188',
    city: 'Aurora',
    country: '2',
    travelDate: '2027-01-20',
    comment: 'No JavaScript here, a cruise for two adults and a teen.',
  };

  it("answers the landing page with the table's messages and the kept input", async () => {
    const before = (await t.rows()).length;
    const response = await t.postForm('/landing-cruise/', { ...leadFields, phone: '555-0188', comment: 'too short' }, nextAddress());
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Phone number must start with +1 and include exactly 10 digits after.');
    expect(html).toContain('Please enter at least 20 characters.');
    expect(html).toContain('value="Plain Poster"');
    expect((await t.rows()).length).toBe(before);
  });

  it('stores the lead with its page marker and the reversed date, and thanks the visitor', async () => {
    const response = await t.postForm('/landing-cruise/', leadFields, nextAddress());
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Thanks! Our family travel expert will contact you soon.');
    const row = (await t.rows()).find((r) => r.payload.email === 'plain.poster@example.com');
    expect(row).toMatchObject({ kind: 'lead', lead_page: 'landing-cruise' });
    expect(row?.payload).toMatchObject({ travel_date: '20-01-2027', country: '2', city: 'Aurora', fullname: 'Plain Poster' });
  });
});
