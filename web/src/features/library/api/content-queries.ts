/**
 * The library's content reads as queries of the query client (lib/query-client.ts): what each
 * screen asks for, under the keys of `libraryKeys`, read by lib/firebase/content-query.ts. Cached for
 * the session (coming back to a list reads nothing); staff's changes reach them through the content
 * freshness rule (content-freshness.ts) and `forgetContent`.
 *
 * - A list by publishing starts with its newest page (`newestQuery`), which the whole list
 *   (`listQuery`) then continues after its last summary: no summary is read twice.
 * - The newest few come from the whole list when it is cached; else from the page's own first read
 *   (lib/firebase/first-read) when the page asked for that very query; else one small query.
 */
import { queryOptions } from '@tanstack/react-query';
import { CONTENT_KINDS, fieldsOf, listedByPublishing, type ContentKind } from '@common/content';
import { webUrlOrEmpty } from '@common/urls';
import { contentMeta, hasPublishTimes, headOf, readList, readNewest, readRecord, type Head } from '@/lib/firebase/content-query';
import type { ContentSummary } from '@/lib/content-records';
import { takeFirstRead } from '@/lib/firebase/first-read';
import { mayHoldKept, noteServerConfirmed } from '@/lib/kept';
import { queryClient } from '@/lib/query-client';
import { watchContentFreshness } from './content-freshness';
import type { LibraryRecords, LibrarySummaries } from './content-sources';
import { loadDevice } from './kept-queries';
import { libraryKeys } from './query-keys';

watchContentFreshness();

/**
 * The server answered a library read (only members may read the library): the account is
 * confirmed for its pages kept for offline (lib/kept.ts). On a device that holds kept pages, the
 * code that reads them (api/kept-device.ts) loads now, while connected, so a connection lost later
 * in the visit still finds it without the service worker.
 */
function confirmed<T>(answer: T): T {
  noteServerConfirmed();
  if (mayHoldKept()) void loadDevice();
  return answer;
}

/** The newest summaries of a kind; `sliced` when taken from the cached list (where the rest starts is not known then). */
export type NewestPage<K extends ContentKind> = Head<LibrarySummaries[K]> & { sliced?: true };

/** The whole list when it is cached and not marked stale. */
function cachedList<K extends ContentKind>(kind: K): { data: LibrarySummaries[K][]; at: number } | undefined {
  const state = queryClient.getQueryState<LibrarySummaries[K][]>(libraryKeys.list(kind));
  return state?.data && !state.isInvalidated ? { data: state.data, at: state.dataUpdatedAt } : undefined;
}

/** The page's own first read of this query, if it made it and it may be used; else null. */
async function pageFirstRead<K extends ContentKind>(kind: K, count: number): Promise<NewestPage<K> | null> {
  const early = takeFirstRead(CONTENT_KINDS[kind].summary.collection, count);
  const docs = early && (await early.docs);
  // Taken unless it gave nothing, or what the app's own query would not have (each has its publish time).
  return docs && hasPublishTimes(docs) ? (headOf(kind, docs, count) as NewestPage<K>) : null;
}

export const newestQuery = <K extends ContentKind>(kind: K, count: number) =>
  queryOptions({
    queryKey: libraryKeys.newest(kind, count),
    meta: contentMeta(kind),
    queryFn: async (): Promise<NewestPage<K>> => {
      const list = cachedList(kind);
      if (list) return { items: list.data.slice(0, count), last: null, sliced: true };
      // A kind listed by another date knows its newest only from the whole list.
      if (!listedByPublishing(kind)) return { items: (await queryClient.fetchQuery(listQuery(kind))).slice(0, count), last: null, sliced: true };
      return confirmed((await pageFirstRead(kind, count)) ?? ((await readNewest(kind, count)) as NewestPage<K>));
    },
    initialData: () => {
      const list = cachedList(kind);
      return list ? { items: list.data.slice(0, count), last: null, sliced: true as const } : undefined;
    },
    initialDataUpdatedAt: () => cachedList(kind)?.at,
  });

/**
 * The longest newest page of a kind read, or being read, for its whole list to continue after;
 * undefined when there is none (or it failed: the list then reads everything).
 */
async function headToContinue<K extends ContentKind>(kind: K): Promise<NewestPage<K> | undefined> {
  const heads = queryClient
    .getQueryCache()
    .findAll({ queryKey: [...libraryKeys.kind(kind), 'newest'] })
    .filter(({ state }) => state.fetchStatus === 'fetching' || (state.data !== undefined && !state.isInvalidated && !(state.data as NewestPage<K>).sliced));
  if (!heads.length) return undefined;
  const count = Math.max(...heads.map((cached) => Number(cached.queryKey.at(-1))));
  const head = await queryClient.fetchQuery(newestQuery(kind, count)).catch(() => undefined);
  return head && !head.sliced ? head : undefined;
}

export const listQuery = <K extends ContentKind>(kind: K) =>
  queryOptions({
    queryKey: libraryKeys.list(kind),
    meta: contentMeta(kind),
    queryFn: async () => {
      const head = listedByPublishing(kind) ? ((await headToContinue(kind)) as Head<ContentSummary<K>> | undefined) : undefined;
      return confirmed((await readList(kind, head)) as LibrarySummaries[K][]);
    },
  });

export const recordQuery = <K extends ContentKind>(kind: K, key: string) =>
  queryOptions({
    queryKey: libraryKeys.record(kind, key),
    meta: contentMeta(kind),
    queryFn: async () => confirmed(preloadPictures(kind, (await readRecord(kind, key)) as LibraryRecords[K] | null)),
  });

/**
 * A detail page's picture is its largest paint: asked for as soon as its record has arrived, not
 * after the page has rendered. The <img> then finds it in the cache.
 */
function preloadPictures<T>(kind: ContentKind, record: T): T {
  if (record) {
    for (const [name, decl] of fieldsOf(kind)) {
      const src = decl.type === 'image' ? webUrlOrEmpty((record as Record<string, unknown>)[name]) : '';
      if (!src) continue;
      const picture = new Image();
      picture.fetchPriority = 'high';
      picture.src = src;
    }
  }
  return record;
}
