/**
 * What the Insights screen shows of the report (common/insights.ts InsightsReport): the names of
 * kinds and records, where a record is read, the charts' rows and each section's CSV file.
 */
import { CONTENT_KINDS, CONTENT_TEXTS } from '@common/content';
import { INSIGHT_KINDS, type InsightKind, type InsightRecord, type InsightsReport } from '@common/insights';
import { LIST_PATHS } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';

/** 'Articles', 'Publications', 'Resources'. */
export const kindName = (kind: InsightKind): string => CONTENT_TEXTS[kind].plural;

/** Where members read a record (its detail page). */
export function memberPath(record: InsightRecord): string {
  const key = CONTENT_KINDS[record.kind].addressedBy === 'id' ? record.id : record.slug;
  return `${LIST_PATHS[record.kind]}/${encodeURIComponent(key)}`;
}

/** A record's title, or what names it when it has none left (deleted since it was counted). */
export const recordTitle = (record: InsightRecord): string => record.title.trim() || `${CONTENT_TEXTS[record.kind].singular} ${record.id}`;

/** 'January 5, 2026' from a report's date (yyyy-mm-dd or an ISO time). */
export const reportDate = (value: string): string => formatLongDate(new Date(value));

/** 'November 2026' from a report's month (yyyy-mm). */
export function monthName(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Whether the report has any count at all (no member has opened anything yet: every section is empty). */
export function hasCounts(report: InsightsReport): boolean {
  return (
    INSIGHT_KINDS.some((kind) => report.most_read_this_month[kind].length > 0) ||
    report.reads_per_week.some((week) => INSIGHT_KINDS.some((kind) => week[kind] > 0)) ||
    report.most_saved.length > 0 ||
    report.searches_without_results.length > 0
  );
}

/** A table as CSV (RFC 4180), with a header row. */
export type CsvTable = { header: readonly string[]; rows: readonly (readonly (string | number)[])[] };

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a text that a spreadsheet
 * would run as a formula (=, +, -, @, tab, return first) is kept as text with a leading quote.
 */
function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv({ header, rows }: CsvTable): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Each section's table, as its CSV file and its on-screen table alternative both show it. */
export const SECTION_TABLES = {
  mostRead: (report: InsightsReport): CsvTable => ({
    header: ['Kind', 'Rank', 'Title', 'Members who opened it', 'Address'],
    rows: INSIGHT_KINDS.flatMap((kind) => report.most_read_this_month[kind].map((r, i) => [kindName(kind), i + 1, recordTitle(r), r.opened, memberPath(r)])),
  }),
  readsPerWeek: (report: InsightsReport): CsvTable => ({
    header: ['Week starting', ...INSIGHT_KINDS.map(kindName)],
    rows: report.reads_per_week.map((week) => [week.week_start, ...INSIGHT_KINDS.map((kind) => week[kind])]),
  }),
  mostSaved: (report: InsightsReport): CsvTable => ({
    header: ['Kind', 'Title', 'Members who saved it', 'Address'],
    rows: report.most_saved.map((r) => [kindName(r.kind), recordTitle(r), r.saved, memberPath(r)]),
  }),
  searches: (report: InsightsReport): CsvTable => ({
    header: ['Search', 'Members who searched it'],
    rows: report.searches_without_results.map((s) => [s.query, s.members]),
  }),
  reviewDue: (report: InsightsReport): CsvTable => ({
    header: ['Kind', 'Title', 'Members who opened it', 'Review due', 'Overdue', 'Address'],
    rows: report.review_due_most_read.map((r) => [kindName(r.kind), recordTitle(r), r.opened, r.review_due, r.overdue ? 'yes' : 'no', memberPath(r)]),
  }),
  unopened: (report: InsightsReport): CsvTable => ({
    header: ['Kind', 'Title', 'Published', 'Address'],
    rows: report.unopened.map((r) => [kindName(r.kind), recordTitle(r), r.published_at.slice(0, 10), memberPath(r)]),
  }),
} satisfies Record<string, (report: InsightsReport) => CsvTable>;

export type InsightSection = keyof typeof SECTION_TABLES;

/** The CSV file's name: the section and the day the report was made ('insights-most-read-2026-11-28.csv'). */
export function csvFileName(section: InsightSection, report: InsightsReport): string {
  const slug = section.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return `insights-${slug}-${report.generated_at.slice(0, 10)}.csv`;
}
