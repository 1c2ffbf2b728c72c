import type { LeadFormValues } from './lead-rules';
import { emptyValues, keptValues } from './kept-values';

/**
 * What the lead form needs to render and to report a failure: its field names, messages and
 * empty values. No zod here: the form's component imports this while the page hydrates, and the
 * checks (./lead-rules, which re-exports all of this for the server) load only on submit.
 */
export { LEAD_MESSAGES } from '../content/contract/lead-messages';

/** The form's inputs, in the order they appear (the first invalid one gets focus). */
export const leadFieldNames = ['fullName', 'email', 'phone', 'city', 'country', 'travelDate', 'comment'] as const;
export type LeadField = (typeof leadFieldNames)[number];

/** A fresh form: every field empty; equal to the values schema's defaults. */
export const emptyLeadValues: LeadFormValues = emptyValues(leadFieldNames);

/** The input the server kept after a post without JavaScript (its own output; see kept-values). */
export const keptLeadValues = (kept: Readonly<Record<string, unknown>> | null | undefined): LeadFormValues =>
  keptValues(leadFieldNames, emptyLeadValues, kept);
