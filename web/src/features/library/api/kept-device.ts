/**
 * The device's side of the pages kept for offline (docs/decisions/0037-installable-offline-portal.md):
 * reading the kept list with its pictures, keeping a page with its picture and file, removing one.
 * Loaded by api/kept-queries.ts when a query or a change first needs it.
 */
import { CONTENT_KINDS, fieldsOf, type ContentKind } from '@common/content';
import { webUrlOrEmpty } from '@common/urls';
import { loadKeptStore } from '@/lib/kept';
import type { KeptItem, KeptList } from '@/lib/kept-store';
import type { KeepChange } from './kept-queries';
import { fetchMemberFile } from './member-file';

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

/** The account's kept pages, each picture pointing at its kept copy. */
export async function readKept(uid: string): Promise<KeptList> {
  const kept = await (await loadKeptStore()).list(uid);
  return { ...kept, items: await Promise.all(kept.items.map((item) => withKeptPicture(uid, item))) };
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

export async function keepPage(uid: string, { kind, record, title }: KeepChange): Promise<void> {
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

export async function removePage(uid: string, { kind, record }: KeepChange): Promise<void> {
  await (await loadKeptStore()).remove(uid, kind, record.id);
}
