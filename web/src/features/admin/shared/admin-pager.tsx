import { useId } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { PAGE_SIZES, type AdminList } from './admin-list';

const count = new Intl.NumberFormat('en-US');

/** "26–50 of 5,000"; a query-paged source does not know its total while more pages follow. */
export function pageRange(list: Pick<AdminList<unknown>, 'page' | 'pageSize' | 'rows' | 'total' | 'hasNext'>): string {
  const from = list.rows.length === 0 ? 0 : list.page * list.pageSize + 1;
  const to = list.page * list.pageSize + list.rows.length;
  if (list.rows.length === 0 && list.hasNext) return 'More to search';
  if (list.total !== null) return `${count.format(from)}–${count.format(to)} of ${count.format(list.total)}`;
  return list.hasNext ? `${count.format(from)}–${count.format(to)} of more than ${count.format(to)}` : `${count.format(from)}–${count.format(to)} of ${count.format(to)}`;
}

/**
 * Under an admin table: rows per page (a native select, light and at home on phones, labelled
 * beside it and as wide as its numbers) and the previous / next page buttons. MUI's TablePagination
 * does the same with a menu-based select and first/last buttons a cursor-paged source cannot offer,
 * and would make every admin screen's bundle larger.
 */
export function AdminPager<T>({ list }: { list: AdminList<T> }) {
  const id = useId();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', px: 2, py: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center' }}>
        <Typography component="label" variant="body2" htmlFor={id}>
          Rows per page
        </Typography>
        <TextField
          id={id}
          select
          size="small"
          fullWidth={false}
          value={list.pageSize}
          onChange={(event) => list.setPageSize(Number(event.target.value))}
          slotProps={{ select: { native: true } }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </TextField>
      </Stack>
      <Typography variant="body2" aria-live="polite">
        {pageRange(list)}
      </Typography>
      <span>
        <IconButton aria-label="Go to previous page" disabled={list.page === 0} onClick={() => list.setPage(list.page - 1)}>
          <KeyboardArrowLeft />
        </IconButton>
        <IconButton aria-label="Go to next page" disabled={!list.hasNext} onClick={() => list.setPage(list.page + 1)}>
          <KeyboardArrowRight />
        </IconButton>
      </span>
    </Stack>
  );
}
