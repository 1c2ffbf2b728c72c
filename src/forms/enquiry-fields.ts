import { EMAIL_FORMAT_MESSAGE } from './email-message';
import type { EnquiryFormValues } from './enquiry-rules';
import { keptValues } from './kept-values';

/**
 * What the enquiry form needs to render and to report a failure: its field names, messages and
 * empty values. No zod here: the form's component imports this while the page hydrates, and the
 * checks (./enquiry-rules, which re-exports all of this for the server) load only on submit.
 */
export const REQUIRED = 'This field is required.';
export const ENQUIRY_MESSAGES = {
  required: REQUIRED,
  destination: 'Please select a destination.',
  customDestination: 'Please enter a custom destination.',
  emailMismatch: 'Email confirmation does not match.',
  minPeople: 'Minimum number of people is 1.',
  // Not named by the spec; they guard what the input types promise (e-mail, digits, date-time)
  // and that a trip lies ahead (docs/forms.md).
  email: EMAIL_FORMAT_MESSAGE,
  phoneDigits: 'Please enter digits only (at most 15).',
  dateTime: 'Please enter a valid date and time.',
  pastDate: 'This date is in the past. Please choose today or a later date.',
  endBeforeStart: 'The end date must be after the start date.',
  /** A destination id the destination list does not hold (checked by the server, server/leads). */
  unknownDestination: 'This destination is not in our list. Please select another one.',
  wholeNumber: 'Please enter a whole number.',
  tooLong: 'This answer is too long.',
  // Outcomes (spec 2 §8).
  success: 'Thank you! Your enquiry has been submitted successfully.',
  failed: 'Failed to register enquiry.',
  network: 'An error occurred during registration.',
  invalid: 'Please correct the highlighted fields.',
} as const;

/** The value of the 'Customize Your Destination' option: the spec sends destination "0" then. */
export const CUSTOM_DESTINATION = '0';

/** The form's inputs, in the order they appear (the first invalid one gets focus). */
export const enquiryFieldNames = [
  'destination',
  'custom_destination',
  'start_date',
  'end_date',
  'month',
  'people',
  'per_head',
  'budget',
  'comments',
  'fname',
  'lname',
  'email',
  'conf_email',
  'phone_code',
  'phone',
] as const;

export type EnquiryField = (typeof enquiryFieldNames)[number];

/** A fresh form: everything empty, people "1" (spec 2 §5); equal to the values schema's defaults. */
export const emptyEnquiryValues: EnquiryFormValues = {
  destination: '',
  custom_destination: '',
  start_date: '',
  end_date: '',
  month: '',
  people: '1',
  per_head: '',
  budget: '',
  comments: '',
  fname: '',
  lname: '',
  email: '',
  conf_email: '',
  phone_code: '',
  phone: '',
};

/** The input the server kept after a post without JavaScript (its own output; see kept-values). */
export const keptEnquiryValues = (kept: Readonly<Record<string, unknown>> | null | undefined): EnquiryFormValues =>
  keptValues(enquiryFieldNames, emptyEnquiryValues, kept);
