/**
 * The pages a member kept for offline, on this device, in IndexedDB through idb-keyval: the record
 * as its detail screen reads it, its picture and its file (a PDF) in the same store, so one wipe
 * deletes all of it (docs/decisions/0037-installable-offline-portal.md, "Kept items").
 *
 * Keys name the account: an owner marker (`owner`: a hash of the uid, never the uid itself, and
 * when the server last confirmed the account) and entries under that hash
 * (`<owner>/item/<kind>/<id>`, `<owner>/file/<picture or file address>`). One account's pages at a
 * time: claiming the store for another account deletes everything first. Files are kept as bytes
 * and a type (an ArrayBuffer clones into IndexedDB everywhere; a Blob does not in every engine).
 *
 * Loaded on demand (lib/kept.ts, lib/kept-flag.ts): idb-keyval is not part of any screen's first download.
 */
import { clear, createStore, delMany, get, getMany, keys, set, setMany } from 'idb-keyval';
import type { ContentKind } from '@common/content';
import { KEPT_UNCONFIRMED_DAYS } from '@common/limits';
import { KEPT_FLAG } from './kept-flag';

/** The database and object store names (tests and the docs name them too). */
export const KEPT_DB = 'pmc-kept';
export const KEPT_STORE = 'kept';

const store = createStore(KEPT_DB, KEPT_STORE);

const OWNER_KEY = 'owner';
const DAY_MS = 24 * 60 * 60 * 1000;

interface OwnerMarker {
  owner: string;
  /** When the server last answered a member-only read of this account (epoch ms). */
  confirmedAt: number;
}

interface StoredFile {
  type: string;
  bytes: ArrayBuffer;
}

/** A file kept with a page: where it came from and its key in the store. */
export interface KeptFileRef {
  /** The picture's address, or the member file's Storage path. */
  source: string;
  size: number;
}

/** One kept page as lists and /saved show it (its files' bytes stay in the store). */
export interface KeptItem {
  kind: ContentKind;
  id: string;
  /** How the detail screen addresses it (slug or id). */
  address: string;
  title: string;
  /** The record as the detail screen reads it. */
  record: Record<string, unknown>;
  keptAt: number;
  /** When the server last gave this record. */
  confirmedAt: number;
  picture?: KeptFileRef;
  file?: KeptFileRef;
  /** The record's JSON plus its files, in bytes. */
  size: number;
}

/** What to keep: the record and the files fetched with it. */
export interface KeepRequest {
  kind: ContentKind;
  id: string;
  address: string;
  title: string;
  record: Record<string, unknown>;
  picture?: { source: string; blob: Blob };
  file?: { source: string; blob: Blob };
}

export interface KeptList {
  items: KeptItem[];
  /** True when the account has not been confirmed for KEPT_UNCONFIRMED_DAYS: the items are hidden. */
  hidden: boolean;
  /** The space the shown items use, in bytes. */
  bytes: number;
}

const unconfirmed = (marker: OwnerMarker, now: number) => now - marker.confirmedAt > KEPT_UNCONFIRMED_DAYS * DAY_MS;

