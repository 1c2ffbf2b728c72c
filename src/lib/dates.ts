import { denverWallClock } from './denver-clock';

/**
 * Dates from content (ISO strings) as visitors read them. The agency is in Denver, so times are
 * shown in its zone; a fixed zone also makes the server's HTML equal the browser's render.
 * A calendar date without a time ("2026-01-02") is no instant: it prints as that date, in no zone
 * (JavaScript would read it as UTC midnight, the evening before in Denver).
 */
const TIME_ZONE = 'America/Denver';

/**
 * Intl only where denver-clock.ts cannot answer (years before its rule): made on first use, as
 * the first formatter a page makes sets up ICU (see denver-clock.ts for the cost).
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateFormat = lazily(() => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: TIME_ZONE }));
const timeFormat = lazily(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE }));

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Parsed = { date: Date; calendar: boolean };

function parse(value: string | null | undefined): Parsed | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const calendar = CALENDAR_DATE.test(text);
  const date = new Date(calendar ? `${text}T00:00:00Z` : text);
  return Number.isNaN(date.getTime()) ? undefined : { date, calendar };
}

/** ICU versions differ in the space they put before "AM" (U+202F or U+0020): always a plain space. */
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

/** "January 14, 2026"; undefined when the value is missing or not a date. */
export function formatDate(value: string | null | undefined): string | undefined {
  const parsed = parse(value);
  if (!parsed) return undefined;
  const { date } = parsed;
  // en-US's long date, "January 14, 2026", as Intl writes it.
  if (parsed.calendar) return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  const clock = denverWallClock(date);
  return clock ? `${MONTH_NAMES[clock.month]} ${clock.day}, ${clock.year}` : plainSpaces(dateFormat().format(date));
}

/** "9:00 AM" (Denver time); undefined when the value is missing, not a date, or a date without a time. */
export function formatTime(value: string | null | undefined): string | undefined {
  const parsed = parse(value);
  if (!parsed || parsed.calendar) return undefined;
  const clock = denverWallClock(parsed.date);
  if (!clock) return plainSpaces(timeFormat().format(parsed.date));
  // en-US's numeric hour and two-digit minute, "9:00 AM", as Intl writes it (with a plain space).
  return `${clock.hour % 12 || 12}:${String(clock.minute).padStart(2, '0')} ${clock.hour < 12 ? 'AM' : 'PM'}`;
}

/** The machine-readable value for a <time dateTime> attribute: "2026-01-02" for a calendar date. */
export function isoDate(value: string | null | undefined): string | undefined {
  const parsed = parse(value);
  if (!parsed) return undefined;
  return parsed.calendar ? parsed.date.toISOString().slice(0, 10) : parsed.date.toISOString();
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
