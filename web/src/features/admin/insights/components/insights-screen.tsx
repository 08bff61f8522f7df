/**
 * /admin/insights: what members read, save and look for without finding it, from counts that hold
 * no member's identity (docs/decisions/0036-first-party-insights.md). One report (getInsights),
 * read through the query client like every staff screen; each section with its table (the
 * charts' too, "Show as table") and a CSV file.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { INSIGHTS, INSIGHT_KINDS, type InsightRecord, type InsightsReport } from '@common/insights';
import { paths } from '@/config/paths';
import { PRACTICE } from '@/config/practice';
import { LoadingStatus } from '@/components/ui/loading-status';
import { formatDateTime, formatShortDate } from '@/lib/format-date';
import { saveFile } from '@/lib/save-file';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { useStaffQuery } from '../../shared/admin-list';
import { adminKeys } from '../../query-keys';
import type { NewRecordState } from '../../content/components/admin-content-screen';
import { loadInsights } from '../api/insights-report';
import { csvFileName, hasCounts, kindName, memberPath, monthName, recordTitle, reportDate, SECTION_TABLES, toCsv, type InsightSection } from '../insights';

/**
 * The charts library loads with the first chart, after the route's code: the route table in the
 * app's entry then names only this screen's own chunk, not the charts' many shared pieces.
 */
let chartsModule: Promise<typeof import('./insights-charts')> | undefined;
const charts = () => (chartsModule ??= import('./insights-charts'));
const MostReadChart = lazy(() => charts().then((m) => ({ default: m.MostReadChart })));
const ReadsPerWeekChart = lazy(() => charts().then((m) => ({ default: m.ReadsPerWeekChart })));

export const INSIGHTS_TITLE = 'Insights';

/** Unopened records shown before "Show all" (a large library has many; the CSV file has them all). */
const UNOPENED_SHOWN = 25;

export const INSIGHTS_TEXTS = {
  loading: 'Loading insights...',
  error: 'Failed to load Insights. Please try again.',
  noCounts:
    'Nothing has been counted yet. The counts start when members open, save or listen to an article, publication or resource, and each day appears here as soon as it is counted: check again after members have used the library.',
} as const;

/**
 * Staff's screen. Reads the report each time it opens (staff reads are fresh, STAFF_READ);
 * Refresh reads it again.
 */
export function InsightsScreen() {
  const query = useStaffQuery(adminKeys.insights.report, loadInsights, INSIGHTS_TEXTS.error);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.insights.all });
  const report = query.data;

  return (
    <>
      <AdminPageHeader title={INSIGHTS_TITLE} onRefresh={refresh} busy={query.isFetching} />
      <Typography sx={{ mb: 3, maxWidth: '48rem' }}>
        How many different members opened, saved and listened to each article, publication and resource, and what they searched for
        without finding it. The portal counts these itself and keeps no name, e-mail address or account with any count, so no figure here can
        point at a person.
      </Typography>
      {query.isError && !report ? (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {INSIGHTS_TEXTS.error}
        </Alert>
      ) : !report ? (
        <LoadingStatus text={INSIGHTS_TEXTS.loading} />
      ) : (
        <InsightsReportView report={report} />
      )}
    </>
  );
}

export function InsightsReportView({ report }: { report: InsightsReport }) {
  const month = monthName(report.month);
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Report made {formatDateTime(new Date(report.generated_at))}. Days are counted in the practice&apos;s time zone ({report.time_zone}).
      </Typography>
      {!hasCounts(report) && (
        <Alert severity="info" sx={{ mb: 4 }}>
          {INSIGHTS_TEXTS.noCounts}
        </Alert>
      )}
      <MostReadSection report={report} month={month} />
      <ReadsPerWeekSection report={report} />
      <Section
        section="mostSaved"
        report={report}
        title="Most saved"
        intro="The records the most members saved in the last 30 days, most first."
        empty="No member has saved an article, publication or resource in the last 30 days. Saves appear here the day they are made."
      >
        <RecordTable
          label="Most saved"
          rows={report.most_saved}
          extra={[{ header: 'Members who saved it', cell: (r) => r.saved, numeric: true }]}
        />
      </Section>
      <SearchesSection report={report} />
      <Section
        section="reviewDue"
        report={report}
        title="Most read with a review due"
        intro={`The records members opened most in the last 30 days whose medical review is overdue or due in the next ${PRACTICE.reviewDueWindowDays} days: the ones to review first.`}
        empty="None of the records members opened in the last 30 days has a medical review due. Records appear here when their review comes due."
        action={
          <Button component={RouterLink} to={paths.admin.reviewDue} variant="text">
            Open Review Due
          </Button>
        }
      >
        <RecordTable
          label="Most read with a review due"
          rows={report.review_due_most_read}
          extra={[
            { header: 'Members who opened it', cell: (r) => r.opened, numeric: true },
            { header: 'Review due', cell: (r) => `${reportDate(r.review_due)}${r.overdue ? ' (overdue)' : ''}` },
          ]}
        />
      </Section>
      <Section
        section="unopened"
        report={report}
        title={`Not opened in ${INSIGHTS.unopenedDays} days`}
        intro={`Published records no member opened in the last ${INSIGHTS.unopenedDays} days, oldest published first: worth a new title, a link from another page, or retiring.`}
        empty={`Every published record was opened at least once in the last ${INSIGHTS.unopenedDays} days.`}
      >
        <RecordTable
          label={`Not opened in ${INSIGHTS.unopenedDays} days`}
          rows={report.unopened}
          extra={[{ header: 'Published', cell: (r) => reportDate(r.published_at) }]}
          firstRows={UNOPENED_SHOWN}
        />
      </Section>
    </>
  );
}

