import type { FormState } from './form-state-schema';
import { isPlainObject, oneOf } from '../lib/plain-data';
import { formKinds, formOutcomes, type FormKind } from './form-kinds';

export type { FormState } from './form-state-schema';

export { formKinds, formOutcomes, type FormKind } from './form-kinds';

/** The hidden field that tells the server which form of the page was posted. */
export const FORM_KIND_FIELD = '_form';

/**
 * The state for this form on this page, if the server sent one. Read without zod (the forms read
 * it while the page hydrates, before any schema is loaded) but as strictly as formStateSchema in
 * ./form-state-schema: a malformed state is logged and ignored, unknown keys are dropped.
 */
export function readFormState(embedded: unknown, form: FormKind, path: string): FormState | null {
  if (embedded === undefined || embedded === null) return null;
  const state = asFormState(embedded);
  if (!state) {
    console.warn('[forms] the embedded form state is malformed; showing an empty form');
    return null;
  }
  return state.form === form && state.path === path ? state : null;
}

/** An object of strings only, or undefined. */
function textRecord(value: unknown): Record<string, string> | undefined {
  if (!isPlainObject(value)) return undefined;
  const entries = Object.entries(value);
  const texts = entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return texts.length === entries.length ? Object.fromEntries(texts) : undefined;
}

function asFormState(embedded: unknown): FormState | undefined {
  if (!isPlainObject(embedded)) return undefined;
  const { path, message, submissionId } = embedded;
  const formKind = oneOf(formKinds, embedded.form);
  const outcome = oneOf(formOutcomes, embedded.outcome);
  const values = textRecord(embedded.values);
  const errors = textRecord(embedded.errors);
  if (typeof path !== 'string' || typeof message !== 'string' || !formKind || !outcome || !values || !errors) return undefined;
  if (submissionId !== undefined && typeof submissionId !== 'string') return undefined;
  return { path, form: formKind, outcome, message, values, errors, ...(submissionId === undefined ? {} : { submissionId }) };
}
