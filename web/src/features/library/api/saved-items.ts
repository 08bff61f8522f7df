/**
 * The member's saved items: saved_items/{uid}/items/{kind}__{id}, in a small store
 * that every Save toggle and /saved share. Cards ask only about themselves: the toggles rendered
 * together are checked in one query (`in` their ids, at most IN_BATCH each), which returns only
 * what is saved, so a screen of cards costs a few documents, not the whole list. /saved reads the
 * whole set once. Saving and removing change the store at once (optimistic) and put it back when
 * the write fails; each writes the member's count with it (saved_items/{uid}), which the rules
 * check against SAVED_ITEMS_MAX. Sign-out (member-cache) empties the store.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { collection, doc, documentId, getDoc, getDocs, increment, limit, query, serverTimestamp, where, writeBatch } from 'firebase/firestore/lite';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { CONTENT_KINDS, type ContentKind } from '@common/content';
import { savedItemId, type SavedCountDoc, type SavedItemDoc } from '@common/documents';
import { SAVED_ITEMS_MAX } from '@common/limits';
import { toDate, toSummary } from '@/lib/content-records';
import { getDb, isPermissionDenied } from '@/lib/firebase/firestore';
import { onMemberCacheClear } from '@/lib/member-cache';
import type { LibrarySummaries } from './content-sources';

export interface SavedItem {
  kind: ContentKind;
  id: string;
  savedAt: Date;
}

/**
 * What this tab knows: `items` the saved records it has seen (newest saved first once the whole
 * set is read), `checked` the keys whose state it knows, `full` whether it read the whole set.
 */
export interface SavedStore {
  uid: string | null;
  items: ReadonlyMap<string, SavedItem>;
  checked: ReadonlySet<string>;
  full: 'no' | 'loading' | 'loaded' | 'error';
}

/** Thrown by saveItem when the member already keeps SAVED_ITEMS_MAX items. */
export class SavedItemsFull extends Error {
  constructor() {
    super('saved-items-full');
  }
}

/** Firestore's most values in one `in` filter. */
export const IN_BATCH = 30;

const itemsOf = (uid: string) => collection(getDb(), COLLECTIONS.savedItems, uid, SUBCOLLECTIONS.savedItems);

const EMPTY: SavedStore = { uid: null, items: new Map(), checked: new Set(), full: 'no' };
let store: SavedStore = EMPTY;
/** Bumped at sign-out: answers to reads begun before it are dropped. */
let generation = 0;
const listeners = new Set<() => void>();
/** Keys asked about and not yet sent, and keys in flight. */
let queued = new Set<string>();
let inFlight = new Set<string>();

function publish(change: Partial<SavedStore>): void {
  store = { ...store, ...change };
  for (const listener of listeners) listener();
}

onMemberCacheClear(() => {
  generation++;
  queued = new Set();
  inFlight = new Set();
  publish(EMPTY);
});

export function subscribeSaved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function savedSnapshot(): SavedStore {
  return store;
}

/** The store for `uid` (a new account starts empty). */
function storeFor(uid: string): void {
  if (store.uid !== uid) {
    queued = new Set();
    inFlight = new Set();
    publish({ ...EMPTY, uid });
  }
}

function itemOf(snap: { id: string; data(): unknown }): SavedItem | null {
  const data = snap.data() as Partial<SavedItemDoc>;
  return data.kind && data.kind in CONTENT_KINDS && typeof data.id === 'string' ? { kind: data.kind, id: data.id, savedAt: toDate(data.saved_at) } : null;
}

/** Sends the queued keys, IN_BATCH at a time: each query returns the saved ones among them. */
function sendQueued(uid: string): void {
  const keys = [...queued].filter((key) => !inFlight.has(key));
  queued = new Set();
  const started = generation;
  for (let i = 0; i < keys.length; i += IN_BATCH) {
    const batch = keys.slice(i, i + IN_BATCH);
    for (const key of batch) inFlight.add(key);
    getDocs(query(itemsOf(uid), where(documentId(), 'in', batch)))
      .then((snap) => {
        if (started !== generation) return;
        const items = new Map(store.items);
        for (const entry of snap.docs) {
          const item = itemOf(entry);
          if (item) items.set(entry.id, item);
        }
        publish({ items, checked: new Set([...store.checked, ...batch]) });
      })
      .catch((error: unknown) => console.error('Failed to read saved items', error))
      .finally(() => {
        for (const key of batch) inFlight.delete(key);
      });
  }
}

/** Asks whether `key` is saved; the keys asked in the same moment go out together. */
function check(uid: string, key: string): void {
  storeFor(uid);
  if (store.full === 'loaded' || store.checked.has(key) || inFlight.has(key) || queued.has(key)) return;
  const first = queued.size === 0;
  queued.add(key);
  if (first) setTimeout(() => sendQueued(uid), 0);
}

/** Reads the member's whole saved set (for /saved), newest saved first; again after a failure. */
export function loadSavedItems(uid: string): void {
  storeFor(uid);
  if (store.full === 'loading' || store.full === 'loaded') return;
  publish({ full: 'loading' });
  const started = generation;
  getDocs(query(itemsOf(uid), limit(SAVED_ITEMS_MAX)))
    .then((snap) => {
      if (started !== generation) return;
      // Newest first (sorted here: no index, at most SAVED_ITEMS_MAX).
      const all = snap.docs.flatMap((entry) => {
        const item = itemOf(entry);
        return item ? [[entry.id, item] as const] : [];
      });
      all.sort(([, a], [, b]) => b.savedAt.getTime() - a.savedAt.getTime());
      publish({ items: new Map(all), full: 'loaded' });
    })
    .catch((error: unknown) => {
      if (started !== generation) return;
      console.error('Failed to load saved items', error);
      publish({ full: 'error' });
    });
}

