import { isPlainObject } from '../lib/plain-data';
import type { EnquiryField } from './enquiry-fields';

/**
 * What the advisor's appointment panel sends the enquiry page (its Contact button): the visitor's
 * name and phone, the chosen day, and whose calendar it was. Without scripts the panel posts it to
 * the enquiry page (server/leads/page-form-post.ts answers that page, its form filled, never
 * cacheable); with scripts it travels in the navigation's state. Either way it never sits in an
 * address, a log or a shared cache, and both read it with this module. Zod-free: the enquiry form
 * reads it while the page hydrates.
 */
export interface AppointmentRequest {
  name: string;
  phone: string;
  /** YYYY-MM-DD, or '' when none came. */
  date: string;
  advisor: string;
  minutes: string;
}

/** The `_form` value of the panel's post: the server answers with the enquiry page, nothing stored. */
export const APPOINTMENT_FORM = 'appointment';
/** The key of the request in a client-side navigation's state. */
export const APPOINTMENT_STATE_KEY = 'appointment';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** The request in posted fields or a navigation's state; null when it holds none of it. */
export function readAppointmentRequest(source: unknown): AppointmentRequest | null {
  if (!isPlainObject(source)) return null;
  const date = text(source.date, 10);
  const request = {
    name: text(source.name, 200),
    phone: text(source.phone, 30),
    date: ISO_DAY.test(date) ? date : '',
    advisor: text(source.advisor, 100),
    minutes: /^\d{1,3}$/.test(text(source.minutes, 3)) ? text(source.minutes, 3) : '',
  };
  return request.name || request.phone || request.date ? request : null;
}

const dayLabel = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "Thursday, December 3, 2026" from "2026-12-03", the same on the server and in any browser. */
export function appointmentDay(isoDate: string): string {
  const [year = 2000, month = 1, day = 1] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return dayLabel.format(date);
}

/**
 * The enquiry fields the request fills: the name split at its first space into first and last
 * name, the phone as typed (the enquiry's check reads it), and a comment naming the meeting asked
 * for. Empty parts fill nothing.
 */
export function enquiryValuesOf(request: AppointmentRequest): Partial<Record<EnquiryField, string>> {
  const values: Partial<Record<EnquiryField, string>> = {};
  const [first, ...rest] = request.name.split(/\s+/).filter(Boolean);
  if (first) values.fname = first.slice(0, 100);
  if (rest.length) values.lname = rest.join(' ').slice(0, 100);
  if (request.phone) values.phone = request.phone;
  if (request.date) {
    const meeting = request.minutes ? `a ${request.minutes} minute meeting` : 'a meeting';
    const advisor = request.advisor ? ` with ${request.advisor}` : '';
    values.comments = `I would like ${meeting}${advisor} on ${appointmentDay(request.date)}.`;
  }
  return values;
}
