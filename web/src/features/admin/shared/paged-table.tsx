/**
 * The table of an admin screen, described as data (columns with a header and a cell renderer) and
 * shown a page at a time, so thousands of rows (5,000 membership codes) stay quick to render and
 * to move through with the keyboard.
 */
import { useState, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

export interface TableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** CSS width of the column (e.g. '8rem'). */
  width?: string;
}

export const ROWS_PER_PAGE_OPTIONS = [25, 50, 100] as const;

export interface PagedTableProps<T> {
  /** The table's accessible name ('Membership codes'). */
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  getKey: (row: T) => string;
  /** Shown in the table when there are no rows. */
  emptyText: string;
  /** When it changes (a new search or filter) the table goes back to its first page. */
  resetKey?: string;
}

/** Which rows a page shows: `page` is clamped to the last page (rows may have shrunk). */
export function pageSlice<T>(rows: readonly T[], page: number, rowsPerPage: number): { page: number; rows: readonly T[] } {
  const last = Math.max(0, Math.ceil(rows.length / rowsPerPage) - 1);
  const current = Math.min(Math.max(0, page), last);
  return { page: current, rows: rows.slice(current * rowsPerPage, (current + 1) * rowsPerPage) };
}

export function PagedTable<T>({ label, columns, rows, getKey, emptyText, resetKey = '' }: PagedTableProps<T>) {
  const [rowsPerPage, setRowsPerPage] = useState<number>(ROWS_PER_PAGE_OPTIONS[0]);
  const [paging, setPaging] = useState({ key: resetKey, page: 0 });
  const wanted = paging.key === resetKey ? paging.page : 0;
  const { page, rows: visible } = pageSlice(rows, wanted, rowsPerPage);

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align} sx={{ fontWeight: 700, width: column.width }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : (
              visible.map((row) => (
                <TableRow key={getKey(row)} hover>
                  {columns.map((column) => (
                    <TableCell key={column.id} align={column.align} sx={{ verticalAlign: 'top' }}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[...ROWS_PER_PAGE_OPTIONS]}
        onPageChange={(_event, next) => setPaging({ key: resetKey, page: next })}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPaging({ key: resetKey, page: 0 });
        }}
      />
    </Paper>
  );
}
