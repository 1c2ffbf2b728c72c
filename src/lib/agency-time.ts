/** The agency works in Denver: every time the studio shows is in America/Denver, with its zone. */
export const AGENCY_TIME_ZONE = 'America/Denver';

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: AGENCY_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "2026-11-25T14:05:00Z" → "Nov 25, 2026, 7:05 AM MST". */
export function agencyDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
