/**
 * The content freshness rule of the query client (docs/decisions/0023-content-freshness-across-tabs.md):
 * staff's changes, and a scheduled record whose time has passed, reach an open tab at its next
 * navigation. The content trigger stamps each collection's time of change and its coming publish
 * times in content_versions/current; when a screen shows a content answer read CONTENT_FRESHNESS_MS
 * ago or more, the stamp is read (at most once per CONTENT_FRESHNESS_MS: its own query's staleTime),
 * and every content answer read before its collection's last change, or before a publish time that
 * has passed since, is invalidated: the screens showing it read it again, the others when next shown.
 * Nothing cached, nothing to check: a first view reads only what it shows.
 */
import { hashKey, queryOptions, type Query } from '@tanstack/react-query';
import { Timestamp } from 'firebase/firestore/lite';
import { CONTENT_FRESHNESS_MS, type ContentVersionsDoc } from '@common/documents';
import { contentCollectionOf, readContentVersions } from '@/lib/firebase/content-query';
import { queryClient } from '@/lib/query-client';
import { serverNow } from '@/lib/server-clock';
import { libraryKeys } from './query-keys';

export const contentVersionsQuery = queryOptions({
  queryKey: libraryKeys.contentVersions(),
  queryFn: readContentVersions,
  staleTime: CONTENT_FRESHNESS_MS,
});

const VERSIONS = hashKey(contentVersionsQuery.queryKey);

const millisOf = (time: unknown): number | null => (time instanceof Timestamp ? time.toMillis() : null);

/** The last time a record of `collectionName` changed, as `versions` say (epoch ms), or null. */
const changedAt = (versions: ContentVersionsDoc | null | undefined, collectionName: string) => (versions ? millisOf(versions.changed_at?.[collectionName]) : null);

/**
 * When an answer's read began (the server's "now" as this tab knows it) and the collection's time of
 * change the stamp last read had then. A change the stamp had already shown is in the answer (the
 * stamp was read after the change was committed): so a device clock behind the server's costs a
 * read again once per change, not at every navigation.
 */
interface ReadTime {
  at: number;
  afterChange: number | null;
}
const reading = new WeakMap<Query, ReadTime>();
const read = new WeakMap<Query, ReadTime>();

function readTimeOf(cached: Query): ReadTime {
  // An answer no fetch of this tab made (taken from the cached list) is as old as its data.
  return read.get(cached) ?? { at: cached.state.dataUpdatedAt + serverNow() - Date.now(), afterChange: null };
}

/** Whether a content answer may miss a change the stamp `versions` shows. */
function missesChange(cached: Query, collectionName: string, versions: ContentVersionsDoc): boolean {
  if (cached.state.data === undefined || cached.state.isInvalidated) return false;
  const { at, afterChange } = readTimeOf(cached);
  const changed = changedAt(versions, collectionName);
  if (changed !== null && changed > at && changed !== afterChange) return true;
  const now = serverNow();
  return (versions.scheduled?.[collectionName] ?? []).some((time) => {
    const due = millisOf(time) ?? NaN;
    return due > at && due <= now;
  });
}

/** Whether an answer may miss a change by now: read CONTENT_FRESHNESS_MS ago or more (and not yet marked stale). */
const mayBeStale = (cached: Query) =>
  cached.state.data !== undefined && !cached.state.isInvalidated && serverNow() - readTimeOf(cached).at >= CONTENT_FRESHNESS_MS;

/**
 * Reads the stamp when one of `answers` may be stale (at most once per CONTENT_FRESHNESS_MS); by the
 * time it resolves, the rule has marked what the stamp says is stale.
 */
export async function checkContentFreshness(answers: readonly (Query | undefined)[]): Promise<void> {
  if (answers.some((cached) => cached && mayBeStale(cached))) await queryClient.prefetchQuery(contentVersionsQuery);
}

let watching = false;

/** Installs the rule on the query client (once). */
export function watchContentFreshness(): void {
  if (watching) return;
  watching = true;
  queryClient.getQueryCache().subscribe((event) => {
    const { query: cached } = event;
    const collectionName = contentCollectionOf(cached);
    if (collectionName === undefined) {
      if (event.type === 'updated' && event.action.type === 'success' && cached.queryHash === VERSIONS && event.action.data) {
        const versions = event.action.data as ContentVersionsDoc;
        // Chosen before any is marked: invalidating filters again, on answers marked by then.
        const stale = new Set(
          queryClient
            .getQueryCache()
            .getAll()
            .filter((other) => {
              const name = contentCollectionOf(other);
              return name !== undefined && missesChange(other, name, versions);
            }),
        );
        if (stale.size) void queryClient.invalidateQueries({ predicate: (other) => stale.has(other) });
      }
      return;
    }
    if (event.type === 'updated' && event.action.type === 'fetch') {
      reading.set(cached, { at: serverNow(), afterChange: changedAt(queryClient.getQueryData<ContentVersionsDoc | null>(contentVersionsQuery.queryKey), collectionName) });
    } else if (event.type === 'updated' && event.action.type === 'success') {
      const started = reading.get(cached);
      if (started) read.set(cached, started);
    } else if (event.type === 'observerAdded') {
      // Shown again: check the stamp when what is shown may be stale.
      void checkContentFreshness([cached]);
    }
  });
}
