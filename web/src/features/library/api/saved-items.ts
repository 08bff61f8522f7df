/**
 * The member's saved items: saved_items/{uid}/items/{kind}__{id}, read and changed through the
 * query client (keys in ./query-keys.ts). Each Save toggle has its own query of one record, so it
 * re-renders only when that record's state changes; the toggles asked for in the same moment are
 * answered together by one query (`in` their ids, at most IN_BATCH each), which returns only what is
 * saved, so a screen of cards costs a few documents, not the whole list. /saved reads the whole set
 * once per session; a record asked about after that is answered from it. Saving and removing show
 * the new state at once and put it back when the write fails (useSavedChange); each writes the
 * member's count with it (saved_items/{uid}), which the rules check against SAVED_ITEMS_MAX.
 * Sign-out empties the query client, and these answers with it.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { collection, doc, documentId, getDoc, getDocs, increment, limit, query, serverTimestamp, where, writeBatch } from 'firebase/firestore/lite';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { CONTENT_KINDS, type ContentKind } from '@common/content';
import { savedItemId, type SavedCountDoc, type SavedItemDoc } from '@common/documents';
import { SAVED_ITEMS_MAX } from '@common/limits';
import { toDate, toSummary } from '@/lib/content-records';
import { getDb, isPermissionDenied } from '@/lib/firebase/firestore';
import { queryClient } from '@/lib/query-client';
import type { LibrarySummaries } from './content-sources';
import { libraryKeys } from './query-keys';

export interface SavedItem {
  kind: ContentKind;
  id: string;
  savedAt: Date;
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

function itemOf(snap: { id: string; data(): unknown }): SavedItem | null {
  const data = snap.data() as Partial<SavedItemDoc>;
  return data.kind && data.kind in CONTENT_KINDS && typeof data.id === 'string' ? { kind: data.kind, id: data.id, savedAt: toDate(data.saved_at) } : null;
}

/** `set` with record `key` saved as `item`, or without it (null), newest saved first. */
function withEntry(set: readonly SavedItem[], key: string, item: SavedItem | null): SavedItem[] {
  const rest = set.filter((entry) => savedItemId(entry.kind, entry.id) !== key);
  if (!item) return rest;
  const at = rest.findIndex((entry) => entry.savedAt.getTime() < item.savedAt.getTime());
  return at === -1 ? [...rest, item] : [...rest.slice(0, at), item, ...rest.slice(at)];
}

/** Keeps the whole set, when it is read, in step with what is now known of one record. */
function patchSet(uid: string, key: string, item: SavedItem | null): void {
  queryClient.setQueryData<SavedItem[]>(libraryKeys.savedSet(uid), (set) => set && withEntry(set, key, item));
}

/** Records asked about and not yet sent: the ones asked in the same moment go out together. */
let waiting: { uid: string; key: string; answer: (item: SavedItem | null) => void; fail: (error: unknown) => void }[] = [];

/** Sends what waits, IN_BATCH keys per query: each query returns the saved ones among them. */
function sendWaiting(): void {
  const asked = waiting;
  waiting = [];
  for (const uid of new Set(asked.map((entry) => entry.uid))) {
    const mine = asked.filter((entry) => entry.uid === uid);
    const keys = [...new Set(mine.map((entry) => entry.key))];
    for (let i = 0; i < keys.length; i += IN_BATCH) {
      const batch = keys.slice(i, i + IN_BATCH);
      const askers = mine.filter((entry) => batch.includes(entry.key));
      getDocs(query(itemsOf(uid), where(documentId(), 'in', batch))).then(
        (snap) => {
          const found = new Map(snap.docs.map((entry) => [entry.id, itemOf(entry)]));
          for (const key of batch) patchSet(uid, key, found.get(key) ?? null);
          for (const asker of askers) asker.answer(found.get(asker.key) ?? null);
        },
        (error: unknown) => {
          for (const asker of askers) asker.fail(error);
        },
      );
    }
  }
}

/**
 * Whether record `id` of `kind` is saved: the saved item, or null. Answered from the whole set
 * when it is read and this record was never asked about; otherwise asked together with the
 * records asked about in the same moment.
 */
function askSaved(uid: string, kind: ContentKind, id: string): Promise<SavedItem | null> {
  const key = savedItemId(kind, id);
  const set = queryClient.getQueryData<SavedItem[]>(libraryKeys.savedSet(uid));
  if (set && queryClient.getQueryData(libraryKeys.savedItem(uid, kind, id)) === undefined) {
    return Promise.resolve(set.find((entry) => savedItemId(entry.kind, entry.id) === key) ?? null);
  }
  return new Promise((answer, fail) => {
    if (waiting.length === 0) setTimeout(sendWaiting, 0);
    waiting.push({ uid, key, answer, fail });
  });
}

/** One record's saved state (each Save toggle's query). */
export const savedItemQuery = (uid: string, kind: ContentKind, id: string) =>
  queryOptions({ queryKey: libraryKeys.savedItem(uid, kind, id), queryFn: () => askSaved(uid, kind, id) });

/**
 * The member's whole saved set (for /saved), newest saved first. The records already asked about
 * take its answer, so every toggle agrees with it.
 */
export const savedSetQuery = (uid: string) =>
  queryOptions({
    queryKey: libraryKeys.savedSet(uid),
    queryFn: async (): Promise<SavedItem[]> => {
      const snap = await getDocs(query(itemsOf(uid), limit(SAVED_ITEMS_MAX)));
      // Newest first (sorted here: no index, at most SAVED_ITEMS_MAX).
      const set = snap.docs.flatMap((entry) => itemOf(entry) ?? []).sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
      const byKey = new Map(set.map((item) => [savedItemId(item.kind, item.id), item]));
      for (const [queryKey] of queryClient.getQueriesData<SavedItem | null>({ queryKey: libraryKeys.savedItems(uid) })) {
        const [kind, id] = queryKey.slice(libraryKeys.savedItems(uid).length) as [ContentKind, string];
        queryClient.setQueryData(queryKey, byKey.get(savedItemId(kind, id)) ?? null);
      }
      return set;
    },
  });

