import { describe, expect, it } from 'vitest';
import {
  checkLeadForm,
  emptyLeadValues,
  leadRequestSchema,
  toLeadRequest,
  toLeadTravelDate,
  type LeadFormValues,
} from './lead-rules';

const filled: LeadFormValues = {
  fullName: 'Jordan Miles',
  email: 'jordan@example.com',
  phone: '+13035550123',
  city: 'Denver',
  country: '1',
  travelDate: '2026-09-15',
  comment: 'A cruise for four with a balcony cabin, please.',
};

const errorsOf = (values: Partial<LeadFormValues>) => {
  const result = checkLeadForm({ ...filled, ...values }, 'landing-cruise');
  return result.ok ? {} : result.errors;
};

describe('lead rules: the table of spec 2 §5', () => {
  it('an empty form gets every "required" message', () => {
    const result = checkLeadForm(emptyLeadValues, 'landing-cruise');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      fullName: 'Full name is required.',
      email: 'Email is required.',
      phone: 'Phone number is required.',
      city: 'City is required.',
      country: 'Country selection is required.',
      travelDate: 'Travel date is required.',
      comment: 'Please provide some comments or requests.',
    });
  });

  it('the phone is +1 and exactly 10 digits', () => {
    const message = 'Phone number must start with +1 and include exactly 10 digits after.';
    expect(errorsOf({ phone: '303 CALL NOW' })).toEqual({ phone: message });
    expect(errorsOf({ phone: '+1303555012' })).toEqual({ phone: message });
    expect(errorsOf({ phone: '+130355501234' })).toEqual({ phone: message });
    expect(errorsOf({ phone: '+443035550123' })).toEqual({ phone: message });
    expect(errorsOf({ phone: '+13035550123' })).toEqual({});
  });

  it('reads a phone written the common ways, and sends it as +1 and ten digits', () => {
    for (const phone of ['+1 303 555 0123', '(303) 555-0123', '303.555.0123', '303-555-0123', '1 303 555 0123', '3035550123']) {
      const result = checkLeadForm({ ...filled, phone }, 'landing-cruise');
      expect(result.ok && result.body.phone).toBe('+13035550123');
    }
  });

  it('the comment needs 20 characters after trimming', () => {
    expect(errorsOf({ comment: '   ' })).toEqual({ comment: 'Please provide some comments or requests.' });
    expect(errorsOf({ comment: `  ${'x'.repeat(19)}   ` })).toEqual({ comment: 'Please enter at least 20 characters.' });
    expect(errorsOf({ comment: 'x'.repeat(20) })).toEqual({});
  });

  it('the e-mail is required and must be an address a reply can reach', () => {
    expect(errorsOf({ email: '' })).toEqual({ email: 'Email is required.' });
    for (const unanswerable of ['lena@', 'jordan', 'lena@example', '@example.com', 'lena example@example.com']) {
      expect(errorsOf({ email: unanswerable }), unanswerable).toEqual({ email: 'Please enter a valid email address.' });
    }
    expect(errorsOf({ email: '  lena.ortiz+trips@example.co.uk ' })).toEqual({});
  });
});

describe('lead rules: the request body of enquiries/lead_contact', () => {
  it("reverses the picker's YYYY-MM-DD to DD-MM-YYYY", () => {
    expect(toLeadTravelDate('2026-09-15')).toBe('15-09-2026');
    expect(toLeadTravelDate('2026-02-30')).toBe('30-02-2026');
    expect(toLeadTravelDate('15-09-2026')).toBeNull();
    expect(toLeadTravelDate('')).toBeNull();
  });

  it("sends the spec's fields with the page marker and the country id", () => {
    expect(toLeadRequest(filled, 'landing-cruise', { submission_id: 'sub-12345678', website: '' })).toEqual({
      fullname: 'Jordan Miles',
      email: 'jordan@example.com',
      phone: '+13035550123',
      travel_date: '15-09-2026',
      country: '1',
      city: 'Denver',
      lead_page: 'landing-cruise',
      comment: 'A cruise for four with a balcony cabin, please.',
      submission_id: 'sub-12345678',
      website: '',
    });
  });

  it('the server applies the same messages to the request', () => {
    const parsed = leadRequestSchema.safeParse({ ...toLeadRequest(filled, 'landing-cruise'), phone: '555', comment: 'short', country: '' });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      phone: 'Phone number must start with +1 and include exactly 10 digits after.',
      comment: 'Please enter at least 20 characters.',
      country: 'Country selection is required.',
    });
  });

  it('the server refuses an unanswerable e-mail with the form\'s message (one rule for both)', () => {
    const parsed = leadRequestSchema.safeParse({ ...toLeadRequest(filled, 'landing-cruise'), email: 'lena@' });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Please enter a valid email address.'],
    ]);
  });

  it('accepts a numeric country id and refuses an odd page marker', () => {
    expect(leadRequestSchema.parse({ ...toLeadRequest(filled, 'landing-cruise'), country: 7 }).country).toBe('7');
    expect(leadRequestSchema.safeParse(toLeadRequest(filled, '<script>')).success).toBe(false);
  });
});
