import { useDeferredValue, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LIST_PAGE_SIZE, listedByPublishing, type ContentKind } from '@common/content';
import type { ContentListState } from '@/components/content-list/content-list';
import { afterNextPaint } from '@/lib/after-paint';
import { queryClient } from '@/lib/query-client';
import { loadStateOf, type LoadState } from '@/lib/load-state';
import { useSession } from '@/lib/session';
import { isOnline, useOnline } from '@/lib/use-online';
import { listQuery, newestQuery, recordQuery } from './content-queries';
import { keptListQuery, keptRecordQuery, keptSummaries } from './kept-queries';
import type { LibraryRecords, LibrarySummaries } from './content-sources';

/**
 * The summaries of all published records of a kind, newest first. A first visit reads the newest
 * page first (one small query, or the answer to the page's own first read: lib/firebase/first-read)
 * and shows it while the rest arrives (the list paints before thousands of records have
 * come); the whole list then continues after that page, asked for once that page has been painted
 * (or could not be read), so that its download and decoding never hold up the first cards. A kind
 * listed by another date than its publishing reads its whole list at once (its newest are known
 * only then).
 */
export function useContentList<K extends ContentKind>(kind: K): ContentListState<LibrarySummaries[K]> {
  const paged = listedByPublishing(kind);
  // Offline, the list is the member's kept pages of the kind (api/kept-queries.ts); nothing is asked of the server.
  const online = useOnline();
  const { user } = useSession();
  const kept = useQuery({ ...keptListQuery(user?.uid ?? ''), enabled: !online && user !== null });
  const first = useQuery({ ...newestQuery(kind, LIST_PAGE_SIZE), enabled: paged && online });
  /** The kind whose newest page has been painted (or failed): its whole list is asked for then. */
  const [restFor, setRestFor] = useState<ContentKind | null>(null);
  const painted = first.data !== undefined;
  useEffect(() => (paged && painted ? afterNextPaint(() => setRestFor(kind)) : undefined), [paged, painted, kind]);
  const list = useQuery({ ...listQuery(kind), enabled: online && (!paged || restFor === kind || first.isError) });
  // New data renders in slices (a deferred render), so a list's cards do not block the page in one task.
  const page = useDeferredValue(first.data?.items);
  const all = useDeferredValue(list.data);
  if (!online) {
    if (kept.data) return { status: 'loaded', data: keptSummaries(kept.data, kind) as LibrarySummaries[K][] };
    return kept.isError ? { status: 'error', error: kept.error } : { status: 'loading' };
  }
  if (all !== undefined) return { status: 'loaded', data: all };
  if (list.isError) return { status: 'error', error: list.error };
  if (!page) return { status: 'loading' };
  // Fewer than a page: that is the whole list.
  return page.length < LIST_PAGE_SIZE ? { status: 'loaded', data: page } : { status: 'newest', data: page };
}

/**
 * Starts a list screen's first read before the screen renders (app/element-routes, `preload`): its
 * newest page, or, for a kind listed by another date than its publishing, the whole list. A failure
 * shows where the screen renders.
 */
export function preloadContentList(kind: ContentKind): void {
  if (!isOnline()) return;
  if (listedByPublishing(kind)) void queryClient.prefetchQuery(newestQuery(kind, LIST_PAGE_SIZE));
  else void queryClient.prefetchQuery(listQuery(kind));
}

/** Starts a detail screen's read before the screen renders (see preloadContentList). */
export function preloadContentRecord(kind: ContentKind, key: string): void {
  if (key && isOnline()) void queryClient.prefetchQuery(recordQuery(kind, key));
}

/**
 * One record by its address (slug or document id, CONTENT_KINDS[kind].addressedBy), or null.
 * Offline, the kept copy, or null when the page was not kept (the detail screen then says it needs
 * a connection).
 */
export function useContentRecord<K extends ContentKind>(kind: K, key: string): LoadState<LibraryRecords[K] | null> {
  const online = useOnline();
  const { user } = useSession();
  const server = useQuery({ ...recordQuery(kind, key), enabled: online });
  const kept = useQuery({ ...keptRecordQuery(user?.uid ?? '', kind, key), enabled: !online && user !== null });
  return online ? loadStateOf(server) : (loadStateOf(kept) as LoadState<LibraryRecords[K] | null>);
}
