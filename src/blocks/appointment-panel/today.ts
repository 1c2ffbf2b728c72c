/**
 * The calendar's "today" travels from the server to the browser in the section's content, so the
 * hydrated calendar matches the server HTML. It is the date in one fixed time zone (the panel's),
 * so server and browser agree except across that zone's midnight, and then only until the browser
 * revalidates.
 */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isoDateIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A local calendar date (midnight) from YYYY-MM-DD: the same day whatever the machine's zone. */
export function localDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  const date = new Date(2000, (month ?? 1) - 1, day ?? 1);
  date.setFullYear(year ?? 2000);
  return date;
}

/** YYYY-MM-DD of a local calendar date (the inverse of localDate). */
export function isoDay(date: Date): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
