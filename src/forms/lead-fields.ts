import { EMAIL_FORMAT_MESSAGE } from './email-message';
import type { LeadFormValues } from './lead-rules';
import { keptValues } from './kept-values';

/**
 * What the lead form needs to render and to report a failure: its field names, messages and
 * empty values. No zod here: the form's component imports this while the page hydrates, and the
 * checks (./lead-rules, which re-exports all of this for the server) load only on submit.
 */
export const LEAD_MESSAGES = {
  fullName: 'Full name is required.',
  email: 'Email is required.',
  // Not named by the spec ("no format check shown"): a lead must be answerable (issue 17).
  emailFormat: EMAIL_FORMAT_MESSAGE,
  phone: 'Phone number is required.',
  phoneFormat: 'Phone number must start with +1 and include exactly 10 digits after.',
  city: 'City is required.',
  country: 'Country selection is required.',
  travelDate: 'Travel date is required.',
  comment: 'Please provide some comments or requests.',
  commentLength: 'Please enter at least 20 characters.',
  // Not named by the spec: what the date input promises, and a length bound.
  travelDateFormat: 'Please enter a valid travel date.',
  tooLong: 'This answer is too long.',
  // Outcomes (spec 2 §8).
  success: 'Thanks! Our family travel expert will contact you soon.',
  failed: 'Something went wrong. Please try again later.',
  thrown: 'An error occurred while submitting the form.',
  invalid: 'Please correct the highlighted fields.',
} as const;

/** The form's inputs, in the order they appear (the first invalid one gets focus). */
export const leadFieldNames = ['fullName', 'email', 'phone', 'city', 'country', 'travelDate', 'comment'] as const;
export type LeadField = (typeof leadFieldNames)[number];

/** A fresh form: every field empty; equal to the values schema's defaults. */
export const emptyLeadValues: LeadFormValues = {
  fullName: '',
  email: '',
  phone: '',
  city: '',
  country: '',
  travelDate: '',
  comment: '',
};

/** The input the server kept after a post without JavaScript (its own output; see kept-values). */
export const keptLeadValues = (kept: Readonly<Record<string, unknown>> | null | undefined): LeadFormValues =>
  keptValues(leadFieldNames, emptyLeadValues, kept);