function MostReadSection({ report, month }: { report: InsightsReport; month: string }) {
  const [asTable, setAsTable] = useState(false);
  const kinds = INSIGHT_KINDS.filter((kind) => report.most_read_this_month[kind].length > 0);
  return (
    <Section
      section="mostRead"
      report={report}
      title={`Most read in ${month}`}
      intro={`For each kind, the ${INSIGHTS.topRecords} records the most members opened this month (a member who opens a record several times in a day counts once).`}
      empty={`No member has opened an article, publication or resource in ${month} yet. Reads appear here the day they happen.`}
      toggle={{ asTable, setAsTable }}
      isEmpty={kinds.length === 0}
    >
      {kinds.map((kind) => {
        const rows = report.most_read_this_month[kind];
        const headingId = `insights-most-read-${kind}`;
        return (
          <Box key={kind} component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
            <Typography id={headingId} component="h3" variant="h4" sx={{ mb: 1 }}>
              {kindName(kind)}
            </Typography>
            {asTable ? (
              <RecordTable label={`Most read ${kindName(kind).toLowerCase()} in ${month}`} rows={rows} ranked extra={[{ header: 'Members who opened it', cell: (r) => r.opened, numeric: true }]} />
            ) : (
              <ChartFigure caption={`Bar chart: the ${kindName(kind).toLowerCase()} most members opened in ${month}, most first.`}>
                <MostReadChart rows={rows.map((r) => ({ title: recordTitle(r), opened: r.opened }))} />
              </ChartFigure>
            )}
          </Box>
        );
      })}
    </Section>
  );
}

function ReadsPerWeekSection({ report }: { report: InsightsReport }) {
  const [asTable, setAsTable] = useState(false);
  const weeks = report.reads_per_week;
  const any = weeks.some((week) => INSIGHT_KINDS.some((kind) => week[kind] > 0));
  return (
    <Section
      section="readsPerWeek"
      report={report}
      title={`Reads per week, last ${INSIGHTS.weeks} weeks`}
      intro="How many times members opened each kind per week (weeks start on Monday; a member counts once per record per day)."
      empty={`No reads in the last ${INSIGHTS.weeks} weeks. Each week's line appears as soon as members open a record in it.`}
      toggle={{ asTable, setAsTable }}
      isEmpty={!any}
    >
      {asTable ? (
        <DataTable
          label={`Reads per week, last ${INSIGHTS.weeks} weeks`}
          columns={[{ header: 'Week starting' }, ...INSIGHT_KINDS.map((kind) => ({ header: kindName(kind), numeric: true }))]}
          rows={weeks.map((week) => ({ key: week.week_start, cells: [formatShortDate(new Date(week.week_start)), ...INSIGHT_KINDS.map((kind) => week[kind])] }))}
        />
      ) : (
        <ChartFigure caption={`Line chart: members' opens per week for the last ${INSIGHTS.weeks} weeks, one line per kind.`}>
          <ReadsPerWeekChart weeks={weeks} kindName={kindName} />
        </ChartFigure>
      )}
    </Section>
  );
}

function SearchesSection({ report }: { report: InsightsReport }) {
  const searches = report.searches_without_results;
  return (
    <Section
      section="searches"
      report={report}
      title="Searches that found nothing"
      intro={`What members searched the library for without finding anything, with how many different members searched it in the last ${INSIGHTS.searchWindowDays} days. A search shows here once at least ${INSIGHTS.searchMinMembers} members made it, so a rare search cannot point at a person.`}
      empty={`No search without results has been made by ${INSIGHTS.searchMinMembers} or more members in the last ${INSIGHTS.searchWindowDays} days. A search appears here once the ${INSIGHTS.searchMinMembers}th member makes it.`}
    >
      <DataTable
        label="Searches that found nothing"
        columns={[{ header: 'Search' }, { header: 'Members', numeric: true }, { header: 'Action' }]}
        rows={searches.map((search) => ({
          key: search.query,
          cells: [
            search.query,
            search.members,
            <Button
              key="write"
              component={RouterLink}
              to={paths.admin.articles}
              state={{ newRecord: { title: search.query } } satisfies NewRecordState}
              variant="outlined"
              size="small"
              aria-label={`Write an article: ${search.query}`}
            >
              Write an article
            </Button>,
          ],
        }))}
      />
    </Section>
  );
}

