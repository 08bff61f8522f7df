import Typography from '@mui/material/Typography';
import { clampLines } from '@/components/content-list/clamp';
import { paths } from '@/config/paths';
import type { Resource } from '@/lib/content-records';
import type { AdminKind } from '../admin-kind';
import { TableDate } from '../../shared/admin-table';
import { declaredAdminKind } from './declared-kind';

/** Resources (docs/product.md §5 resource form): an optional download, uploaded or an address. */
export const resourcesAdmin: AdminKind<Resource> = {
  ...declaredAdminKind('resources'),
  columns: [
    {
      header: 'Title',
      width: '50%',
      render: (r) => (
        <>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {r.title}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={clampLines(2)}>
            {r.description}
          </Typography>
        </>
      ),
    },
    { header: 'Category', render: (r) => r.category },
    { header: 'Date', render: (r) => <TableDate date={r.created_at} /> },
  ],
  label: (r) => r.title,
  memberPath: (r) => paths.resource(r.slug),
};