/** The member's count of saved items (SavedCountDoc): the rules hold SAVED_ITEMS_MAX with it. */
const countOf = (uid: string) => doc(getDb(), COLLECTIONS.savedItems, uid);

/** The stored count, or null when the member keeps none yet (nothing saved since it was introduced). */
async function storedCount(uid: string): Promise<number | null> {
  const snap = await getDoc(countOf(uid));
  return snap.exists() ? Number((snap.data() as Partial<SavedCountDoc>).count ?? 0) : null;
}

/**
 * Saves a record. The item and the count one up, naming it, go in one batch: the rules accept
 * neither alone. The count goes up on the server (an increment), so two tabs saving at once each
 * add their one.
 */
export async function saveItem(uid: string, kind: ContentKind, id: string): Promise<void> {
  const key = savedItemId(kind, id);
  if (((await storedCount(uid)) ?? 0) >= SAVED_ITEMS_MAX) throw new SavedItemsFull();
  const batch = writeBatch(getDb());
  batch.set(doc(itemsOf(uid), key), { kind, id, saved_at: serverTimestamp() });
  batch.set(countOf(uid), { count: increment(1), last: key }, { merge: true });
  await batch.commit();
}

/**
 * Removes a saved record. The delete and the count one down, naming it, go in one batch; a member
 * who keeps no count yet (saved before it was introduced, not backfilled) deletes alone.
 */
export async function removeItem(uid: string, kind: ContentKind, id: string): Promise<void> {
  const key = savedItemId(kind, id);
  const counted = (await storedCount(uid)) !== null;
  const batch = writeBatch(getDb());
  batch.delete(doc(itemsOf(uid), key));
  if (counted) batch.set(countOf(uid), { count: increment(-1), last: key }, { merge: true });
  await batch.commit();
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

/**
 * The summaries of the records saved when /saved opened. Read again on every visit (showing the
 * last answer meanwhile), so a record unpublished since drops out; a removal only hides its card.
 */
export const savedSummariesQuery = (uid: string, items: readonly SavedItem[]) =>
  queryOptions({
    queryKey: libraryKeys.savedSummaries(
      uid,
      items.map((item) => savedItemId(item.kind, item.id)),
    ),
    queryFn: () => fetchSavedSummaries(items),
    staleTime: 0,
  });

/**
 * Whether one record is saved. `known` is false until the answer is in (or while `wait`: a card
 * on a list still settling between keystrokes asks once it has settled).
 */
export function useSavedItem(uid: string | undefined, kind: ContentKind, id: string, { wait = false }: { wait?: boolean } = {}): { known: boolean; saved: boolean } {
  const { data } = useQuery({ ...savedItemQuery(uid ?? '', kind, id), enabled: Boolean(uid) && !wait });
  return { known: data !== undefined, saved: Boolean(data) };
}

/** The member's whole saved set (/saved), newest saved first. */
export function useSavedSet(uid: string | undefined) {
  return useQuery({ ...savedSetQuery(uid ?? ''), enabled: Boolean(uid) });
}

/** A change of one record: saved (`save`) or removed. */
export interface SavedChange {
  kind: ContentKind;
  id: string;
  save: boolean;
}

/**
 * Saves or removes a record, shown at once: the record's own answer and the whole set (when read)
 * take the new state before the write, and the state before it when the write fails (the error is
 * then thrown to the caller, which says so). After a failure other than the limit, the record is
 * asked about again: removing what another tab removed already is refused, and the toggle then
 * shows the truth rather than "saved".
 */
export function useSavedChange(uid: string | undefined) {
  return useMutation({
    mutationFn: ({ kind, id, save }: SavedChange) => {
      if (!uid) throw new Error('No member is signed in');
      return save ? saveItem(uid, kind, id) : removeItem(uid, kind, id);
    },
    onMutate: async ({ kind, id, save }) => {
      if (!uid) return { before: null };
      const itemKey = libraryKeys.savedItem(uid, kind, id);
      const key = savedItemId(kind, id);
      // An answer still on its way must not overwrite the new state.
      await queryClient.cancelQueries({ queryKey: itemKey, exact: true });
      const inSet = queryClient.getQueryData<SavedItem[]>(libraryKeys.savedSet(uid))?.find((entry) => savedItemId(entry.kind, entry.id) === key);
      // A change goes the other way from the state shown: saving starts from none.
      const before: SavedItem | null = save ? null : (queryClient.getQueryData<SavedItem | null>(itemKey) ?? inSet ?? { kind, id, savedAt: new Date() });
      const after = save ? { kind, id, savedAt: new Date() } : null;
      queryClient.setQueryData(itemKey, after);
      patchSet(uid, key, after);
      return { before };
    },
    onError: (_error, { kind, id }, context) => {
      if (!uid || !context) return;
      queryClient.setQueryData(libraryKeys.savedItem(uid, kind, id), context.before);
      patchSet(uid, savedItemId(kind, id), context.before);
    },
    onSettled: (_data, error, { kind, id }) => {
      if (!uid || !error || error instanceof SavedItemsFull) return;
      // Not awaited: the failure is said at once, the answer follows.
      void queryClient.invalidateQueries({ queryKey: libraryKeys.savedItem(uid, kind, id), exact: true });
    },
  });
}
