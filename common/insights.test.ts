import { describe, expect, it } from 'vitest';
import { addDays, dayIn, weekStart } from './insights';

describe('the practice day', () => {
  it('is the calendar day in the given time zone, not UTC', () => {
    // 06:30 UTC on 5 January is still the 4th in California.
    expect(dayIn(Date.UTC(2026, 0, 5, 6, 30), 'America/Los_Angeles')).toBe('2026-01-04');
    expect(dayIn(Date.UTC(2026, 0, 5, 8, 30), 'America/Los_Angeles')).toBe('2026-01-05');
    expect(dayIn(Date.UTC(2026, 0, 5, 6, 30), 'UTC')).toBe('2026-01-05');
  });

  it('adds days across months and years, and weeks start on Monday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekStart('2026-11-28')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
  });
});
