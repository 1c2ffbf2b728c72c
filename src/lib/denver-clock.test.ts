import { describe, expect, it } from 'vitest';
import { denverWallClock } from './denver-clock';

const intl = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Denver',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

function byIntl(date: Date) {
  const part = (type: string) => Number(intl.formatToParts(date).find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') - 1, day: part('day'), hour: part('hour'), minute: part('minute') };
}

describe('denverWallClock', () => {
  it("agrees with Intl's America/Denver every hour of 2026, and around every change of clocks 2007–2040", () => {
    const instants: number[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) instants.push(t);
    for (let year = 2007; year <= 2040; year++) {
      for (const month of [2, 10]) {
        // Every 15 minutes over the first two weeks of March and of November: both changes.
        for (let t = Date.UTC(year, month, 1); t < Date.UTC(year, month, 15); t += 900_000) instants.push(t);
      }
      instants.push(Date.UTC(year, 0, 1, 6, 59), Date.UTC(year, 0, 1, 7, 0)); // New Year in Denver
    }
    const disagreements = instants
      .map((t) => new Date(t))
      .filter((date) => JSON.stringify(denverWallClock(date)) !== JSON.stringify(byIntl(date)))
      .map((date) => date.toISOString());
    expect(disagreements).toEqual([]);
    expect(instants.length).toBeGreaterThan(10_000);
  });

  it('leaves years before the 2007 rule to Intl', () => {
    expect(denverWallClock(new Date('2006-07-01T12:00:00Z'))).toBeUndefined();
  });
});
