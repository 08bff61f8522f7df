/**
 * The one table of the admin screens, described as data (columns with a header and a cell
 * renderer) and shown a page at a time from an AdminList, so thousands of rows (5,000 membership
 * codes) stay quick to render and to move through with the keyboard. It also shows the list's
 * loading state and its red error banner, the same on every screen. Dates never wrap, names and
 * addresses wrap between words only (KEEP_WORDS, wrappableAddress), the Actions column is as wide as its buttons,
 * and on a narrow screen the table scrolls sideways inside its frame while the page stays put.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LoadingStatus } from '@/components/ui/loading-status';
import { AlertLines } from './alert-lines';
import { formatShortDate, isoDate } from '@/lib/format-date';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import type { AdminList } from './admin-list';
import { AdminPager } from './admin-pager';

export interface TableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** CSS width of the column (e.g. '8rem'). */
  width?: string;
  /**
   * As narrow as its content on one line (the Actions column: as wide as its buttons): the auto
   * table layout gives a 1 % column its content's width, and the content does not wrap.
   */
  fit?: boolean;
}

export interface AdminTableProps<T> {
  list: AdminList<T>;
  columns: readonly TableColumn<T>[];
  getKey: (row: T) => string;
  /** The table's accessible name ('Membership codes'), when it has no caption. */
  label?: string;
  /** A caption for screen readers (what the table holds, how many rows match). */
  caption?: string;
  /** The first column names the row (a row header, <th scope="row">). */
  rowHeader?: boolean;
  /** Shown in the table when no row matches. */
  emptyText: string;
  loadingText: string;
  /** The red banner when the list cannot be read (docs/product.md §8). */
  errorText: string;
  /** A second line under it: the read's own message, where docs/product.md §8 names one (membership codes). */
  errorDetail?: string;
}

/** A date is one token: split over lines ("Nov / 19, / 2026") it is hard to read and makes rows tall. */
const CELL_SX = { verticalAlign: 'top', '& time': { whiteSpace: 'nowrap' } } as const;
const FIT_CELL_SX = { ...CELL_SX, whiteSpace: 'nowrap' } as const;

export function AdminTable<T>({ list, columns, getKey, label, caption, rowHeader = false, emptyText, loadingText, errorText, errorDetail }: AdminTableProps<T>) {
  if (list.status === 'error') {
    return (
      <Alert severity="error" role="alert" sx={{ mb: 3 }}>
        <AlertLines text={errorText} detail={errorDetail} />
      </Alert>
    );
  }
  if (list.status === 'loading') return <LoadingStatus text={loadingText} />;
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label={label}>
          {caption && <caption style={visuallyHidden}>{caption}</caption>}
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align} sx={{ fontWeight: 700, width: column.fit ? '1%' : column.width, whiteSpace: column.fit ? 'nowrap' : undefined }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {/* A search that reads on stopped at its bound before finding anything: it is not over. */}
                  {list.hasNext ? `${emptyText} so far: the next page searches on` : emptyText}
                </TableCell>
              </TableRow>
            ) : (
              list.rows.map((row) => <AdminTableRow key={getKey(row)} row={row} columns={columns} rowHeader={rowHeader} />)
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <AdminPager list={list} />
    </Paper>
  );
}

function AdminTableRow<T>({ row, columns, rowHeader }: { row: T; columns: readonly TableColumn<T>[]; rowHeader: boolean }) {
  return (
    <TableRow hover>
      {columns.map((column, i) => (
        <TableCell
          key={column.id}
          align={column.align}
          component={rowHeader && i === 0 ? 'th' : 'td'}
          scope={rowHeader && i === 0 ? 'row' : undefined}
          sx={column.fit ? FIT_CELL_SX : CELL_SX}
        >
          {column.cell(row)}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** A date in a table cell, "Nov 19, 2026": a <time> that CELL_SX keeps on one line. */
export function TableDate({ date }: { date: Date | null | undefined }) {
  return <time dateTime={isoDate(date)}>{formatShortDate(date)}</time>;
}

/**
 * A name or an address in a table cell wraps between words, never inside one: the auto table layout
 * then keeps its column at least as wide as its longest word ("Newpatient", not "Newpatie / nt").
 * `anywhere` would let the table squeeze the column to a letter's width.
 */
export const KEEP_WORDS = { overflowWrap: 'break-word' } as const;

/**
 * An e-mail address that may wrap before its @ and before each dot (and at its hyphens, as any
 * text), never inside a word. Other text is returned as it is.
 */
export function wrappableAddress(text: string): ReactNode {
  if (!text.includes('@')) return text;
  return text.split(/(?=[@.])/).map((part, i) => (i === 0 ? part : [<wbr key={i} />, part]));
}