/** The hash that stands for the account in keys and the marker. */
export async function ownerOf(uid: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`pmc-kept:${uid}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const itemKey = (owner: string, kind: ContentKind, id: string) => `${owner}/item/${kind}/${id}`;
const fileKey = (owner: string, source: string) => `${owner}/file/${source}`;

function setFlag(): void {
  try {
    window.localStorage.setItem(KEPT_FLAG, '1');
  } catch {
    // Without localStorage the flag reads as "maybe" (lib/kept-flag.ts): the store is always checked.
  }
}

/** Everything kept on this device, of any account, and the flag that says there may be some. */
export async function wipe(): Promise<void> {
  await clear(store);
  try {
    window.localStorage.removeItem(KEPT_FLAG);
  } catch {
    // Nothing to remove.
  }
}

/** The store belongs to `uid` from now: another account's pages are deleted first. Returns the owner hash. */
export async function claim(uid: string): Promise<string> {
  const owner = await ownerOf(uid);
  const marker = await get<OwnerMarker>(OWNER_KEY, store);
  if (marker?.owner === owner) return owner;
  if (marker) await clear(store);
  await set(OWNER_KEY, { owner, confirmedAt: 0 } satisfies OwnerMarker, store);
  return owner;
}

/** The server confirmed the store's account at `now`. */
export async function confirm(now: number): Promise<void> {
  const marker = await get<OwnerMarker>(OWNER_KEY, store);
  if (marker) await set(OWNER_KEY, { ...marker, confirmedAt: now }, store);
}

async function fileOf(owner: string, file: { source: string; blob: Blob } | undefined): Promise<[string, StoredFile, KeptFileRef] | null> {
  if (!file) return null;
  const bytes = await file.blob.arrayBuffer();
  return [fileKey(owner, file.source), { type: file.blob.type, bytes }, { source: file.source, size: bytes.byteLength }];
}

/** Keeps a page for `uid`, read from the server just now. */
export async function keep(uid: string, request: KeepRequest, now = Date.now()): Promise<KeptItem> {
  const owner = await claim(uid);
  setFlag();
  const [picture, file] = await Promise.all([fileOf(owner, request.picture), fileOf(owner, request.file)]);
  const recordBytes = new TextEncoder().encode(JSON.stringify(request.record)).byteLength;
  const item: KeptItem = {
    kind: request.kind,
    id: request.id,
    address: request.address,
    title: request.title,
    record: request.record,
    keptAt: now,
    confirmedAt: now,
    ...(picture ? { picture: picture[2] } : {}),
    ...(file ? { file: file[2] } : {}),
    size: recordBytes + (picture?.[2].size ?? 0) + (file?.[2].size ?? 0),
  };
  const entries: [IDBValidKey, unknown][] = [[itemKey(owner, request.kind, request.id), item]];
  for (const stored of [picture, file]) if (stored) entries.push([stored[0], stored[1]]);
  await setMany(entries, store);
  await set(OWNER_KEY, { owner, confirmedAt: now } satisfies OwnerMarker, store);
  return item;
}

/** Removes one kept page and its files. */
export async function remove(uid: string, kind: ContentKind, id: string): Promise<void> {
  const owner = await ownerOf(uid);
  const key = itemKey(owner, kind, id);
  const item = await get<KeptItem>(key, store);
  await delMany([key, ...[item?.picture, item?.file].filter((ref) => ref !== undefined).map((ref) => fileKey(owner, ref.source))], store);
}

/** The account's kept pages, newest kept first; hidden when the account is unconfirmed for too long. */
export async function list(uid: string, now = Date.now()): Promise<KeptList> {
  const owner = await ownerOf(uid);
  const marker = await get<OwnerMarker>(OWNER_KEY, store);
  if (marker?.owner !== owner) return { items: [], hidden: false, bytes: 0 };
  const itemKeys = (await keys(store)).filter((key) => typeof key === 'string' && key.startsWith(`${owner}/item/`));
  const items = (await getMany<KeptItem | undefined>(itemKeys, store)).filter((item): item is KeptItem => item !== undefined).sort((a, b) => b.keptAt - a.keptAt);
  if (items.length > 0 && unconfirmed(marker, now)) return { items: [], hidden: true, bytes: 0 };
  return { items, hidden: false, bytes: items.reduce((sum, item) => sum + item.size, 0) };
}

/** A kept file of the account (a picture's address or a member file's path), or null. */
export async function file(uid: string, source: string, now = Date.now()): Promise<Blob | null> {
  const owner = await ownerOf(uid);
  const marker = await get<OwnerMarker>(OWNER_KEY, store);
  if (marker?.owner !== owner || unconfirmed(marker, now)) return null;
  const stored = await get<StoredFile>(fileKey(owner, source), store);
  return stored ? new Blob([stored.bytes], { type: stored.type }) : null;
}
