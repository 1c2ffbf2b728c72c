import { z } from 'zod';
import { loadApi } from '../content/client';
import { describeError } from './describe-error';
import { ENQUIRY_MESSAGES, enquiryFieldNames, type EnquiryField, type EnquiryRequestBody } from './enquiry-rules';
import type { FieldErrors } from './field-errors';

export type FormOutcome<Field extends string> =
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string; errors: FieldErrors<Field> }
  /** The answer could not be read: logged, nothing shown, the input kept (lead form, spec 2 §8). */
  | { kind: 'unreadable' };

/** What a refused enquiry's answer may carry: the spec reads data.message; ours adds field errors. */
export const errorAnswerSchema = z.object({
  message: z.string().optional(),
  data: z
    .object({
      message: z.string().optional(),
      errors: z.record(z.string(), z.string()).optional(),
    })
    .nullish(),
});

/**
 * POST enquiries/register. HTTP 200 is success; any other status shows the server's message or
 * 'Failed to register enquiry.'; a network failure shows 'An error occurred during registration.'
 */
export async function sendEnquiry(body: EnquiryRequestBody): Promise<FormOutcome<EnquiryField>> {
  let status: number;
  let text: string;
  try {
    const api = await loadApi();
    const response = await api.post('enquiries/register', { json: body, throwHttpErrors: false });
    status = response.status;
    text = await response.text();
  } catch (error) {
    console.warn(`[enquiry] the request failed: ${describeError(error)}`);
    return { kind: 'error', message: ENQUIRY_MESSAGES.network, errors: {} };
  }
  if (status === 200) return { kind: 'success', message: ENQUIRY_MESSAGES.success };

  const answer = errorAnswerSchema.safeParse(parseJson(text));
  const data = answer.success ? answer.data : {};
  const errors: FieldErrors<EnquiryField> = {};
  for (const field of enquiryFieldNames) {
    const message = data.data?.errors?.[field];
    if (message) errors[field] = message;
  }
  return { kind: 'error', message: data.data?.message || data.message || ENQUIRY_MESSAGES.failed, errors };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    console.warn(`[enquiry] the answer is not JSON: ${describeError(error)}`);
    return null;
  }
}
