import type { EnquiryFormValues } from './enquiry-rules';
import { emptyValues, keptValues } from './kept-values';

/**
 * What the enquiry form needs to render and to report a failure: its field names, messages and
 * empty values. No zod here: the form's component imports this while the page hydrates, and the
 * checks (./enquiry-rules, which re-exports all of this for the server) load only on submit.
 */
export { CUSTOM_DESTINATION, CUSTOMIZE_OPTION, ENQUIRY_MESSAGES, REQUIRED, isCustomDestination } from '../content/contract/enquiry-messages';

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
export const emptyEnquiryValues: EnquiryFormValues = emptyValues(enquiryFieldNames, { people: '1' });

/** The input the server kept after a post without JavaScript (its own output; see kept-values). */
export const keptEnquiryValues = (kept: Readonly<Record<string, unknown>> | null | undefined): EnquiryFormValues =>
  keptValues(enquiryFieldNames, emptyEnquiryValues, kept);
