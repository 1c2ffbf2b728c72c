/**
 * Dates from content (ISO strings) as visitors read them. The agency is in Denver, so times are
 * shown in its zone; a fixed zone also makes the server's HTML equal the browser's render.
 */
const TIME_ZONE = 'America/Denver';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE });

function parse(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** ICU versions differ in the space they put before "AM" (U+202F or U+0020): always a plain space. */
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

/** "January 14, 2026"; undefined when the value is missing or not a date. */
export function formatDate(value: string | null | undefined): string | undefined {
  const date = parse(value);
  return date ? plainSpaces(dateFormat.format(date)) : undefined;
}

/** "9:00 AM" (Denver time); undefined when the value is missing or not a date. */
export function formatTime(value: string | null | undefined): string | undefined {
  const date = parse(value);
  return date ? plainSpaces(timeFormat.format(date)) : undefined;
}

/** The machine-readable value for a <time dateTime> attribute. */
export function isoDate(value: string | null | undefined): string | undefined {
  return parse(value)?.toISOString();
}

/** The months of the year, January first: the enquiry form's month select and the demo content. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
