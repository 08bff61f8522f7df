import { paths } from '@/config/paths';
import type { Article } from '@/lib/content-records';
import type { AdminKind } from '../admin-kind';
import { TableDate } from '../../shared/admin-table';
import { declaredAdminKind } from './declared-kind';

/** Articles (docs/product.md §2 "Admin article editor", §5 article form). */
export const articlesAdmin: AdminKind<Article> = {
  ...declaredAdminKind('articles'),
  columns: [
    { header: 'Title', render: (a) => a.title, width: '40%' },
    { header: 'Author', render: (a) => a.author },
    { header: 'Category', render: (a) => a.category },
    { header: 'Date', render: (a) => <TableDate date={a.created_at} /> },
  ],
  label: (a) => a.title,
  memberPath: (a) => paths.article(a.slug),
};
