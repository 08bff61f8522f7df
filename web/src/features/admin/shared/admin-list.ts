/**
 * One list pattern for every admin screen (content, membership codes, support tickets): a source
 * the rows come from, a query (search, filter, date order) and a page. A source either reads
 * everything once and searches, sorts and pages in the browser, or reads one page at a time by
 * query (Firestore: orderBy + where + startAfter(cursor) + limit), so a list too large to read at
 * once plugs in without a change to its screen or its table.
 */
import { useCallback, useDeferredValue, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { reportAccessRefusal } from '@/lib/access-refusal';
import type { LoadState } from '@/lib/use-load';

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
 * from the start). Previous pages are read again from their remembered cursors.
 */
export interface QuerySource<T> {
  mode: 'query';
  page: (request: { query: ListQuery; size: number; after: unknown }) => Promise<QueryPage<T>>;
}

export type AdminListSource<T> = BrowserSource<T> | QuerySource<T>;

export const PAGE_SIZES = [25, 50, 100] as const;

export interface AdminList<T> {
  status: LoadState<unknown>['status'];
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
  /** Reads again (Refresh, after a change); the rows on screen stay until the new ones arrive. */
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

interface Fetched<T> {
  rows: T[];
  next: unknown;
}

/**
 * An admin list read fresh from the server (never cached: staff change it). A new query goes back
 * to the first page; a reload keeps the table, its page and the focus in place while the new rows
 * load. Errors are logged with `errorLabel` and become the screen's red banner.
 */
export function useAdminList<T>(source: AdminListSource<T>, wanted: ListQuery, errorLabel: string): AdminList<T> {
  // Typing stays responsive: the table catches up with the text at lower priority. The query is
  // compared by value (a screen passes a new object each render).
  const queryKey = useDeferredValue(JSON.stringify([wanted.search, wanted.filter, wanted.order]));
  const query = useMemo<ListQuery>(() => {
    const [search, filter, order] = JSON.parse(queryKey) as [string, string, DateOrder];
    return { search, filter, order };
  }, [queryKey]);
  const [version, setVersion] = useState(0);
  const [pageSize, setPageSizeState] = useState<number>(PAGE_SIZES[0]);
  const pagingKey = `${queryKey}\u0000${pageSize}`;
  const [paging, setPaging] = useState<{ key: string; page: number; cursors: unknown[] }>({ key: pagingKey, page: 0, cursors: [null] });
  const current = paging.key === pagingKey ? paging : { key: pagingKey, page: 0, cursors: [null] };

  const requestKey = source.mode === 'browser' ? `${version}` : `${version}\u0000${pagingKey}\u0000${current.page}`;
  const [result, setResult] = useState<{ key: string; value: LoadState<Fetched<T>> } | null>(null);

  const fetchRows = useEffectEvent(
    (): Promise<Fetched<T>> =>
      source.mode === 'browser'
        ? Promise.resolve().then(source.load).then((rows) => ({ rows, next: null }))
        : source.page({ query, size: pageSize, after: current.cursors[current.page] ?? null }),
  );
  const logFailure = useEffectEvent((error: unknown) => {
    console.error(errorLabel, error);
    reportAccessRefusal(error);
  });
  const rememberNext = useEffectEvent((next: unknown) => {
    if (source.mode !== 'query' || next == null) return;
    setPaging({ ...current, cursors: [...current.cursors.slice(0, current.page + 1), next] });
  });

  useEffect(() => {
    let live = true;
    fetchRows().then(
      (data) => {
        if (!live) return;
        setResult({ key: requestKey, value: { status: 'loaded', data } });
        rememberNext(data.next);
      },
      (error: unknown) => {
        logFailure(error);
        if (live) setResult({ key: requestKey, value: { status: 'error', error } });
      },
    );
    return () => {
      live = false;
    };
  }, [requestKey]);

  const state = result?.value ?? { status: 'loading' };
  const fetched = state.status === 'loaded' ? state.data : null;
  const shown = useMemo(() => {
    if (!fetched) return { page: 0, rows: [] as readonly T[], total: 0 as number | null, hasNext: false };
    if (source.mode === 'query') return { page: current.page, rows: fetched.rows, total: null, hasNext: fetched.next != null };
    const matching = sortByDate(source.matches(fetched.rows, query), source.dateOf, query.order);
    const slice = pageSlice(matching, current.page, pageSize);
    return { ...slice, total: matching.length, hasNext: (slice.page + 1) * pageSize < matching.length };
  }, [fetched, source, query, current.page, pageSize]);

  // A query-paged source reaches a page only through the cursors of the pages before it.
  const lastReachable = source.mode === 'query' ? current.cursors.length - 1 : Infinity;
  const setPage = (page: number) => setPaging({ ...current, page: Math.max(0, Math.min(page, lastReachable)) });
  const setPageSize = (size: number) => setPageSizeState(size);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  return {
    status: state.status,
    all: source.mode === 'browser' && fetched ? fetched.rows : null,
    ...shown,
    pageSize,
    setPage,
    setPageSize,
    reload,
    busy: result?.key !== requestKey,
  };
}
