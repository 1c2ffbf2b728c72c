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
