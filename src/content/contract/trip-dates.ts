import { ENQUIRY_MESSAGES } from './enquiry-messages';

/** DD-MM-YYYY HH:mm:ss (what enquiries/register carries) as YYYY-MM-DDTHH:mm:ss, which sorts as text. */
const ENQUIRY_DATE_TIME_PARTS = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}:\d{2}:\d{2})$/;

function sortable(enquiryDateTime: string): string | null {
  const match = ENQUIRY_DATE_TIME_PARTS.exec(enquiryDateTime.trim());
  if (!match) return null;
  const [, day, month, year, time] = match;
  return `${year}-${month}-${day}T${time}`;
}

/**
 * Today's date (YYYY-MM-DD) in UTC−12, the last time zone whose day ends. The visitor's zone is
 * not sent with the enquiry, so a trip date counts as past only when its day is over everywhere:
 * no visitor, wherever they are, is refused the date they call today, and browser and server
 * work it out alike from the clock alone.
 */
export function earliestToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD; Etc/GMT+12 is UTC−12 (the IANA sign is reversed).
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Etc/GMT+12', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A message per date field that breaks the rule. */
export type TripDateErrors = { start_date?: string; end_date?: string };

/**
 * The trip's dates must lie ahead: neither day may be over (see earliestToday), and the end must
 * come after the start. Takes both dates as the request carries them (DD-MM-YYYY HH:mm:ss); one
 * that is not in that form is left to the format check. One rule for the browser's submit check
 * and the server's request check, with a message for the field it concerns.
 */
export function tripDateErrors(startDate: string, endDate: string, now: Date = new Date()): TripDateErrors {
  const today = earliestToday(now);
  const start = sortable(startDate);
  const end = sortable(endDate);
  const errors: TripDateErrors = {};
  if (start !== null && start.slice(0, 10) < today) errors.start_date = ENQUIRY_MESSAGES.pastDate;
  if (end !== null && end.slice(0, 10) < today) errors.end_date = ENQUIRY_MESSAGES.pastDate;
  else if (start !== null && end !== null && end <= start) errors.end_date = ENQUIRY_MESSAGES.endBeforeStart;
  return errors;
}
