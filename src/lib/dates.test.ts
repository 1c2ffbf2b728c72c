import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, isoDate } from './dates';

describe('dates', () => {
  it('formats an ISO timestamp as a Denver date and time', () => {
    expect(formatDate('2026-01-14T16:00:00.000Z')).toBe('January 14, 2026');
    expect(formatTime('2026-01-14T16:00:00.000Z')).toBe('9:00 AM');
  });

  it('uses the Denver day, not the UTC day, late in the evening', () => {
    expect(formatDate('2026-03-11T03:30:00.000Z')).toBe('March 10, 2026');
  });

  it('prints a date without a time as that calendar date, with no time (not the evening before in Denver)', () => {
    expect(formatDate('2026-01-02')).toBe('January 2, 2026');
    expect(formatDate(' 2026-12-31 ')).toBe('December 31, 2026');
    expect(formatTime('2026-01-02')).toBeUndefined();
    expect(isoDate('2026-01-02')).toBe('2026-01-02');
  });

  it('returns undefined for missing or unparsable values', () => {
    expect(formatDate(undefined)).toBeUndefined();
    expect(formatDate('not a date')).toBeUndefined();
    expect(formatTime('')).toBeUndefined();
    expect(formatDate('   ')).toBeUndefined();
    expect(isoDate(null)).toBeUndefined();
    expect(isoDate('2026-01-14T16:00:00.000Z')).toBe('2026-01-14T16:00:00.000Z');
  });
});

describe('dates without Intl agree with Intl', () => {
  const intlDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'America/Denver' });
  const intlTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Denver' });
  it('prints what Intl prints for America/Denver, every 37 minutes through 2025–2027', () => {
    const differing: string[] = [];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2028, 0, 1); t += 37 * 60_000) {
      const iso = new Date(t).toISOString();
      const expected = `${intlDate.format(t)} ${intlTime.format(t).replace(/\s/g, ' ')}`;
      if (`${formatDate(iso)} ${formatTime(iso)}` !== expected) differing.push(iso);
    }
    expect(differing).toEqual([]);
  });

  it('still answers for dates before the 2007 rule (through Intl)', () => {
    expect(formatDate('2006-07-04T18:00:00Z')).toBe('July 4, 2006');
    expect(formatTime('2006-07-04T18:00:00Z')).toBe('12:00 PM');
  });
});
