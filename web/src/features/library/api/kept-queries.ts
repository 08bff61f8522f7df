/**
 * Pages kept for offline (lib/kept-store.ts holds them on the device), as queries of the query
 * client under their own keys (`libraryKeys.kept`): offline, the content hooks (use-content.ts)
 * read these instead of the server's; online, /saved and the Keep toggles read them to show what
 * is kept (api/kept-items.ts, their hooks).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ContentKind } from '@common/content';
import { readSummaryDoc, summaryOf } from '@common/content-docs';
import { mayHoldKept } from '@/lib/kept';
import type { KeptItem, KeptList } from '@/lib/kept-store';
import { toDate, type ContentSummary } from '@/lib/content-records';
import { queryClient } from '@/lib/query-client';
import { libraryKeys } from './query-keys';

/**
 * The reads and writes of the device's store (api/kept-device.ts), loaded when a query or a change
 * first needs them: a screen's download before its data does not carry them.
 */
export const loadDevice = () => import('./kept-device');

/** The kinds a member may keep for offline (products link to shops, which need a connection anyway). */
export const KEEPABLE_KINDS = ['articles', 'publications', 'resources'] as const satisfies readonly ContentKind[];
export type KeepableKind = (typeof KEEPABLE_KINDS)[number];

export function isKeepable(kind: ContentKind): kind is KeepableKind {
  return (KEEPABLE_KINDS as readonly ContentKind[]).includes(kind);
}

export type { KeptItem, KeptList };

/** The device's store answers offline too: these queries never wait for a connection (TanStack Query's default). */
export const ON_DEVICE = { networkMode: 'always' } as const;

export const keptListQuery = (uid: string) =>
  queryOptions({
    ...ON_DEVICE,
    queryKey: libraryKeys.keptList(uid),
    queryFn: async (): Promise<KeptList> => (mayHoldKept() ? (await loadDevice()).readKept(uid) : { items: [], hidden: false, bytes: 0 }),
  });

/** A kept record by its address, or null when this page was not kept (or is hidden). */
export const keptRecordQuery = (uid: string, kind: ContentKind, key: string) =>
  queryOptions({
    ...ON_DEVICE,
    queryKey: libraryKeys.keptRecord(uid, kind, key),
    queryFn: async () => {
      const kept = await queryClient.fetchQuery(keptListQuery(uid));
      return kept.items.find((item) => item.kind === kind && item.address === key)?.record ?? null;
    },
  });

/** The kept pages of one kind as its list shows them. */
export function keptSummaries<K extends ContentKind>(kept: KeptList, kind: K): ContentSummary<K>[] {
  return kept.items
    .filter((item) => item.kind === kind)
    .map((item) => ({ id: item.id, ...readSummaryDoc(kind, { ...item.record, ...summaryOf(kind, item.record) }, toDate) }) as ContentSummary<K>);
}

/** Keep (`keep`) or remove one page. */
export interface KeepChange {
  kind: KeepableKind;
  record: { id: string } & Record<string, unknown>;
  title: string;
  keep: boolean;
}
