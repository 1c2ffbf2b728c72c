import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CUSTOM_DESTINATION,
  CUSTOMIZE_OPTION,
  ENQUIRY_MESSAGES,
  checkEnquiryForm,
  emptyEnquiryValues,
  enquiryRequestSchema,
  toEnquiryDateTime,
  toEnquiryRequest,
  type EnquiryFormValues,
} from './enquiry-rules';
import { validEnquiryValues } from './test-support/enquiry-values';
import { NEXT_YEAR } from './test-support/upcoming-trip';
import { earliestToday } from '../content/contract/trip-dates';

const filled = validEnquiryValues();

const errorsOf = (values: Partial<EnquiryFormValues>) => {
  const result = checkEnquiryForm({ ...filled, ...values });
  return result.ok ? {} : result.errors;
};

describe('enquiry rules: the submit-time messages of spec 2 §5', () => {
  it('an empty form (in custom mode: its destination is the empty option) gets "This field is required." on every required field and the custom destination message', () => {
    const result = checkEnquiryForm({ ...emptyEnquiryValues, people: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      custom_destination: 'Please enter a custom destination.',
      start_date: 'This field is required.',
      end_date: 'This field is required.',
      month: 'This field is required.',
      people: 'This field is required.',
      per_head: 'This field is required.',
      comments: 'This field is required.',
      fname: 'This field is required.',
      lname: 'This field is required.',
      email: 'This field is required.',
      conf_email: 'This field is required.',
      phone_code: 'This field is required.',
      phone: 'This field is required.',
    });
    // The errors come in the form's order, so the first one is the field to focus.
    expect(Object.keys(result.errors)[0]).toBe('custom_destination');
  });

  it('a fresh form has people "1" and everything else empty', () => {
    expect(emptyEnquiryValues.people).toBe('1');
    expect(emptyEnquiryValues.destination).toBe('');
    expect(emptyEnquiryValues.budget).toBe('');
  });

  it("custom mode ('Customize Your Destination', the select's empty option) needs the custom destination", () => {
    for (const destination of [CUSTOMIZE_OPTION, CUSTOM_DESTINATION]) {
      expect(errorsOf({ destination, custom_destination: '  ' })).toEqual({ custom_destination: 'Please enter a custom destination.' });
      expect(errorsOf({ destination, custom_destination: 'Patagonia' })).toEqual({});
    }
  });

  it('a destination that is neither a listed id nor the custom option is refused with the destination message', () => {
    expect(errorsOf({ destination: 'Italy' })).toEqual({ destination: 'Please select a destination.' });
  });

  it('the confirmation must match the e-mail', () => {
    expect(errorsOf({ conf_email: 'ana@example.org' })).toEqual({ conf_email: 'Email confirmation does not match.' });
    expect(errorsOf({ conf_email: 'ANA@example.com' })).toEqual({});
  });

  it('people must be at least 1', () => {
    expect(errorsOf({ people: '0' })).toEqual({ people: 'Minimum number of people is 1.' });
    expect(errorsOf({ people: '1' })).toEqual({});
  });

  it('phone is digits only, at most 15, read from the common written forms', () => {
    for (const phone of ['303-555-0100', '(303) 555-0100', '303.555.0100', '+1 303 555 0100']) expect(errorsOf({ phone })).toEqual({});
    expect(toEnquiryRequest({ ...filled, phone: '+1 (303) 555-0100' })).toMatchObject({ phone: '3035550100', phone_code: '+1' });
    expect(errorsOf({ phone: '303 CALL NOW' })).toEqual({ phone: ENQUIRY_MESSAGES.phoneDigits });
    expect(errorsOf({ phone: '1234567890123456' })).toEqual({ phone: ENQUIRY_MESSAGES.phoneDigits });
    expect(errorsOf({ phone: '123456789012345' })).toEqual({});
  });

  it('budget is optional', () => {
    expect(errorsOf({ budget: '' })).toEqual({});
  });

  it('a malformed e-mail or date is refused with a clear message', () => {
    expect(errorsOf({ email: 'ana', conf_email: 'ana' })).toEqual({ email: ENQUIRY_MESSAGES.email });
    expect(errorsOf({ email: 'lena@', conf_email: 'lena@' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(errorsOf({ start_date: '04/07/2026' })).toEqual({ start_date: ENQUIRY_MESSAGES.dateTime });
  });
});

describe('enquiry rules: the trip lies ahead (issue 17)', () => {
  afterEach(() => vi.useRealTimers());
  // 24 November 2026, 02:30 UTC: still 23 November in UTC−12, in Honolulu and in Denver.
  const now = new Date('2026-11-24T02:30:00Z');
  const at = (start: string, end: string) => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    return errorsOf({ start_date: start, end_date: end });
  };

  it("counts a day as past only when it is over everywhere (UTC−12's today)", () => {
    expect(earliestToday(now)).toBe('2026-11-23');
    expect(earliestToday(new Date('2026-11-24T12:00:00Z'))).toBe('2026-11-24');
  });

  it('refuses a start or end day that is over, with a message on that field', () => {
    expect(at('2026-11-22T10:00', '2026-11-30T10:00')).toEqual({ start_date: ENQUIRY_MESSAGES.pastDate });
    expect(at('2026-07-04T09:30', '2026-07-18T17:00')).toEqual({
      start_date: 'This date is in the past. Please choose today or a later date.',
      end_date: 'This date is in the past. Please choose today or a later date.',
    });
    // Today somewhere on Earth is not past, whatever its hour.
    expect(at('2026-11-23T08:00', '2026-11-30T10:00')).toEqual({});
  });

  it('refuses an end that does not come after the start', () => {
    expect(at('2026-12-18T17:00', '2026-12-04T09:30')).toEqual({ end_date: 'The end date must be after the start date.' });
    expect(at('2026-12-04T09:30', '2026-12-04T09:30')).toEqual({ end_date: ENQUIRY_MESSAGES.endBeforeStart });
    expect(at('2026-12-04T09:30', '2026-12-04T09:31')).toEqual({});
  });

  it('the server refuses the same dates with the same messages', () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const messagesOf = (start: string, end: string) => {
      const parsed = enquiryRequestSchema.safeParse({ ...toEnquiryRequest(filled), start_date: start, end_date: end });
      return Object.fromEntries((parsed.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    };
    expect(messagesOf('18-12-2026 17:00:00', '04-12-2026 09:30:00')).toEqual({ end_date: 'The end date must be after the start date.' });
    expect(messagesOf('22-11-2026 10:00:00', '30-11-2026 10:00:00')).toEqual({
      start_date: 'This date is in the past. Please choose today or a later date.',
    });
    expect(messagesOf('23-11-2026 10:00:00', '30-11-2026 10:00:00')).toEqual({});
  });
});

describe('enquiry rules: the request body of enquiries/register', () => {
  it('formats the datetime-local values as DD-MM-YYYY HH:mm:ss', () => {
    expect(toEnquiryDateTime('2026-07-04T09:30')).toBe('04-07-2026 09:30:00');
    expect(toEnquiryDateTime('2026-12-31T23:59:07')).toBe('31-12-2026 23:59:07');
    expect(toEnquiryDateTime('2026-13-01T10:00')).toBeNull();
    expect(toEnquiryDateTime('')).toBeNull();
  });

  it("sends exactly the spec's fields: dates formatted, numbers as numbers, the destination id", () => {
    expect(toEnquiryRequest(filled, { submission_id: 'abc12345', website: '' })).toEqual({
      fname: 'Ana',
      lname: 'Lopez',
      email: 'ana@example.com',
      conf_email: 'ana@example.com',
      phone: '3035550100',
      phone_code: '+1',
      start_date: `04-07-${NEXT_YEAR} 09:30:00`,
      end_date: `18-07-${NEXT_YEAR} 17:00:00`,
      destination: '2',
      custom_destination: '',
      month: 7,
      people: 4,
      per_head: 2500,
      comments: 'Two adults and two kids, looking for a relaxed villa near Florence.',
      submission_id: 'abc12345',
      website: '',
    });
  });

  it('sends destination "0" with the custom text in custom mode, and the text only then', () => {
    expect(toEnquiryRequest({ ...filled, destination: '', custom_destination: ' Patagonia ' })).toMatchObject({
      destination: '0',
      custom_destination: 'Patagonia',
    });
    expect(toEnquiryRequest({ ...filled, destination: '3', custom_destination: 'leftover' })).toMatchObject({
      destination: '3',
      custom_destination: '',
    });
  });

  it('sends missing numbers as 0, and the budget only when given', () => {
    const body = toEnquiryRequest({ ...filled, month: '', people: '', per_head: '', budget: '' });
    expect(body).toMatchObject({ month: 0, people: 0, per_head: 0 });
    expect(body).not.toHaveProperty('budget');
    expect(toEnquiryRequest({ ...filled, budget: '10000' })).toMatchObject({ budget: '10000' });
  });

  it('the server refuses with the same messages what the form refuses', () => {
    const body = toEnquiryRequest({ ...filled, people: '0', month: '', conf_email: 'x@example.com' });
    const parsed = enquiryRequestSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(messages).toMatchObject({
      people: 'Minimum number of people is 1.',
      month: 'This field is required.',
      conf_email: 'Email confirmation does not match.',
    });
  });

  it('the server accepts a destination id sent as a number and a missing custom destination', () => {
    const { custom_destination: _c, ...rest } = toEnquiryRequest(filled);
    const parsed = enquiryRequestSchema.parse({ ...rest, destination: 5 });
    expect(parsed.destination).toBe('5');
    expect(parsed.custom_destination).toBe('');
  });

  it('checkEnquiryForm hands back the checked request when everything passes', () => {
    const result = checkEnquiryForm(filled, { submission_id: 'sub-12345678' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.request).toMatchObject({ start_date: `04-07-${NEXT_YEAR} 09:30:00`, people: 4, submission_id: 'sub-12345678' });
  });
});
