/**
 * Pages kept for offline (lib/kept-store.ts holds them on the device), as queries of the query
 * client under their own keys (`libraryKeys.kept`): offline, the content hooks (use-content.ts)
 * read these instead of the server's; online, /saved and the Keep toggles read them to show what
 * is kept. Keeping reads nothing again: it stores the record the detail screen already has, with
 * its picture and its file fetched the way the page shows and downloads them.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { CONTENT_KINDS, fieldsOf, type ContentKind } from '@common/content';
import { readSummaryDoc, summaryOf } from '@common/content-docs';
import { webUrlOrEmpty } from '@common/urls';
import { loadKeptStore, mayHoldKept } from '@/lib/kept';
import type { KeptItem, KeptList } from '@/lib/kept-store';
import { toDate, type ContentSummary } from '@/lib/content-records';
import { queryClient } from '@/lib/query-client';
import { fetchMemberFile } from './member-file';
import { libraryKeys } from './query-keys';

/** The kinds a member may keep for offline (products link to shops, which need a connection anyway). */
export const KEEPABLE_KINDS = ['articles', 'publications', 'resources'] as const satisfies readonly ContentKind[];
export type KeepableKind = (typeof KEEPABLE_KINDS)[number];

export function isKeepable(kind: ContentKind): kind is KeepableKind {
  return (KEEPABLE_KINDS as readonly ContentKind[]).includes(kind);
}

export type { KeptItem, KeptList };

/** The kind's picture field and file field (its first of each), from its declaration. */
function fieldOfType(kind: ContentKind, type: 'image' | 'file-path'): string | undefined {
  return fieldsOf(kind).find(([, decl]) => decl.type === type)?.[0];
}

/** The kept record with its picture pointing at the kept copy (a blob: address), when one was kept. */
async function withKeptPicture(uid: string, item: KeptItem): Promise<KeptItem> {
  const field = fieldOfType(item.kind, 'image');
  if (!field || !item.picture) return item;
  const blob = await (await loadKeptStore()).file(uid, item.picture.source);
  return blob ? { ...item, record: { ...item.record, [field]: URL.createObjectURL(blob) } } : item;
}

/** The device's store answers offline too: these queries never wait for a connection (TanStack Query's default). */
const ON_DEVICE = { networkMode: 'always' } as const;

export const keptListQuery = (uid: string) =>
  queryOptions({
    ...ON_DEVICE,
    queryKey: libraryKeys.keptList(uid),
    queryFn: async (): Promise<KeptList> => {
      if (!mayHoldKept()) return { items: [], hidden: false, bytes: 0 };
      const kept = await (await loadKeptStore()).list(uid);
      return { ...kept, items: await Promise.all(kept.items.map((item) => withKeptPicture(uid, item))) };
    },
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

export function useKeptList(uid: string | undefined) {
  return useQuery({ ...keptListQuery(uid ?? ''), enabled: Boolean(uid) });
}

/** Keep (`keep`) or remove one page. */
export interface KeepChange {
  kind: KeepableKind;
  record: { id: string } & Record<string, unknown>;
  title: string;
  keep: boolean;
}

/** A picture is kept when it can be read; a page without its picture is still worth keeping. */
async function fetchPicture(address: string): Promise<Blob | null> {
  if (!address) return null;
  try {
    const response = await fetch(address, { mode: 'cors', credentials: 'omit' });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

async function keepPage(uid: string, { kind, record, title }: KeepChange): Promise<void> {
  const pictureField = fieldOfType(kind, 'image');
  const fileField = fieldOfType(kind, 'file-path');
  const pictureAddress = pictureField ? webUrlOrEmpty(record[pictureField]) : '';
  const path = fileField && typeof record[fileField] === 'string' ? (record[fileField] as string) : '';
  // The file is what a publication is read for: keeping fails without it.
  const [picture, file] = await Promise.all([fetchPicture(pictureAddress), path ? fetchMemberFile(path) : null]);
  const address = CONTENT_KINDS[kind].addressedBy === 'slug' ? String(record.slug) : record.id;
  await (
    await loadKeptStore()
  ).keep(uid, {
    kind,
    id: record.id,
    address,
    title,
    record,
    ...(picture ? { picture: { source: pictureAddress, blob: picture } } : {}),
    ...(file ? { file: { source: path, blob: file } } : {}),
  });
}

export function useKeepChange(uid: string | undefined) {
  return useMutation({
    // A removal works offline; keeping needs the server for the file, and says so when it fails.
    ...ON_DEVICE,
    mutationFn: async (change: KeepChange) => {
      if (!uid) throw new Error('Keeping needs a signed-in account');
      if (change.keep) await keepPage(uid, change);
      else await (await loadKeptStore()).remove(uid, change.kind, change.record.id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKeys.kept(uid ?? '') }),
  });
}
