import { describe, expect, it } from 'vitest';
import { addDays, dayIn, INSIGHTS, normaliseSearch, weekStart } from './insights';

describe('normaliseSearch', () => {
  it.each([
    ['  Knee   BRACE ', 'knee brace'],
    ['Épaule douloureuse', 'epaule douloureuse'],
    ['ﬁbromyalgia', 'fibromyalgia'],
    ['knee brace 2', 'knee brace'],
    ['L4 L5 disc', 'l l disc'],
    ['call me at 555-123-4567 about sciatica', 'call me at about sciatica'],
    ['(925) 555 0101 back pain', 'back pain'],
    ['+1 925.555.0101 neck', 'neck'],
    ['write to pat.example@mail.test re: migraine', 'write to re: migraine'],
    ['\tnerve\nburning ', 'nerve burning'],
  ])('%j becomes %j', (typed, counted) => {
    expect(normaliseSearch(typed)).toBe(counted);
  });

  it('leaves nothing of a search without letters', () => {
    expect(normaliseSearch('555 123 4567')).toBe('');
    expect(normaliseSearch('12345')).toBe('');
    expect(normaliseSearch(' ?! ')).toBe('');
    expect(normaliseSearch('someone@example.com')).toBe('');
  });

  it(`cuts a long search to INSIGHTS.searchMaxLength (${INSIGHTS.searchMaxLength}) characters, no trailing space`, () => {
    const cut = normaliseSearch('radiofrequency ablation '.repeat(10));
    expect(cut.length).toBeLessThanOrEqual(INSIGHTS.searchMaxLength);
    expect(cut).toBe(cut.trim());
    expect(cut.startsWith('radiofrequency ablation radiofrequency')).toBe(true);
  });
});

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
