import { describe, expect, it } from 'vitest';
import { emptyEnquiryValues, keptEnquiryValues } from './enquiry-fields';
import { enquiryFormValuesSchema } from './enquiry-rules';
import { keptValues } from './kept-values';
import { emptyLeadValues, keptLeadValues } from './lead-fields';
import { leadFormValuesSchema } from './lead-rules';

describe('keptValues: the kept input after a post without JavaScript, read without zod', () => {
  const fields = ['city', 'phone'] as const;
  const empty = { city: '', phone: '+1' };

  it("keeps the form's fields that hold text, and drops unknown fields", () => {
    expect(keptValues(fields, empty, { city: 'Denver', phone: '+13035550123', isAdmin: 'yes', website: 'spam' })).toEqual({
      city: 'Denver',
      phone: '+13035550123',
    });
  });

  it('starts a field whose value is not text (or missing) from its empty value', () => {
    expect(keptValues(fields, empty, { city: 42, phone: null })).toEqual({ city: '', phone: '+1' });
    expect(keptValues(fields, empty, { city: ['Denver'] })).toEqual({ city: '', phone: '+1' });
    expect(keptValues(fields, empty, {})).toEqual(empty);
  });

  it('keeps an emptied field empty (the visitor cleared it), and gives a fresh form without kept input', () => {
    expect(keptValues(fields, empty, { phone: '' })).toEqual({ city: '', phone: '' });
    expect(keptValues(fields, empty, undefined)).toEqual(empty);
    expect(keptValues(fields, empty, null)).toEqual(empty);
  });

  it('reads only own fields, never inherited ones', () => {
    const inherited: Record<string, unknown> = Object.create({ city: 'Inherited' });
    expect(keptValues(fields, empty, inherited)).toEqual(empty);
  });

  it('never changes the empty values it starts from', () => {
    keptValues(fields, empty, { city: 'Denver' });
    expect(empty).toEqual({ city: '', phone: '+1' });
  });
});

describe("the forms' empty and kept values agree with their zod schemas", () => {
  it('a fresh enquiry is what the values schema defaults to (people "1")', () => {
    expect(emptyEnquiryValues).toEqual(enquiryFormValuesSchema.parse({}));
  });

  it('a fresh lead is what the values schema defaults to', () => {
    expect(emptyLeadValues).toEqual(leadFormValuesSchema.parse({}));
  });

  it('the kept enquiry: what the schema keeps for the server\'s values, without its unknown and non-text fields', () => {
    const server = { email: 'nora@example.com', people: '2', conf_email: 'nora@example.org' };
    expect(keptEnquiryValues(server)).toEqual(enquiryFormValuesSchema.parse(server));
    expect(keptEnquiryValues({ ...server, _form: 'enquiry', month: 7 })).toEqual(enquiryFormValuesSchema.parse(server));
    expect(keptEnquiryValues({}).people).toBe('1');
  });

  it('the kept lead: what the schema keeps for the server\'s values, without its unknown fields', () => {
    const server = { fullName: 'Jordan', phone: '555', city: 'Denver' };
    expect(keptLeadValues({ ...server, lead_page: 'landing-cruise' })).toEqual(leadFormValuesSchema.parse(server));
  });
});
