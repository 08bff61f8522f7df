import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatShortDate, isoDate } from './format-date';

describe('format-date', () => {
  it('formats long US dates in UTC', () => {
    expect(formatLongDate(new Date('2026-01-05T00:00:00Z'))).toBe('January 5, 2026');
    // Late on Dec 31 UTC is still Dec 31, whatever the viewer's zone.
    expect(formatLongDate(new Date('2025-12-31T23:30:00Z'))).toBe('December 31, 2025');
  });

  it('formats short US dates in UTC', () => {
    expect(formatShortDate(new Date('2026-01-05T00:00:00Z'))).toBe('Jan 5, 2026');
    expect(formatShortDate(new Date('2024-09-30T23:59:59Z'))).toBe('Sep 30, 2024');
  });

  it('returns empty text for missing or invalid dates', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatShortDate(undefined)).toBe('');
    expect(formatLongDate(new Date('not a date'))).toBe('');
    expect(isoDate(new Date('nope'))).toBeUndefined();
  });

  it('gives a machine-readable date', () => {
    expect(isoDate(new Date('2026-03-07T12:00:00Z'))).toBe('2026-03-07');
  });

  it('formats a moment with its time and zone', () => {
    expect(formatDateTime(new Date('2026-01-05T15:04:00Z'), 'UTC')).toBe('Jan 5, 2026, 3:04 PM UTC');
    expect(formatDateTime(new Date('2026-01-05T15:04:00Z'), 'America/Los_Angeles')).toBe('Jan 5, 2026, 7:04 AM PST');
    expect(formatDateTime(null)).toBe('');
  });
});
