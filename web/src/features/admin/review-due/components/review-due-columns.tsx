import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LabelChip } from '@/components/ui/label-chip';
import type { TableColumn } from '../../shared/admin-table';
import { KEEP_WORDS, TableDate } from '../../shared/admin-table';
import { reviewStatus, rowKindName, rowMemberPath, rowTitle, type ReviewRow } from '../review-due';

export type ReviewSection = 'due' | 'never';

/** Opens "Mark reviewed" for a row; the button, to give the focus back after a cancel. */
export type OnMark = (row: ReviewRow, button: HTMLElement) => void;

const NOT_SET = 'Not set';

/** The status as a chip whose text says it (colour only repeats it). */
function StatusChip({ row, section, today }: { row: ReviewRow; section: ReviewSection; today: string }) {
  const due = row.record.review_due;
  const status = section === 'never' || !due ? null : reviewStatus(due, today);
  const label = status ? status.label : 'Never reviewed';
  const color = !status || status.overdue ? 'error' : 'warning';
  return <LabelChip label={label} color={color} variant="outlined" size="small" sx={{ fontWeight: 600 }} />;
}

/**
 * Title (a link to where members see it), Kind, then for reviews due: who reviewed it last, when,
 * the next review due and the status; for records never reviewed: when it was added (published)
 * and any next review date set. Last, Mark reviewed.
 */
export function reviewColumns(section: ReviewSection, today: string, onMark: OnMark): TableColumn<ReviewRow>[] {
  const dates: TableColumn<ReviewRow>[] =
    section === 'due'
      ? [
          { id: 'by', header: 'Reviewed by', cell: (row) => row.record.reviewed_by },
          { id: 'at', header: 'Last reviewed', cell: (row) => <TableDate date={row.record.reviewed_at} /> },
        ]
      : [{ id: 'added', header: 'Published', cell: (row) => <TableDate date={row.record.created_at} /> }];
  return [
    {
      id: 'title',
      header: 'Title',
      width: '34%',
      cell: (row) => (
        <Link href={rowMemberPath(row)} sx={{ fontWeight: 600, ...KEEP_WORDS }}>
          {rowTitle(row)}
        </Link>
      ),
    },
    { id: 'kind', header: 'Kind', cell: (row) => rowKindName(row) },
    ...dates,
    {
      id: 'due',
      header: 'Next review due',
      cell: (row) => (row.record.review_due ? <TableDate date={row.record.review_due} /> : <Typography color="text.secondary">{NOT_SET}</Typography>),
    },
    { id: 'status', header: 'Status', cell: (row) => <StatusChip row={row} section={section} today={today} /> },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      fit: true,
      cell: (row) => (
        <Button size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }} onClick={(event) => onMark(row, event.currentTarget)} aria-label={`Mark reviewed: ${rowTitle(row)}`}>
          Mark reviewed
        </Button>
      ),
    },
  ];
}
