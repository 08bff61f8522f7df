import { describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE, reviewDueAfter } from './practice';

describe('the next medical review', () => {
  it('is the review period after the last review, on the same day of the month', () => {
    expect(reviewDueAfter(new Date('2026-01-10T12:00:00Z'), 24).toISOString()).toBe('2028-01-10T12:00:00.000Z');
    expect(reviewDueAfter(new Date('2026-11-24T00:00:00Z'), 3).toISOString()).toBe('2027-02-24T00:00:00.000Z');
  });

  it("falls on the month's last day when that month is shorter", () => {
    expect(reviewDueAfter(new Date('2026-08-31T12:00:00Z'), 6).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(reviewDueAfter(new Date('2026-02-29T12:00:00Z'.replace('2026', '2024')), 12).toISOString()).toBe('2025-02-28T12:00:00.000Z');
  });

  it('defaults to two years, with clinicians to choose from', () => {
    expect(DEFAULT_PRACTICE.reviewPeriodMonths).toBe(24);
    expect(DEFAULT_PRACTICE.reviewers.length).toBeGreaterThan(0);
  });

  it('is listed as due on the Review due screen from 60 days before', () => {
    expect(DEFAULT_PRACTICE.reviewDueWindowDays).toBe(60);
  });
});
