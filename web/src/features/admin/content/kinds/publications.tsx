import { paths } from '@/config/paths';
import type { Publication } from '@/lib/content-records';
import type { AdminKind } from '../admin-kind';
import { declaredAdminKind } from './declared-kind';

/** Publications (docs/product.md §5 publication form): the PDF is uploaded (a Storage path) or an address. */
export const publicationsAdmin: AdminKind<Publication> = {
  ...declaredAdminKind('publications'),
  columns: [
    { header: 'Title', render: (p) => p.title, width: '40%' },
    { header: 'Authors', render: (p) => p.authors.join(', ') },
    { header: 'Journal', render: (p) => p.journal },
    { header: 'Year', render: (p) => p.year },
  ],
  label: (p) => p.title,
  memberPath: (p) => paths.publication(p.id),
};
