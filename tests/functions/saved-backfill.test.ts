/**
 * `npm run saved:backfill` on the emulators: every member with saved items gets the count the rules
 * check (saved_items/{uid}), set from the items they keep, a wrong count is corrected, and a second
 * run changes nothing and says so. A member backfilled at the limit can then save no more, through
 * the web SDK as the portal writes. The demo seed runs the same backfill.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { doc, increment, serverTimestamp, setLogLevel, writeBatch } from 'firebase/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { savedItemId } from '@common/documents';
import { SAVED_ITEMS_MAX } from '@common/limits';
import { DEMO_MEMBER } from '../../emulators/demo-accounts';
import { closeSeed, seed } from '../../emulators/seeding/demo-seed';
import { adminAuth, adminDb, clearAll, clientFirestore, closeAll, createUser, signedInFunctions, type TestUser } from '../../tooling/emulator-clients';
import { runScript } from '../support/run-script';

const countRef = (uid: string) => adminDb().collection(COLLECTIONS.savedItems).doc(uid);
const itemsOf = (uid: string) => countRef(uid).collection(SUBCOLLECTIONS.savedItems);

/** Puts `n` saved items of `uid` in place (no count), as members saved them before the count existed. */
async function keepItems(uid: string, n: number, from = 0): Promise<void> {
  for (let i = from; i < from + n; i += 400) {
    const batch = adminDb().batch();
    for (let j = i; j < Math.min(from + n, i + 400); j++) batch.set(itemsOf(uid).doc(savedItemId('articles', `a-${j}`)), { kind: 'articles', id: `a-${j}`, saved_at: Timestamp.fromMillis(j) });
    await batch.commit();
  }
}

/** Every count document with its last write time: what a second run must leave as it is. */
async function counts(): Promise<Record<string, { data: unknown; updated: number }>> {
  const snap = await adminDb().collection(COLLECTIONS.savedItems).get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, { data: d.data(), updated: d.updateTime.toMillis() }]));
}

const backfill = () => runScript('scripts/saved-backfill.ts');

let full: TestUser;

beforeAll(async () => {
  await clearAll();
  full = await createUser({ role: 'member', emailVerified: true });
  await keepItems('no-count-yet', 3);
  await keepItems('wrong-count', 2);
  await countRef('wrong-count').set({ count: 7, last: 'articles__gone' });
  await keepItems('right-count', 1);
  await countRef('right-count').set({ count: 1, last: savedItemId('articles', 'a-0') });
  // A count left above items that are gone.
  await countRef('emptied').set({ count: 2, last: 'articles__a-1' });
  await keepItems(full.uid, SAVED_ITEMS_MAX);
  await keepItems('over-the-limit', SAVED_ITEMS_MAX + 1);
}, 120_000);
afterAll(async () => {
  await closeSeed();
  await closeAll();
});

describe('npm run saved:backfill', () => {
  it('sets every member’s count from their items and says what it did', async () => {
    const first = await backfill();
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout.trim()).toBe(
      `Saved-item counts on the local emulators: 6 members with saved items; 5 counts set, 1 right already; over the limit of ${SAVED_ITEMS_MAX} (they can remove items, not save more): over-the-limit.`,
    );
    const stored = Object.fromEntries(Object.entries(await counts()).map(([uid, { data }]) => [uid, data]));
    expect(stored).toEqual({
      'no-count-yet': { count: 3, last: '' },
      'wrong-count': { count: 2, last: 'articles__gone' },
      'right-count': { count: 1, last: savedItemId('articles', 'a-0') },
      emptied: { count: 0, last: 'articles__a-1' },
      [full.uid]: { count: SAVED_ITEMS_MAX, last: '' },
      'over-the-limit': { count: SAVED_ITEMS_MAX + 1, last: '' },
    });
  });

  it('changes nothing on a second run, and says so', async () => {
    const before = await counts();
    const second = await backfill();
    expect(second).toMatchObject({ code: 0, stderr: '' });
    expect(second.stdout.trim()).toBe(
      `Saved-item counts on the local emulators: 6 members with saved items; every count was right already: nothing changed; over the limit of ${SAVED_ITEMS_MAX} (they can remove items, not save more): over-the-limit.`,
    );
    expect(await counts()).toEqual(before);
  });

  it(`leaves a member who kept ${SAVED_ITEMS_MAX} items unable to save one more as the portal writes it; after a removal, one fits`, async () => {
    const db = clientFirestore(await signedInFunctions(full));
    setLogLevel('silent'); // the refusal below would log a PERMISSION_DENIED warning
    const save = (id: string) => {
      const batch = writeBatch(db);
      batch.set(doc(db, COLLECTIONS.savedItems, full.uid, SUBCOLLECTIONS.savedItems, savedItemId('articles', id)), { kind: 'articles', id, saved_at: serverTimestamp() });
      batch.set(doc(db, COLLECTIONS.savedItems, full.uid), { count: increment(1), last: savedItemId('articles', id) }, { merge: true });
      return batch.commit();
    };
    await expect(save('one-too-many')).rejects.toMatchObject({ code: 'permission-denied' });
    const removal = writeBatch(db);
    removal.delete(doc(db, COLLECTIONS.savedItems, full.uid, SUBCOLLECTIONS.savedItems, savedItemId('articles', 'a-0')));
    removal.set(doc(db, COLLECTIONS.savedItems, full.uid), { count: increment(-1), last: savedItemId('articles', 'a-0') }, { merge: true });
    await removal.commit();
    await save('one-more');
    expect((await countRef(full.uid).get()).get('count')).toBe(SAVED_ITEMS_MAX);
  });

  it('runs in the demo seed: the demo member’s count follows the items they keep', async () => {
    await seed();
    const member = await adminAuth().getUserByEmail(DEMO_MEMBER.email);
    await keepItems(member.uid, 4);
    await seed();
    expect((await countRef(member.uid).get()).data()).toEqual({ count: 4, last: '' });
  }, 120_000);
});
