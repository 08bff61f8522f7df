import { useMemo, useState } from 'react';
import { CONTENT_TEXTS } from '@common/content';
import { publishState, type PublishState } from '@common/publishing';
import { ALL, filterContent } from '@/lib/filter-records';
import type { AdminKind, AdminRecord } from '../admin-kind';
import type { ContentStore } from '../api/content-store';
import { useAdminList, type AdminList, type BrowserSource, type DateOrder } from '../../shared/admin-list';
import { adminKeys } from '../../query-keys';

/** Records matching the search (case-insensitive, any search field; a missing list counts as empty). */
export function searchRecords<T extends AdminRecord>(records: readonly T[], kind: Pick<AdminKind<T>, 'searchFields'>, search: string): T[] {
  return filterContent(records, { search, filter: ALL }, { searchFields: kind.searchFields, filterField: 'id' });
}

/** The staff's state filter: all, or one state. */
export type StateFilter = typeof ALL | PublishState;

export interface ContentList<T> {
  list: AdminList<T>;
  search: string;
  setSearch: (search: string) => void;
  state: StateFilter;
  setState: (state: StateFilter) => void;
  order: DateOrder;
  setOrder: (order: DateOrder) => void;
}

/**
 * The records of one kind as the admin table shows them: read from the store when the screen opens, searched over
 * the kind's search fields, of one state or all, sorted by created date, a page at a time. The search and the order
 * outlive a trip to the form and back.
 */
export function useContentList<T extends AdminRecord>(kind: AdminKind<T>, store: ContentStore): ContentList<T> {
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<DateOrder>('newest');
  const [state, setState] = useState<StateFilter>(ALL);
  const source = useMemo<BrowserSource<T>>(
    () => ({
      mode: 'browser',
      load: () => store.list(kind),
      matches: (records, query) =>
        searchRecords(records, kind, query.search).filter((record) => query.filter === ALL || publishState(record.published_at) === query.filter),
      dateOf: (record) => record.created_at,
    }),
    [kind, store],
  );
  const list = useAdminList(adminKeys.content.list(kind.kind), source, { search, filter: state, order }, CONTENT_TEXTS[kind.kind].listError);
  return { list, search, setSearch, state, setState, order, setOrder };
}
