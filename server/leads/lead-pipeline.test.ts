import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseRows } from '../db/rows';
import { toEnquiryRequest } from '../../src/forms/enquiry-rules';
import { toLeadRequest } from '../../src/forms/lead-rules';
import { validEnquiryValues } from '../../src/forms/test-support/enquiry-values';
import { createLeadTestApp, nextAddress, type LeadTestApp } from './lead-test-app';

const enquiryValues = validEnquiryValues({ email: 'ana.lopez@example.com', conf_email: 'ana.lopez@example.com' });
const enquiry = (submission_id?: string) => toEnquiryRequest(enquiryValues, { submission_id, website: '' });
const lead = (submission_id?: string) =>
  toLeadRequest(
    {
      fullName: 'Jordan Miles',
      email: 'jordan.miles@example.com',
      phone: '+13035550123',
      city: 'Denver',
      country: '1',
      travelDate: '2026-09-15',
      comment: 'A cruise for four with a balcony cabin, please.',
    },
    'landing-cruise',
    { submission_id, website: '' },
  );

let t: LeadTestApp;
beforeAll(async () => {
  t = await createLeadTestApp();
}, 120_000);
afterAll(() => t.close());

describe('POST /api/enquiries/register', () => {
  it('stores the enquiry before answering 200, and the answer carries its id', async () => {
    const before = (await t.rows()).length;
    const response = await t.post('enquiries/register', enquiry('enquiry-store-1'), nextAddress());
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(body).toMatchObject({ status: 200, message: 'Thank you! Your enquiry has been submitted successfully.' });
    const rows = await t.rows();
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1);
    expect(body).toMatchObject({ data: { id: row?.id } });
    expect(row).toMatchObject({ kind: 'enquiry', submission_id: 'enquiry-store-1', lead_page: null });
    // The stored row holds exactly what was sent (less the honeypot and the submission id).
    const { website: _w, submission_id: _s, ...sent } = enquiry('enquiry-store-1');
    expect(row?.payload).toEqual(sent);
  });

  it('answers 400 with the spec shape, the field errors and a clear message, and stores nothing', async () => {
    const before = (await t.rows()).length;
    const response = await t.post(
      'enquiries/register',
      { ...enquiry('enquiry-bad-1'), fname: '', people: 0, conf_email: 'other@example.com', destination: '0' },
      nextAddress(),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      message: 'Please correct the highlighted fields.',
      data: {
        message: 'Please correct the highlighted fields.',
        errors: {
          fname: 'This field is required.',
          people: 'Minimum number of people is 1.',
          conf_email: 'Email confirmation does not match.',
          custom_destination: 'Please enter a custom destination.',
        },
      },
    });
    expect((await t.rows()).length).toBe(before);
  });

  it('stores one enquiry for a repeated submission id and answers the retry as the first time', async () => {
    const before = (await t.rows()).length;
    const from = nextAddress();
    const first = await (await t.post('enquiries/register', enquiry('enquiry-retry-1'), from)).json();
    const again = await t.post('enquiries/register', enquiry('enquiry-retry-1'), from);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    // A double click arriving at the same moment.
    const burst = await Promise.all([1, 2, 3].map(() => t.post('enquiries/register', enquiry('enquiry-burst-1'), from)));
    const bodies = await Promise.all(burst.map((r) => r.json()));
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect((await t.rows()).length).toBe(before + 2);
  });

  it('stores a phone written with separators or its own country code as the national digits beside their code', async () => {
    const written = { '(303) 555-0148': ['+1', '3035550148'], '+44 20 7946 0958': ['+44', '2079460958'] };
    for (const [index, phone] of Object.keys(written).entries()) {
      const response = await t.post('enquiries/register', { ...enquiry(`enquiry-phone-${index}`), phone }, nextAddress());
      expect(response.status).toBe(200);
    }
    const stored = (await t.rows()).filter((r) => r.submission_id.startsWith('enquiry-phone-')).map((r) => [r.payload.phone_code, r.payload.phone]);
    expect(stored).toEqual(Object.values(written));
  });

  it('treats the same content without a submission id as the same enquiry', async () => {
    const before = (await t.rows()).length;
    const from = nextAddress();
    const { submission_id: _s, ...withoutId } = enquiry();
    await t.post('enquiries/register', { ...withoutId, comments: 'No id on this one, sent twice by a plain client.' }, from);
    await t.post('enquiries/register', { ...withoutId, comments: 'No id on this one, sent twice by a plain client.' }, from);
    expect((await t.rows()).length).toBe(before + 1);
  });

  it('answers a filled honeypot like a stored lead (an id drawn as a real one is, the same answer to a retry), stores nothing and logs it', async () => {
    const before = await t.rows();
    const lastId = Math.max(0, ...before.map((row) => Number(row.id)));
    const decoyBody = z.object({ status: z.number(), message: z.string(), data: z.object({ message: z.string(), id: z.string() }).strict() }).strict();
    const trapped = async (submissionId: string) => {
      const response = await t.post('enquiries/register', { ...enquiry(submissionId), website: 'http://spam.example' }, nextAddress());
      expect(response.status).toBe(200);
      return decoyBody.parse(await response.json());
    };
    const decoy = await trapped('enquiry-bot-1');
    expect(decoy.message).toBe('Thank you! Your enquiry has been submitted successfully.');
    // The same fields as a real success.
    const real = (await (await t.post('enquiries/register', enquiry('enquiry-after-bot-1'), nextAddress())).json()) as { data: { id: string } };
    expect(Object.keys(real).sort()).toEqual(Object.keys(decoy).sort());
    expect(Object.keys(real.data).sort()).toEqual(Object.keys(decoy.data).sort());
    // Ids as real leads get them: each later than the one before, never one a lead was given (a
    // bot comparing a trapped post with a real one, or two trapped posts, learns nothing).
    expect(Number(decoy.data.id)).toBeGreaterThan(lastId);
    expect(Number(real.data.id)).toBeGreaterThan(Number(decoy.data.id));
    const next = await trapped('enquiry-bot-2');
    expect(Number(next.data.id)).toBeGreaterThan(Number(real.data.id));
    // A retry of a submission gets its first answer, as a stored lead's retry does.
    expect(await trapped('enquiry-bot-1')).toEqual(decoy);
    await t.db.query("DELETE FROM leads WHERE submission_id = 'enquiry-after-bot-1'");
    expect(await t.rows()).toEqual(before);
    expect(t.logs.some((line) => line.includes('honeypot filled'))).toBe(true);
  });

  it('limits one address to 10 posts per 10 minutes per form: a clear 429 with Retry-After', async () => {
    const from = nextAddress();
    for (let i = 0; i < 10; i += 1) {
      const response = await t.post('enquiries/register', { ...enquiry(`enquiry-rate-${i}`), fname: '' }, from);
      expect(response.status).toBe(400);
    }
    const refused = await t.post('enquiries/register', enquiry('enquiry-rate-11'), from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { message: string };
    expect(body).toMatchObject({ status: 429 });
    expect(body.message).toMatch(/^Too many submissions from your network\. Please try again in 10 minutes, or call us at /);
    // The other form, and another address, are counted apart.
    expect((await t.post('enquiries/lead_contact', lead('lead-rate-other'), from)).status).toBe(200);
    expect((await t.post('enquiries/register', enquiry('enquiry-rate-other'), nextAddress())).status).toBe(200);
  });

  it.each(['fname', 'lname', 'comments', 'custom_destination', 'phone_code', 'budget'])(
    'answers 400 naming %s when it holds a NUL byte or a lone surrogate, and stores nothing',
    async (field) => {
      const before = (await t.rows()).length;
      for (const bad of ['Ana\u0000', 'Ana \ud800', '\udc00 Ana']) {
        const response = await t.post('enquiries/register', { ...enquiry(`enquiry-nul-${field}`), [field]: bad }, nextAddress());
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ status: 400, data: { errors: { [field]: 'This answer holds characters we cannot store. Please retype it.' } } });
      }
      expect((await t.rows()).length).toBe(before);
      expect(t.logs.join('\n')).not.toContain('database failure');
    },
  );

  it('refuses a destination id the destination list does not hold, on the destination field', async () => {
    const response = await t.post('enquiries/register', { ...enquiry('enquiry-dest-999'), destination: '999' }, nextAddress());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      message: 'Please correct the highlighted fields.',
      data: { message: 'Please correct the highlighted fields.', errors: { destination: 'Please select a destination.' } },
    });
    expect((await t.rows()).some((row) => row.submission_id === 'enquiry-dest-999')).toBe(false);
  });

  it('keeps the name of the chosen destination beside its id', async () => {
    await t.post('enquiries/register', { ...enquiry('enquiry-named-1'), destination: '2' }, nextAddress());
    const names = parseRows(
      z.object({ destination_name: z.string().nullable(), country_name: z.string().nullable() }),
      await t.db.query("SELECT destination_name, country_name FROM leads WHERE submission_id = 'enquiry-named-1'"),
    );
    expect(names).toEqual([{ destination_name: 'Italy', country_name: null }]);
  });

  it('never answers 500, whatever the body', async () => {
    const from = nextAddress();
    const hostile: unknown[] = [
      {},
      { fname: ['a'], people: { $gt: 1 } },
      { ...enquiry('enquiry-hostile-1'), month: 'seven', people: '1e9', per_head: -5 },
      { ...enquiry('enquiry-hostile-2'), fname: 'x'.repeat(10_000) },
      { ...enquiry('enquiry-hostile-3'), submission_id: '../../etc/passwd' },
      { ...enquiry('enquiry-hostile-4'), destination: null, custom_destination: 42 },
      { __proto__: { admin: true }, constructor: 'x' },
    ];
    for (const body of hostile) {
      const response = await t.post('enquiries/register', body, `${from}-${hostile.indexOf(body)}`);
      expect(response.status).toBe(400);
    }
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string(), fc.jsonValue()), async (body) => {
        const response = await t.post('enquiries/register', body, nextAddress());
        return response.status < 500;
      }),
      { numRuns: 40 },
    );
  });
});

