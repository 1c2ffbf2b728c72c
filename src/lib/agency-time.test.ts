import { describe, expect, it } from 'vitest';
import { agencyDateTime } from './agency-time';

describe('agencyDateTime', () => {
  it("shows a UTC instant in Denver's time, standard and daylight", () => {
    expect(agencyDateTime('2026-11-25T14:05:00Z')).toBe('Nov 25, 2026, 7:05 AM MST');
    expect(agencyDateTime('2026-07-04T18:30:00.000Z')).toBe('Jul 4, 2026, 12:30 PM MDT');
  });
});
