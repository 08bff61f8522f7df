/**
 * The Insights screen's charts (@mui/x-charts), in a module only that screen imports, so the
 * charts library is part of its route chunk and of no member screen. Each chart has its figures in
 * a table too (insights-screen.tsx: "Show as table"), for screen readers and for reading exact values.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { INSIGHT_KINDS, type InsightKind, type InsightsReport } from '@common/insights';
import { formatShortDate } from '@/lib/format-date';

const LABEL_CHARS = 28;
const BAR_HEIGHT = 36;

/** A long title cut to fit beside its bar (the table and the tooltip have it whole). */
const shortLabel = (title: string) => (title.length > LABEL_CHARS ? `${title.slice(0, LABEL_CHARS - 1).trimEnd()}…` : title);

/** The records most opened this month, one bar each, most first from the top. */
export function MostReadChart({ rows }: { rows: readonly { title: string; opened: number }[] }) {
  return (
    <BarChart
      layout="horizontal"
      height={rows.length * BAR_HEIGHT + 60}
      margin={{ left: 8, right: 16 }}
      yAxis={[{ scaleType: 'band', data: rows.map((r) => r.title), valueFormatter: (title: string, context) => (context.location === 'tick' ? shortLabel(title) : title), width: 200 }]}
      xAxis={[{ tickMinStep: 1, label: 'Members who opened it' }]}
      series={[{ data: rows.map((r) => r.opened), label: 'Members who opened it' }]}
      hideLegend
    />
  );
}

/** Members' opens per week, one line per kind, oldest week on the left. */
export function ReadsPerWeekChart({ weeks, kindName }: { weeks: InsightsReport['reads_per_week']; kindName: (kind: InsightKind) => string }) {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: weeks.map((w) => w.week_start), valueFormatter: (day: string) => formatShortDate(new Date(day)), label: 'Week starting' }]}
      yAxis={[{ tickMinStep: 1, label: 'Member opens' }]}
      series={INSIGHT_KINDS.map((kind) => ({ id: kind, data: weeks.map((w) => w[kind]), label: kindName(kind) }))}
    />
  );
}
