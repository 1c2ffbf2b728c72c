import { z } from 'zod';

/**
 * What the server hands a form after a post without JavaScript: the kept input, the messages and
 * the outcome. The page is rendered with it (and embeds it for hydration) under a reserved key of
 * the engine's embedded data, which the form blocks read; no other block uses this key.
 */
export const FORM_STATE_KEY = 'form-state';

export const formKinds = ['enquiry', 'lead'] as const;
export type FormKind = (typeof formKinds)[number];

/** The hidden field that tells the server which form of the page was posted. */
export const FORM_KIND_FIELD = '_form';

export const formStateSchema = z.object({
  /** The page the form was posted to: the state belongs to that page's form only. */
  path: z.string(),
  form: z.enum(formKinds),
  outcome: z.enum(['success', 'error']),
  message: z.string(),
  values: z.record(z.string(), z.string()),
  errors: z.record(z.string(), z.string()),
  /** The id the next post of this fill carries, so a resubmission is recognised. */
  submissionId: z.string().optional(),
});

export type FormState = z.infer<typeof formStateSchema>;

/** The state for this form on this page, if the server sent one (parse, never cast). */
export function readFormState(embedded: unknown, form: FormKind, path: string): FormState | null {
  if (embedded === undefined || embedded === null) return null;
  const parsed = formStateSchema.safeParse(embedded);
  if (!parsed.success) {
    console.warn('[forms] the embedded form state is malformed; showing an empty form');
    return null;
  }
  return parsed.data.form === form && parsed.data.path === path ? parsed.data : null;
}
