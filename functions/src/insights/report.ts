/**
 * The Insights report (InsightsReport of common/insights.ts) from what getInsights reads: the
 * counts' shards of the last INSIGHTS.unopenedDays days, the kinds' totals of the last
 * INSIGHTS.weeks weeks, the searches of the window, and the summaries of the counted kinds.
 * Pure, so it is tested without the emulators.
 */
import { addDays, INSIGHT_KINDS, INSIGHTS, weekStart, type InsightKind, type InsightRecord, type InsightsReport } from '@common/insights';
import { dueBound } from '@common/practice';
import { membersWithin } from './counting';

export interface CountRow {
  day: string;
  kind: InsightKind;
  id: string;
  opened: number;
  saved: number;
  listened: number;
}

export interface TotalRow {
  day: string;
  kind: InsightKind;
  opened: number;
}

export interface SearchRow {
  query: string;
  days: unknown;
}

/** A record as its summary says, the times in epoch ms (null: not set). */
export interface SummaryRow {
  kind: InsightKind;
  id: string;
  title: string;
  slug: string;
  published_at: number | null;
  reviewed_at: number | null;
  review_due: number | null;
}

export interface ReportInput {
  now: number;
  today: string;
  timeZone: string;
  reviewDueWindowDays: number;
  counts: CountRow[];
  totals: TotalRow[];
  searches: SearchRow[];
  summaries: SummaryRow[];
}

const keyOf = (kind: string, id: string) => `${kind}/${id}`;

function perRecord(counts: CountRow[], from: string, field: 'opened' | 'saved'): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of counts) {
    if (row.day < from || row[field] <= 0) continue;
    const key = keyOf(row.kind, row.id);
    sums.set(key, (sums.get(key) ?? 0) + row[field]);
  }
  return sums;
}

const byCountThenTitle = <T extends { title: string }>(field: keyof T) => (a: T, b: T) => (b[field] as number) - (a[field] as number) || a.title.localeCompare(b.title);

export function buildReport(input: ReportInput): InsightsReport {
  const { today } = input;
  const month = today.slice(0, 7);
  const last30 = addDays(today, -29);
  const summaries = new Map(input.summaries.map((summary) => [keyOf(summary.kind, summary.id), summary]));
  const recordOf = (key: string): (InsightRecord & { summary: SummaryRow }) | null => {
    const summary = summaries.get(key);
    return summary ? { kind: summary.kind, id: summary.id, title: summary.title, slug: summary.slug, summary } : null;
  };
  const ranked = <F extends string>(sums: Map<string, number>, field: F) =>
    [...sums]
      .map(([key, n]) => {
        const record = recordOf(key);
        return record ? { ...record, [field]: n } : null;
      })
      .filter((row): row is InsightRecord & { summary: SummaryRow } & Record<F, number> => row !== null)
      .sort(byCountThenTitle(field));
  const plain = <T extends { summary: SummaryRow }>({ summary: _summary, ...rest }: T): Omit<T, 'summary'> => rest;

  const openedThisMonth = ranked(perRecord(input.counts, `${month}-01`, 'opened'), 'opened');
  const most_read_this_month = Object.fromEntries(
    INSIGHT_KINDS.map((kind) => [kind, openedThisMonth.filter((row) => row.kind === kind).slice(0, INSIGHTS.topRecords).map(plain)]),
  ) as InsightsReport['most_read_this_month'];

  const firstWeek = addDays(weekStart(today), -7 * (INSIGHTS.weeks - 1));
  const reads_per_week = Array.from({ length: INSIGHTS.weeks }, (_, i) => {
    const week_start = addDays(firstWeek, 7 * i);
    const week = { week_start, ...(Object.fromEntries(INSIGHT_KINDS.map((kind) => [kind, 0])) as Record<InsightKind, number>) };
    return week;
  });
  for (const total of input.totals) {
    if (total.day < firstWeek || total.day > today) continue;
    const week = reads_per_week[Math.floor((Date.parse(total.day) - Date.parse(firstWeek)) / (7 * 86_400_000))];
    if (week) week[total.kind] += total.opened;
  }

  const most_saved = ranked(perRecord(input.counts, last30, 'saved'), 'saved').slice(0, INSIGHTS.topRecords).map(plain);

  const searches_without_results = input.searches
    .map((search) => ({ query: search.query, members: membersWithin(search.days, today) }))
    .filter((search) => search.members >= INSIGHTS.searchMinMembers)
    .sort((a, b) => b.members - a.members || a.query.localeCompare(b.query));

  // "Due" as on staff's Review due screen: reviewed once, next review due by the window's end.
  const bound = dueBound(today, input.reviewDueWindowDays).getTime();
  const review_due_most_read = ranked(perRecord(input.counts, last30, 'opened'), 'opened')
    .filter(({ summary }) => summary.reviewed_at !== null && summary.review_due !== null && summary.review_due <= bound)
    .slice(0, INSIGHTS.topRecords)
    .map((row) => {
      const due = new Date(row.summary.review_due!).toISOString();
      return { ...plain(row), review_due: due, overdue: due.slice(0, 10) < today };
    });

  const unopenedFrom = addDays(today, -(INSIGHTS.unopenedDays - 1));
  const openedLately = perRecord(input.counts, unopenedFrom, 'opened');
  // Only records published before the window began: a newer one has not had the whole window yet.
  const windowStart = input.now - INSIGHTS.unopenedDays * 86_400_000;
  const unopened = input.summaries
    .filter((summary) => summary.published_at !== null && summary.published_at <= windowStart && !openedLately.has(keyOf(summary.kind, summary.id)))
    .sort((a, b) => a.published_at! - b.published_at! || a.title.localeCompare(b.title))
    .map((summary) => ({ kind: summary.kind, id: summary.id, title: summary.title, slug: summary.slug, published_at: new Date(summary.published_at!).toISOString() }));

  return {
    generated_at: new Date(input.now).toISOString(),
    time_zone: input.timeZone,
    month,
    most_read_this_month,
    reads_per_week,
    most_saved,
    searches_without_results,
    review_due_most_read,
    unopened,
  };
}
