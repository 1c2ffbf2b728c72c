import { z } from 'zod';
import { loadApi } from '../content/client';
import { LEAD_MESSAGES, LEAD_SUCCESS_STATUS, leadFieldOfRequest, type LeadField, type LeadRequestBody } from './lead-rules';
import type { FieldErrors } from './field-errors';
import { describeError } from './describe-error';
import type { FormOutcome } from './send-enquiry';

const leadAnswerSchema = z.object({
  status: z.union([z.string(), z.number()]).transform(String).optional(),
  message: z.string().optional(),
  data: z.object({ errors: z.record(z.string(), z.string()).optional() }).nullish(),
});

/**
 * POST enquiries/lead_contact, read as the spec's landing form reads it: the JSON after the first
 * '{' of the answer's text; status '200' is success; any other status shows the server's message
 * or 'Something went wrong. Please try again later.'; an unreadable answer is logged and nothing is
 * shown; a thrown error shows 'An error occurred while submitting the form.'
 */
export async function sendLead(body: LeadRequestBody): Promise<FormOutcome<LeadField>> {
  let text: string;
  try {
    const api = await loadApi();
    const response = await api.post('enquiries/lead_contact', { json: body, throwHttpErrors: false });
    text = await response.text();
  } catch (error) {
    console.warn(`[lead] the request failed: ${describeError(error)}`);
    return { kind: 'error', message: LEAD_MESSAGES.thrown, errors: {} };
  }
  const start = text.indexOf('{');
  if (start === -1) {
    console.warn('[lead] the answer holds no JSON; nothing shown');
    return { kind: 'unreadable' };
  }
  let json: unknown;
  try {
    json = JSON.parse(text.slice(start));
  } catch (error) {
    console.warn(`[lead] the answer's JSON is unreadable (${describeError(error)}); nothing shown`);
    return { kind: 'unreadable' };
  }
  const answer = leadAnswerSchema.safeParse(json);
  if (!answer.success) {
    console.warn('[lead] the answer is not an object with a status; nothing shown');
    return { kind: 'unreadable' };
  }
  if (answer.data.status === LEAD_SUCCESS_STATUS) return { kind: 'success', message: LEAD_MESSAGES.success };
  const errors: FieldErrors<LeadField> = {};
  for (const [key, message] of Object.entries(answer.data.data?.errors ?? {})) {
    const field = leadFieldOfRequest(key);
    if (field && !errors[field]) errors[field] = message;
  }
  return { kind: 'error', message: answer.data.message || LEAD_MESSAGES.failed, errors };
}
