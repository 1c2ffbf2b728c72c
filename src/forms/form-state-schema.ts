import { z } from 'zod';
import { formKinds, formOutcomes } from './form-kinds';

/**
 * The shape of the state the server hands a form after a post without JavaScript (see
 * ./form-state): the single source of its type. The browser reads the state without zod
 * (readFormState in ./form-state, tested to accept and return exactly what this schema does), so
 * zod stays out of the page's first download.
 */
export const formStateSchema = z.object({
  /** The page the form was posted to: the state belongs to that page's form only. */
  path: z.string(),
  form: z.enum(formKinds),
  outcome: z.enum(formOutcomes),
  message: z.string(),
  values: z.record(z.string(), z.string()),
  errors: z.record(z.string(), z.string()),
  /** The id the next post of this fill carries, so a resubmission is recognised. */
  submissionId: z.string().optional(),
});

export type FormState = z.infer<typeof formStateSchema>;
