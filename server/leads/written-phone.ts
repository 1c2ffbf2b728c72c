import { normaliseEnquiryPhone, normaliseLeadPhone } from '../../src/forms/phone-number';
import { isPlainObject } from '../../src/lib/plain-data';
import type { FormCall } from './lead-pipeline';

/**
 * A JSON request's phone read as the browser's form reads it before sending (src/forms/phone-number):
 * a client that sends "(303) 555-0123" gets the same answer and the same stored lead as the site's
 * own form, which sends +13035550123. Anything that is not text is left for the request check.
 */
export function withWrittenPhoneRead(call: FormCall, body: unknown): unknown {
  if (!isPlainObject(body) || typeof body.phone !== 'string') return body;
  if (call === 'enquiries/lead_contact') return { ...body, phone: normaliseLeadPhone(body.phone) };
  const code = typeof body.phone_code === 'string' ? body.phone_code : '';
  return { ...body, ...normaliseEnquiryPhone(body.phone, code) };
}