interface SectionProps {
  section: InsightSection;
  report: InsightsReport;
  title: string;
  intro: string;
  /** What the section will show and when, while it has nothing. */
  empty: string;
  /** Whether it has nothing (default: its CSV table has no rows). */
  isEmpty?: boolean;
  /** A chart's "Show as table". */
  toggle?: { asTable: boolean; setAsTable: (asTable: boolean) => void };
  /** A link on from the section (Review Due). */
  action?: ReactNode;
  children: ReactNode;
}

/** One section: heading, what it shows, its buttons (table or chart, CSV) and its content or empty state. */
function Section({ section, report, title, intro, empty, isEmpty, toggle, action, children }: SectionProps) {
  const table = SECTION_TABLES[section](report);
  const nothing = isEmpty ?? table.rows.length === 0;
  const headingId = `insights-${section}`;
  const download = () => saveFile(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), csvFileName(section, report));
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '48rem' }}>
        {intro}
      </Typography>
      {nothing ? (
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Typography>{empty}</Typography>
        </Paper>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
            {toggle && (
              <Button variant="outlined" aria-pressed={toggle.asTable} onClick={() => toggle.setAsTable(!toggle.asTable)}>
                Show as table
              </Button>
            )}
            <Button variant="outlined" startIcon={<DownloadIcon aria-hidden="true" />} onClick={download} aria-label={`Download CSV: ${title}`}>
              Download CSV
            </Button>
            {action}
          </Box>
          {children}
        </>
      )}
    </Box>
  );
}

/** A chart with what it shows in words; its figures are in the section's table ("Show as table"). */
function ChartFigure({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Paper component="figure" variant="outlined" sx={{ m: 0, p: 2 }}>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {caption} Press Show as table for the figures.
      </Typography>
      <Suspense fallback={<LoadingStatus text="Drawing the chart..." />}>{children}</Suspense>
    </Paper>
  );
}

interface DataRow {
  key: string;
  cells: readonly ReactNode[];
}

interface Column {
  header: string;
  /** A count: right-aligned. */
  numeric?: boolean;
}

/** A plain table of the report: the first cell of each row names it (a row header). */
function DataTable({ label, columns, rows }: { label: string; columns: readonly Column[]; rows: readonly DataRow[] }) {
  const align = (i: number) => (columns[i]?.numeric ? 'right' : undefined);
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label={label} size="small">
          <TableHead>
            <TableRow>
              {columns.map((column, i) => (
                <TableCell key={column.header} align={align(i)} sx={{ fontWeight: 700 }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                {row.cells.map((cell, i) => (
                  <TableCell key={i} component={i === 0 ? 'th' : 'td'} scope={i === 0 ? 'row' : undefined} align={align(i)} sx={{ verticalAlign: 'top' }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

interface ExtraColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
}

/**
 * Records with a link to where members read them, their kind (or rank), and the section's own
 * columns; with `firstRows`, that many until "Show all".
 */
function RecordTable<R extends InsightRecord>({
  label,
  rows,
  extra,
  ranked = false,
  firstRows,
}: {
  label: string;
  rows: readonly R[];
  extra: readonly ExtraColumn<R>[];
  ranked?: boolean;
  firstRows?: number;
}) {
  const [all, setAll] = useState(false);
  const shown = firstRows !== undefined && !all ? rows.slice(0, firstRows) : rows;
  return (
    <>
      <DataTable
        label={label}
        columns={[{ header: 'Title' }, ranked ? { header: 'Rank', numeric: true } : { header: 'Kind' }, ...extra]}
        rows={shown.map((row, i) => ({
          key: `${row.kind}/${row.id}`,
          cells: [
            <Link key="title" component={RouterLink} to={memberPath(row)}>
              {recordTitle(row)}
            </Link>,
            ranked ? i + 1 : kindName(row.kind),
            ...extra.map((column) => column.cell(row)),
          ],
        }))}
      />
      {shown.length < rows.length && (
        <Button variant="text" onClick={() => setAll(true)} sx={{ mt: 1 }}>
          Show all {rows.length}
        </Button>
      )}
    </>
  );
}
