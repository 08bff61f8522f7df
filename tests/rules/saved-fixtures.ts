/**
 * Saved items in the rules tests, written the way the portal writes them
 * (web/src/features/library/api/saved-items.ts): a save is the item and the member's count one up
 * naming it, in one batch; a removal is the delete and the count one down naming it (or the delete
 * alone when the member keeps no count).
 */
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { increment, serverTimestamp } from 'firebase/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import type { ContentKind } from '@common/content';

type Firestore = ReturnType<RulesTestContext['firestore']>;
type Data = Record<string, unknown>;

/** The member's count: saved_items/{uid}. */
export const savedCountPath = (owner: string) => `${COLLECTIONS.savedItems}/${owner}`;
/** The member's items: saved_items/{uid}/items. */
export const savedItemsPath = (owner: string) => `${COLLECTIONS.savedItems}/${owner}/${SUBCOLLECTIONS.savedItems}`;

/** A saved item as the Save toggle writes it. */
export const savedItem = (kind: ContentKind, id: string): Data => ({ kind, id, saved_at: serverTimestamp() });

/** Saves item `itemId` of `owner`'s list with `data`, and the count one up naming it (`count` changes what the count write sends). */
export function saveCounted(db: Firestore, owner: string, itemId: string, data: Data, count: Data = { count: increment(1), last: itemId }): Promise<void> {
  const batch = db.batch();
  batch.set(db.doc(`${savedItemsPath(owner)}/${itemId}`), data);
  batch.set(db.doc(savedCountPath(owner)), count, { merge: true });
  return batch.commit();
}

/**
 * Removes item `itemId` of `owner`'s list with the count one down naming it; with `withCount: false`
 * the delete alone (what the portal sends for a member who keeps no count).
 */
export function removeCounted(db: Firestore, owner: string, itemId: string, { withCount = true, count = { count: increment(-1), last: itemId } as Data } = {}): Promise<void> {
  const batch = db.batch();
  batch.delete(db.doc(`${savedItemsPath(owner)}/${itemId}`));
  if (withCount) batch.set(db.doc(savedCountPath(owner)), count, { merge: true });
  return batch.commit();
}