/** Whether record `id` of `kind` is saved, as far as the store knows. */
export function isSaved(saved: SavedStore, kind: ContentKind, id: string): boolean {
  return saved.items.has(savedItemId(kind, id));
}

/** Whether the store knows if record `id` of `kind` is saved. */
export function isKnown(saved: SavedStore, kind: ContentKind, id: string): boolean {
  return saved.full === 'loaded' || saved.checked.has(savedItemId(kind, id));
}

function putItem(key: string, item: SavedItem | null): void {
  const rest = [...store.items].filter(([k]) => k !== key);
  // Newest first: a new item goes in front.
  publish({ items: new Map(item ? [[key, item], ...rest] : rest), checked: new Set([...store.checked, key]) });
}

/** The member's count of saved items (SavedCountDoc): the rules hold SAVED_ITEMS_MAX with it. */
const countOf = (uid: string) => doc(getDb(), COLLECTIONS.savedItems, uid);

/** The stored count, or null when the member keeps none yet (nothing saved since it was introduced). */
async function storedCount(uid: string): Promise<number | null> {
  const snap = await getDoc(countOf(uid));
  return snap.exists() ? Number((snap.data() as Partial<SavedCountDoc>).count ?? 0) : null;
}

/**
 * Saves a record: shown saved at once, taken back if the write fails (the error is thrown). The
 * item and the count one up, naming it, go in one batch: the rules accept neither alone. The count
 * goes up on the server (an increment), so two tabs saving at once each add their one.
 */
export async function saveItem(uid: string, kind: ContentKind, id: string): Promise<void> {
  const key = savedItemId(kind, id);
  putItem(key, { kind, id, savedAt: new Date() });
  try {
    if (((await storedCount(uid)) ?? 0) >= SAVED_ITEMS_MAX) throw new SavedItemsFull();
    const batch = writeBatch(getDb());
    batch.set(doc(itemsOf(uid), key), { kind, id, saved_at: serverTimestamp() });
    batch.set(countOf(uid), { count: increment(1), last: key }, { merge: true });
    await batch.commit();
  } catch (error) {
    putItem(key, null);
    throw error;
  }
}

/**
 * Removes a saved record: gone at once, put back if the delete fails (the error is thrown). The
 * delete and the count one down, naming it, go in one batch; a member who keeps no count yet
 * (saved before it was introduced, not backfilled) deletes alone.
 */
export async function removeItem(uid: string, kind: ContentKind, id: string): Promise<void> {
  const key = savedItemId(kind, id);
  const before = store.items;
  putItem(key, null);
  try {
    const counted = (await storedCount(uid)) !== null;
    const batch = writeBatch(getDb());
    batch.delete(doc(itemsOf(uid), key));
    if (counted) batch.set(countOf(uid), { count: increment(-1), last: key }, { merge: true });
    await batch.commit();
  } catch (error) {
    publish({ items: before });
    throw error;
  }
}

/** A saved record as /saved shows it: its kind and summary. */
export type SavedSummary = { [K in ContentKind]: { kind: K; savedAt: Date; summary: LibrarySummaries[K] } }[ContentKind];

/**
 * The summaries of the saved records, in the order given (newest saved first). A record unpublished
 * or deleted since is refused or missing: it is left out, without an error.
 */
export async function fetchSavedSummaries(items: readonly SavedItem[]): Promise<SavedSummary[]> {
  const read = await Promise.all(
    items.map(async (item) => {
      try {
        const snap = await getDoc(doc(getDb(), CONTENT_KINDS[item.kind].summary.collection, item.id));
        return snap.exists() ? ({ kind: item.kind, savedAt: item.savedAt, summary: toSummary(item.kind, snap) } as SavedSummary) : null;
      } catch (error) {
        if (isPermissionDenied(error)) return null;
        throw error;
      }
    }),
  );
  return read.filter((entry): entry is SavedSummary => entry !== null);
}

/** One record's state in the store, as one value (a toggle re-renders only when its own state changes). */
type ItemState = 'other-account' | 'unknown' | 'saved' | 'not-saved';

function itemState(saved: SavedStore, uid: string | undefined, kind: ContentKind, id: string): ItemState {
  if (saved.uid !== uid) return 'other-account';
  if (!isKnown(saved, kind, id)) return 'unknown';
  return isSaved(saved, kind, id) ? 'saved' : 'not-saved';
}

/**
 * Whether one record is saved: the toggles rendered together are checked in one query. Each toggle
 * follows only its own record's state, so an answer for other cards re-renders none of the rest.
 */
export function useSavedItem(uid: string | undefined, kind: ContentKind, id: string, { wait = false }: { wait?: boolean } = {}): { known: boolean; saved: boolean } {
  const state = useSyncExternalStore(subscribeSaved, () => itemState(store, uid, kind, id));
  const mine = state !== 'other-account';
  // Asks again after the store was emptied (another account signed in meanwhile); with `wait`, not yet.
  useEffect(() => {
    if (uid && !wait) check(uid, savedItemId(kind, id));
  }, [uid, kind, id, mine, wait]);
  return { known: state === 'saved' || state === 'not-saved', saved: state === 'saved' };
}

/** The member's whole saved set (/saved), newest saved first. */
export function useSavedItems(uid: string | undefined): SavedStore {
  const saved = useSyncExternalStore(subscribeSaved, savedSnapshot);
  const emptied = saved.uid !== uid || saved.full === 'no';
  useEffect(() => {
    if (uid && emptied) loadSavedItems(uid);
  }, [uid, emptied]);
  return saved;
}
