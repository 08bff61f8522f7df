/**
 * The member's saved items (issue 13 §1): saved_items/{uid}/items/{kind}__{id}. One read of the
 * whole set per session, shared by every Save toggle and the /saved screen through a small store;
 * saving and removing change the store at once (optimistic) and put it back when the write fails.
 * Sign-out (member-cache) empties the store.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { CONTENT_KINDS, type ContentKind } from '@common/content';
import { savedItemId, type SavedItemDoc } from '@common/documents';
import { SAVED_ITEMS_MAX } from '@common/limits';
import { toDate, toSummary } from '@/lib/content-records';
import { getDb } from '@/lib/firebase/firestore';
import { onMemberCacheClear } from '@/lib/member-cache';
import type { LibrarySummaries } from './content-sources';

export interface SavedItem {
  kind: ContentKind;
  id: string;
  savedAt: Date;
}

export type SavedState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'loaded'; items: ReadonlyMap<string, SavedItem> };

/** Thrown by saveItem when the member already keeps SAVED_ITEMS_MAX items. */
export class SavedItemsFull extends Error {
  constructor() {
    super('saved-items-full');
  }
}

const itemsOf = (uid: string) => collection(getDb(), COLLECTIONS.savedItems, uid, SUBCOLLECTIONS.savedItems);

let owner: string | null = null;
let state: SavedState = { status: 'loading' };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: SavedState): void {
  state = next;
  for (const listener of listeners) listener();
}

onMemberCacheClear(() => {
  owner = null;
  loading = null;
  publish({ status: 'loading' });
});

export function subscribeSaved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function savedSnapshot(): SavedState {
  return state;
}

/** Reads the member's saved set once per session (again after a failed read). */
export function loadSavedItems(uid: string): Promise<void> {
  if (owner === uid && (loading || state.status === 'loaded')) return loading ?? Promise.resolve();
  owner = uid;
  publish({ status: 'loading' });
  const request: Promise<void> = getDocs(query(itemsOf(uid), orderBy('saved_at', 'desc'), limit(SAVED_ITEMS_MAX)))
    .then((snap) => {
      if (loading !== request) return;
      const items = new Map<string, SavedItem>();
      for (const entry of snap.docs) {
        const data = entry.data() as Partial<SavedItemDoc>;
        if (data.kind && data.kind in CONTENT_KINDS && typeof data.id === 'string') {
          items.set(entry.id, { kind: data.kind, id: data.id, savedAt: toDate(data.saved_at) });
        }
      }
      publish({ status: 'loaded', items });
    })
    .catch((error: unknown) => {
      if (loading !== request) return;
      console.error('Failed to load saved items', error);
      publish({ status: 'error', error });
    })
    .finally(() => {
      if (loading === request) loading = null;
    });
  loading = request;
  return request;
}

function changeItems(change: (items: Map<string, SavedItem>) => void): void {
  if (state.status !== 'loaded') return;
  const items = new Map(state.items);
  change(items);
  publish({ status: 'loaded', items });
}

/** Whether record `id` of `kind` is in the loaded set. */
export function isSaved(saved: SavedState, kind: ContentKind, id: string): boolean {
  return saved.status === 'loaded' && saved.items.has(savedItemId(kind, id));
}

/** Saves a record: shown saved at once, taken back if the write fails (the error is thrown). */
export async function saveItem(uid: string, kind: ContentKind, id: string): Promise<void> {
  const key = savedItemId(kind, id);
  if (state.status === 'loaded' && state.items.size >= SAVED_ITEMS_MAX) throw new SavedItemsFull();
  changeItems((items) => {
    // Newest first: the new item goes in front.
    const rest = [...items];
    items.clear();
    items.set(key, { kind, id, savedAt: new Date() });
    for (const [k, v] of rest) items.set(k, v);
  });
  try {
    await setDoc(doc(itemsOf(uid), key), { kind, id, saved_at: serverTimestamp() });
  } catch (error) {
    changeItems((items) => items.delete(key));
    throw error;
  }
}

/** Removes a saved record: gone at once, put back if the delete fails (the error is thrown). */
export async function removeItem(uid: string, kind: ContentKind, id: string): Promise<void> {
  const key = savedItemId(kind, id);
  const before = state.status === 'loaded' ? state.items : null;
  changeItems((items) => items.delete(key));
  try {
    await deleteDoc(doc(itemsOf(uid), key));
  } catch (error) {
    if (before && state.status === 'loaded') publish({ status: 'loaded', items: before });
    throw error;
  }
}

/** A saved record as /saved shows it: its kind and summary. */
export type SavedSummary = { [K in ContentKind]: { kind: K; savedAt: Date; summary: LibrarySummaries[K] } }[ContentKind];

const isMissing = (error: unknown) => (error as { code?: unknown })?.code === 'permission-denied';

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
        if (isMissing(error)) return null;
        throw error;
      }
    }),
  );
  return read.filter((entry): entry is SavedSummary => entry !== null);
}

/** The member's saved set, read once per session and shared by every component that asks. */
export function useSavedItems(uid: string | undefined): SavedState {
  const saved = useSyncExternalStore(subscribeSaved, savedSnapshot);
  useEffect(() => {
    if (uid) void loadSavedItems(uid);
  }, [uid]);
  return saved;
}
