import { describe, expect, it } from 'vitest';
import { INSIGHTS } from '@common/insights';
import { membersWithin } from './counting';
import { buildReport, type ReportInput } from './report';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 28, 20); // Saturday 28 November 2026, noon in California
const TODAY = '2026-11-28';

function input(changes: Partial<ReportInput> = {}): ReportInput {
  return { now: NOW, today: TODAY, timeZone: 'America/Los_Angeles', reviewDueWindowDays: 60, counts: [], totals: [], searches: [], summaries: [], ...changes };
}

const summary = (id: string, changes: Partial<ReportInput['summaries'][number]> = {}) => ({
  kind: 'articles' as const,
  id,
  title: id.toUpperCase(),
  slug: id,
  published_at: NOW - 200 * DAY,
  reviewed_at: null,
  review_due: null,
  ...changes,
});

describe('membersWithin', () => {
  it('sums the day buckets of the window ending today, no older and no later', () => {
    const days = { '2026-10-29': 4, '2026-10-30': 1, '2026-11-28': 2, '2026-11-29': 9, junk: 'x' };
    expect(membersWithin(days, TODAY)).toBe(3);
    expect(membersWithin(null, TODAY)).toBe(0);
    expect(INSIGHTS.searchWindowDays).toBe(30);
  });
});

describe('buildReport', () => {
  it('ranks this month per kind, leaves out records without a summary, and sums weeks from Monday', () => {
    const report = buildReport(
      input({
        summaries: [summary('a'), summary('b')],
        counts: [
          { day: '2026-11-02', kind: 'articles', id: 'a', opened: 1, saved: 0, listened: 0 },
          { day: '2026-11-27', kind: 'articles', id: 'b', opened: 2, saved: 1, listened: 0 },
          { day: '2026-10-31', kind: 'articles', id: 'a', opened: 5, saved: 0, listened: 0 },
          { day: '2026-11-27', kind: 'articles', id: 'gone', opened: 9, saved: 0, listened: 0 },
        ],
        totals: [
          { day: '2026-11-23', kind: 'articles', opened: 3 },
          { day: '2026-11-22', kind: 'resources', opened: 2 },
          { day: '2026-08-30', kind: 'articles', opened: 7 },
        ],
      }),
    );
    expect(report.month).toBe('2026-11');
    expect(report.most_read_this_month.articles.map((row) => [row.id, row.opened])).toEqual([['b', 2], ['a', 1]]);
    expect(report.reads_per_week).toHaveLength(INSIGHTS.weeks);
    expect(report.reads_per_week.at(-1)).toEqual({ week_start: '2026-11-23', articles: 3, publications: 0, resources: 0 });
    expect(report.reads_per_week.at(-2)).toEqual({ week_start: '2026-11-16', articles: 0, publications: 0, resources: 2 });
    expect(report.reads_per_week[0]!.week_start).toBe('2026-09-07');
    expect(report.most_saved.map((row) => row.id)).toEqual(['b']);
  });

  it('lists review due like the Review due screen: reviewed, due by the window’s end or overdue', () => {
    const report = buildReport(
      input({
        summaries: [
          summary('overdue', { reviewed_at: NOW - 800 * DAY, review_due: NOW - 3 * DAY }),
          summary('soon', { reviewed_at: NOW - 700 * DAY, review_due: NOW + 59 * DAY }),
          summary('later', { reviewed_at: NOW - 100 * DAY, review_due: NOW + 62 * DAY }),
          summary('never', { review_due: NOW - DAY }),
        ],
        counts: ['overdue', 'soon', 'later', 'never'].map((id) => ({ day: TODAY, kind: 'articles' as const, id, opened: 1, saved: 0, listened: 0 })),
      }),
    );
    expect(report.review_due_most_read.map((row) => [row.id, row.overdue])).toEqual([['overdue', true], ['soon', false]]);
  });

  it('lists as unopened only records published before the window that nobody opened within it', () => {
    const report = buildReport(
      input({
        summaries: [summary('opened'), summary('idle', { published_at: NOW - 300 * DAY }), summary('new', { published_at: NOW - 10 * DAY }), summary('draft', { published_at: null })],
        counts: [{ day: '2026-09-01', kind: 'articles', id: 'opened', opened: 1, saved: 0, listened: 0 }],
      }),
    );
    expect(report.unopened.map((row) => row.id)).toEqual(['idle']);
  });
});
