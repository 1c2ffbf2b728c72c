/**
 * Denver's wall clock for an instant, by the US daylight-saving rule in force since 2007 (second
 * Sunday of March at 2:00 to first Sunday of November at 2:00; UTC−6 then, UTC−7 otherwise).
 *
 * Why not Intl.DateTimeFormat: the first formatter a page makes sets up ICU, 40–55 ms of main
 * thread on this machine's Chromium unthrottled (four times that on the bench's simulated phone),
 * and it ran while `/` hydrated its blog carousel: the largest single script cost in the bench's
 * CPU profile. Intl stays the answer outside the rule's years (`undefined` here), and
 * denver-clock.test.ts checks this against Intl hour by hour, so a change of the US rule in
 * Node's time-zone data fails a test rather than the site.
 */
export interface WallClock {
  year: number;
  /** 0 = January. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const HOUR = 3_600_000;
const FIRST_YEAR_OF_RULE = 2007;

/** The day of the month of the `nth` Sunday of a month (UTC calendar). */
function nthSunday(year: number, month: number, nth: number): number {
  const weekdayOfFirst = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - weekdayOfFirst) % 7) + 7 * (nth - 1);
}

function isDaylightTime(instant: number, year: number): boolean {
  const starts = Date.UTC(year, 2, nthSunday(year, 2, 2), 9); // 2:00 MST
  const ends = Date.UTC(year, 10, nthSunday(year, 10, 1), 8); // 2:00 MDT
  return instant >= starts && instant < ends;
}

export function denverWallClock(date: Date): WallClock | undefined {
  const instant = date.getTime();
  const utcYear = date.getUTCFullYear();
  if (utcYear < FIRST_YEAR_OF_RULE) return undefined;
  const local = new Date(instant + (isDaylightTime(instant, utcYear) ? -6 : -7) * HOUR);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}
