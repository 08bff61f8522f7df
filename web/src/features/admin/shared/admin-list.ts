/**
 * One list pattern for every admin screen (content, membership codes, support tickets): a source
 * the rows come from, a query (search, filter, date order) and a page. A source either reads
 * everything once and searches, sorts and pages in the browser, or reads one page at a time by
 * query (Firestore: orderBy + where + startAfter(cursor) + limit), so a list too large to read at
 * once plugs in without a change to its screen or its table.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';

export type DateOrder = 'newest' | 'oldest';

/** The choices of a table sorted by date (created), newest or oldest first. */
export const DATE_ORDER_OPTIONS: readonly { value: DateOrder; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

/** What a list is asked for. `filter` is a screen's own (ALL for none). */
export interface ListQuery {
  search: string;
  filter: string;
  order: DateOrder;
}

/** Reads everything once (per reload); search, filter, date order and paging run in the browser. */
export interface BrowserSource<T> {
  mode: 'browser';
  load: () => Promise<T[]>;
  /** The rows matching the search and filter, in any order. */
  matches: (rows: readonly T[], query: ListQuery) => readonly T[];
  /** The date the list is sorted by (created_at). */
  dateOf: (row: T) => Date;
}

/** One page of a query-paged source and where the next one starts (null: this was the last). */
export interface QueryPage<T> {
  rows: T[];
  next: unknown;
}

/**
 * Reads one page at a time by query: up to `size` rows that start after the cursor `after` (null:
 * from the start). The pages read stay in the query cache, so going back a page reads nothing.
 */
export interface QuerySource<T> {
  mode: 'query';
  page: (request: { query: ListQuery; size: number; after: unknown }) => Promise<QueryPage<T>>;
}

export type AdminListSource<T> = BrowserSource<T> | QuerySource<T>;

export const PAGE_SIZES = [25, 50, 100] as const;

export interface AdminList<T> {
  status: 'loading' | 'error' | 'loaded';
  /** Every row read (a browser source: the counters count them); null for a query-paged source. */
  all: readonly T[] | null;
  /** The rows of the page on screen. */
  rows: readonly T[];
  /** How many rows match the query, when the source knows (a query-paged one does not). */
  total: number | null;
  page: number;
  pageSize: number;
  hasNext: boolean;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  /** Reads again (Refresh); the rows on screen stay until the new ones arrive. */
  reload: () => void;
  /** True from the first request until the newest one has answered. */
  busy: boolean;
}

/** Which rows a page shows: `page` is clamped to the last page (rows may have shrunk). */
export function pageSlice<T>(rows: readonly T[], page: number, size: number): { page: number; rows: readonly T[] } {
  const last = Math.max(0, Math.ceil(rows.length / size) - 1);
  const current = Math.min(Math.max(0, page), last);
  return { page: current, rows: rows.slice(current * size, (current + 1) * size) };
}

/** Rows sorted by date (newest or oldest first); rows with the same date keep their order. */
export function sortByDate<T>(rows: readonly T[], dateOf: (row: T) => Date, order: DateOrder): T[] {
  const sign = order === 'newest' ? -1 : 1;
  return [...rows].sort((a, b) => sign * (dateOf(a).getTime() - dateOf(b).getTime()));
}

/**
 * Staff read what other staff change, so a staff screen reads its data again each time it opens
 * (its last answer shows meanwhile), unlike member screens that keep theirs for the session. Their
 * own writes invalidate the queries they change (query-keys.ts).
 */
export const STAFF_READ = { staleTime: 0 } as const;

/** One staff read that is not a list (counters, a thread, a history): read fresh when its screen opens. */
export function useStaffQuery<T>(key: QueryKey, read: () => Promise<T>, errorLabel: string, enabled = true): UseQueryResult<T> {
  return useQuery({ queryKey: key, queryFn: read, meta: { errorLabel }, enabled, ...STAFF_READ });
}

/**
 * An admin list on the query cache under `key` (query-keys.ts). A query-paged source is one
 * infinite query per search and page size: each page's cursor comes from the page before it
 * (getNextPageParam), and the pages read stay until the list is invalidated or read again. A
 * browser source is one read of every row. A new query goes back to the first page while the rows
 * on screen stay until its answer arrives; Refresh keeps the table, its page and the focus in place.
 * Errors are logged with `errorLabel` and become the screen's red banner.
 */
export function useAdminList<T>(key: QueryKey, source: AdminListSource<T>, wanted: ListQuery, errorLabel: string): AdminList<T> {
  // Typing stays responsive: the table catches up with the text at lower priority. The query is
  // compared by value (a screen passes a new object each render).
  const queryText = useDeferredValue(JSON.stringify([wanted.search, wanted.filter, wanted.order]));
  const query = useMemo<ListQuery>(() => {
    const [search, filter, order] = JSON.parse(queryText) as [string, string, DateOrder];
    return { search, filter, order };
  }, [queryText]);
  const [pageSize, setPageSizeState] = useState<number>(PAGE_SIZES[0]);
  const pagingKey = `${queryText}\u0000${pageSize}`;
  const [paging, setPaging] = useState<{ key: string; page: number }>({ key: pagingKey, page: 0 });
  const wantedPage = paging.key === pagingKey ? paging.page : 0;
  const paged = source.mode === 'query';

  const result = useInfiniteQuery({
    // A browser source's rows do not depend on the query: one read serves every search.
    queryKey: paged ? [...key, query, pageSize] : key,
    queryFn: ({ pageParam }): Promise<QueryPage<T>> =>
      source.mode === 'browser' ? source.load().then((rows) => ({ rows, next: null })) : source.page({ query, size: pageSize, after: pageParam }),
    meta: { errorLabel },
    initialPageParam: null as unknown,
    getNextPageParam: (last: QueryPage<T>) => last.next ?? undefined,
    placeholderData: keepPreviousData,
    ...STAFF_READ,
  });
  const { data, hasNextPage, isFetching, isPlaceholderData, fetchNextPage, refetch } = result;
  const pages = data?.pages;
  const loadedPages = pages?.length ?? 0;

  // A page after the last one read: read it (the rows on screen stay meanwhile).
  useEffect(() => {
    if (paged && wantedPage >= loadedPages && hasNextPage && !isFetching && !isPlaceholderData) void fetchNextPage();
  }, [paged, wantedPage, loadedPages, hasNextPage, isFetching, isPlaceholderData, fetchNextPage]);

  const shown = useMemo(() => {
    if (!pages?.length) return { page: 0, rows: [] as readonly T[], total: 0 as number | null, hasNext: false };
    if (source.mode === 'query') {
      const page = Math.min(wantedPage, pages.length - 1);
      return { page, rows: pages[page]!.rows, total: null, hasNext: page < pages.length - 1 || hasNextPage };
    }
    const matching = sortByDate(source.matches(pages[0]!.rows, query), source.dateOf, query.order);
    const slice = pageSlice(matching, wantedPage, pageSize);
    return { ...slice, total: matching.length, hasNext: (slice.page + 1) * pageSize < matching.length };
  }, [pages, source, query, wantedPage, pageSize, hasNextPage]);

  // A query-paged source reaches a page only through the pages before it.
  const lastReachable = paged ? Math.max(0, loadedPages - 1) + (hasNextPage ? 1 : 0) : Infinity;
  const setPage = (page: number) => setPaging({ key: pagingKey, page: Math.max(0, Math.min(page, lastReachable)) });
  const setPageSize = (size: number) => setPageSizeState(size);
  const reload = useCallback(() => void refetch(), [refetch]);

  return {
    status: result.status === 'pending' ? 'loading' : result.status === 'error' ? 'error' : 'loaded',
    all: source.mode === 'browser' && pages?.length ? pages[0]!.rows : null,
    ...shown,
    pageSize,
    setPage,
    setPageSize,
    reload,
    busy: isFetching,
  };
}