describe('POST /api/enquiries/lead_contact', () => {
  it("stores the lead with its page marker and answers status '200' with the spec's message", async () => {
    const response = await t.post('enquiries/lead_contact', lead('lead-store-1'), nextAddress());
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: '200', message: 'Thanks! Our family travel expert will contact you soon.' });
    const row = (await t.rows()).find((r) => r.submission_id === 'lead-store-1');
    expect(row).toMatchObject({ kind: 'lead', lead_page: 'landing-cruise' });
    expect(row?.payload).toMatchObject({ fullname: 'Jordan Miles', travel_date: '15-09-2026', country: '1', lead_page: 'landing-cruise' });
    expect(body).toMatchObject({ data: { id: row?.id } });
  });

  it("stores a lead whose submission id an enquiry already has, with the lead's own answer (ids are per form)", async () => {
    const first = await t.post('enquiries/register', enquiry('shared-id-1'), nextAddress());
    expect(await first.json()).toMatchObject({ status: 200 });
    const response = await t.post('enquiries/lead_contact', lead('shared-id-1'), nextAddress());
    const body = await response.json();
    expect(body).toMatchObject({ status: '200', message: 'Thanks! Our family travel expert will contact you soon.' });
    const rows = (await t.rows()).filter((r) => r.submission_id === 'shared-id-1');
    expect(rows.map((r) => r.kind).sort()).toEqual(['enquiry', 'lead']);
    expect(body).toMatchObject({ data: { id: rows.find((r) => r.kind === 'lead')?.id } });
    // A repeat of the lead is still answered as the first time, and stored once.
    expect(await (await t.post('enquiries/lead_contact', lead('shared-id-1'), nextAddress())).json()).toEqual(body);
    expect((await t.rows()).filter((r) => r.submission_id === 'shared-id-1')).toHaveLength(2);
  });

  it('keeps the name of the chosen country beside its id', async () => {
    await t.post('enquiries/lead_contact', lead('lead-named-1'), nextAddress());
    const names = parseRows(
      z.object({ country_name: z.string().nullable() }),
      await t.db.query("SELECT country_name FROM leads WHERE submission_id = 'lead-named-1'"),
    );
    expect(names).toEqual([{ country_name: 'United States' }]);
  });

  it("answers '400' naming the field for a NUL byte in any lead field", async () => {
    for (const field of ['fullname', 'city', 'comment', 'email']) {
      const response = await t.post('enquiries/lead_contact', { ...lead('lead-nul-1'), [field]: 'Denver\u0000 and some more text here' }, nextAddress());
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: '400', data: { errors: { [field]: 'This answer holds characters we cannot store. Please retype it.' } } });
    }
  });

  it('reads a phone written the common ways as the form does, and stores it as +1 and ten digits', async () => {
    const written = ['+1 303 555 0123', '(303) 555-0123', '303.555.0123'];
    for (const [index, phone] of written.entries()) {
      const response = await t.post('enquiries/lead_contact', { ...lead(`lead-phone-${index}`), phone }, nextAddress());
      expect(await response.json()).toMatchObject({ status: '200' });
    }
    const stored = (await t.rows()).filter((r) => r.submission_id.startsWith('lead-phone-')).map((r) => r.payload.phone);
    expect(stored).toEqual(['+13035550123', '+13035550123', '+13035550123']);
  });

  it("refuses an invalid lead with status '400', the table's messages and nothing stored", async () => {
    const before = (await t.rows()).length;
    const response = await t.post('enquiries/lead_contact', { ...lead('lead-bad-1'), phone: '+44 20 7946 0958', comment: 'too short' }, nextAddress());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status: '400',
      message: 'Please correct the highlighted fields.',
      data: {
        errors: {
          phone: 'Phone number must start with +1 and include exactly 10 digits after.',
          comment: 'Please enter at least 20 characters.',
        },
      },
    });
    expect((await t.rows()).length).toBe(before);
  });
});

describe('the logs', () => {
  it('never hold a raw e-mail address or phone number', () => {
    const all = t.logs.join('\n');
    expect(all).toContain('lead stored');
    for (const secret of ['ana.lopez@example.com', 'jordan.miles@example.com', '3035550100', '+13035550123', '3035550123']) {
      expect(all).not.toContain(secret);
    }
  });
});
