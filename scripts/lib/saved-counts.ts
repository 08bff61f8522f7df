/**
 * The count of each member's saved items (saved_items/{uid}, SavedCountDoc) set from the items
 * themselves: the rules hold SAVED_ITEMS_MAX with that count, and members who saved before it
 * existed have none. `npm run saved:backfill` runs it once against a project; the demo seed runs it
 * too, so the emulators' data is always counted. Each member's items and count are read and the
 * count written in one transaction, so a save in between cannot be lost. Idempotent: a count that
 * is already right is left as it is.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import type { SavedCountDoc } from '@common/documents';
import { SAVED_ITEMS_MAX } from '@common/limits';

export interface SavedCountsReport {
  /** Members with saved items or a count. */
  checked: number;
  /** Counts written (missing or wrong before). */
  set: number;
  /** Members who keep more than SAVED_ITEMS_MAX items: they can remove items, not save more. */
  overLimit: string[];
}

export async function backfillSavedCounts(db: Firestore): Promise<SavedCountsReport> {
  const report: SavedCountsReport = { checked: 0, set: 0, overLimit: [] };
  // listDocuments names the members whose count document is missing too (their items are under it).
  for (const countRef of await db.collection(COLLECTIONS.savedItems).listDocuments()) {
    const items = countRef.collection(SUBCOLLECTIONS.savedItems);
    const { written, count } = await db.runTransaction(async (tx) => {
      const [stored, kept] = await Promise.all([tx.get(countRef), tx.get(items.select())]);
      const count = kept.size;
      const current = stored.data() as Partial<SavedCountDoc> | undefined;
      if (current ? current.count === count && typeof current.last === 'string' && Object.keys(current).length === 2 : count === 0) return { written: false, count };
      tx.set(countRef, { count, last: current?.last ?? '' } satisfies SavedCountDoc);
      return { written: true, count };
    });
    report.checked++;
    if (written) report.set++;
    if (count > SAVED_ITEMS_MAX) report.overLimit.push(countRef.id);
  }
  return report;
}

/** The report as one line for the command and the seed's log. */
export function describeSavedCounts(report: SavedCountsReport, target: string): string {
  const members = `${report.checked} member${report.checked === 1 ? '' : 's'} with saved items`;
  const outcome = report.set === 0 ? 'every count was right already: nothing changed' : `${report.set} count${report.set === 1 ? '' : 's'} set, ${report.checked - report.set} right already`;
  const over = report.overLimit.length
    ? `; over the limit of ${SAVED_ITEMS_MAX} (they can remove items, not save more): ${report.overLimit.join(', ')}`
    : '';
  return `Saved-item counts on ${target}: ${members}; ${outcome}${over}.`;
}
