import { useMemo, useState } from 'react';
import { CONTENT_TEXTS } from '@common/content';
import { ALL, filterContent } from '@/lib/filter-records';
import type { AdminKind, AdminRecord } from '../admin-kind';
import type { ContentStore } from '../api/content-store';
import { useAdminList, type AdminList, type BrowserSource, type DateOrder } from '../../shared/admin-list';

/** Records matching the search (case-insensitive, any search field; a missing list counts as empty). */
export function searchRecords<T extends AdminRecord>(records: readonly T[], kind: Pick<AdminKind<T>, 'searchFields'>, search: string): T[] {
  return filterContent(records, { search, filter: ALL }, { searchFields: kind.searchFields, filterField: 'id' });
}

export interface ContentList<T> {
  list: AdminList<T>;
  search: string;
  setSearch: (search: string) => void;
  order: DateOrder;
  setOrder: (order: DateOrder) => void;
}

/**
 * The records of one kind as the admin table shows them: read fresh from the store, searched over
 * the kind's search fields, sorted by created date, a page at a time. The search and the order
 * outlive a trip to the form and back.
 */
export function useContentList<T extends AdminRecord>(kind: AdminKind<T>, store: ContentStore): ContentList<T> {
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<DateOrder>('newest');
  const source = useMemo<BrowserSource<T>>(
    () => ({
      mode: 'browser',
      load: () => store.list(kind),
      matches: (records, query) => searchRecords(records, kind, query.search),
      dateOf: (record) => record.created_at,
    }),
    [kind, store],
  );
  const list = useAdminList(source, { search, filter: ALL, order }, CONTENT_TEXTS[kind.kind].listError);
  return { list, search, setSearch, order, setOrder };
}
