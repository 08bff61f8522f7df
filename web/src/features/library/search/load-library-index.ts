/**
 * The library search's index, loaded when a member first uses the search (use-library-search.ts
 * imports this module lazily, so MiniSearch and the index are in no screen's first download). It is
 * derived from the query client's data: the four kinds' lists (a list already read is not read
 * again; one marked stale by the content freshness rule is), and the index itself is kept there
 * under the times those lists were read, so it is built once per version of the data and goes with
 * the rest at sign-out.
 */
import { CONTENT_KIND_NAMES } from '@common/content';
import { PRACTICE } from '@/config/practice';
import { queryClient } from '@/lib/query-client';
import { checkContentFreshness } from '../api/content-freshness';
import { listQuery } from '../api/content-queries';
import { libraryKeys } from '../api/query-keys';
import { buildLibraryIndex, type LibraryIndex, type LibraryLists } from './library-index';

/** The performance entry that times each build (the bench reads it). */
export const BUILD_MEASURE = 'pmc:library-search-index';

async function build(lists: unknown[]): Promise<LibraryIndex> {
  const started = performance.now();
  const byKind = Object.fromEntries(CONTENT_KIND_NAMES.map((kind, i) => [kind, lists[i]])) as unknown as LibraryLists;
  const index = await buildLibraryIndex(byKind, PRACTICE.searchSynonyms);
  performance.measure(BUILD_MEASURE, { start: started, detail: { records: index.size } });
  return index;
}

export async function loadLibraryIndex(): Promise<LibraryIndex> {
  // A search shows the lists too: what staff changed since they were read is read again first.
  await checkContentFreshness(CONTENT_KIND_NAMES.map((kind) => queryClient.getQueryCache().find({ queryKey: libraryKeys.list(kind), exact: true })));
  const lists: unknown[] = await Promise.all(CONTENT_KIND_NAMES.map((kind) => queryClient.fetchQuery(listQuery(kind))));
  const readAt = CONTENT_KIND_NAMES.map((kind) => queryClient.getQueryState(libraryKeys.list(kind))?.dataUpdatedAt ?? 0);
  const queryKey = libraryKeys.searchIndex(readAt);
  const index = await queryClient.fetchQuery({ queryKey, queryFn: () => build(lists), staleTime: Infinity, gcTime: Infinity });
  // The index of an earlier version of the lists is not used again.
  queryClient.removeQueries({ queryKey: libraryKeys.searchIndex([]), predicate: (cached) => cached.queryKey.length !== queryKey.length || cached.queryKey.some((part, i) => part !== queryKey[i]) });
  return index;
}
