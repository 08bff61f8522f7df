/**
 * firestore.rules for a member's own data beyond the permission table: saved items
 * (saved_items/{uid}/items/{kind}__{id}) belong to their member alone, whoever else asks, and have
 * exactly their shape; their count (saved_items/{uid}) moves one for one with them, so the rules
 * refuse the save past SAVED_ITEMS_MAX however it is written. Reading progress
 * (reading_progress/{uid}) is the member's alone too, and reads only while the record it names is
 * published under its slug. Plus the agreement with common/.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { CONTENT_KIND_NAMES, CONTENT_KINDS, type ContentKind } from '@common/content';
import { READING_KINDS, READING_PROGRESS_KEYS, SAVED_COUNT_KEYS, SAVED_ITEM_KEYS, savedItemId } from '@common/documents';
import { SAVED_ID_MAX, SAVED_ITEMS_MAX } from '@common/limits';
import { putRecord, record } from './content-fixtures';
import { contextFor } from './operations';
import { ACTOR_AUTH, ARTICLE_1_SUMMARY, progressOf, type Actor } from './permissions';
import { removeCounted, saveCounted, savedCountPath, savedItem, savedItemsPath } from './saved-fixtures';
import { FIRESTORE_RULES as RULES, useFirestoreRules } from './rules-env';

const rulesEnv = useFirestoreRules('demo-rules-saved');
const MEMBER = ACTOR_AUTH.member!.uid;

const db = (actor: Actor) => contextFor(rulesEnv(), actor).firestore();
const items = (actor: Actor, owner: string) => db(actor).collection(COLLECTIONS.savedItems).doc(owner).collection(SUBCOLLECTIONS.savedItems);
const progress = (actor: Actor, owner: string) => contextFor(rulesEnv(), actor).firestore().collection(COLLECTIONS.readingProgress).doc(owner);

/** Puts `data` at `path` with the rules off. */
const put = (path: string, data: Record<string, unknown>) => rulesEnv().withSecurityRulesDisabled((ctx) => ctx.firestore().doc(path).set(data));

/** Puts `n` saved items of `owner` (kept-0, kept-1, ...) and their count in place with the rules off. */
async function keepItems(owner: string, n: number): Promise<void> {
  await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
    const admin = ctx.firestore();
    for (let i = 0; i < n; i += 400) {
      const batch = admin.batch();
      for (let j = i; j < Math.min(n, i + 400); j++) batch.set(admin.doc(`${savedItemsPath(owner)}/articles__kept-${j}`), { kind: 'articles', id: `kept-${j}`, saved_at: new Date(0) });
      await batch.commit();
    }
    await admin.doc(savedCountPath(owner)).set({ count: n, last: '' });
  });
}

/** `owner`'s stored count of saved items, read with the rules off (undefined: none). */
async function countOf(owner: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
    data = (await ctx.firestore().doc(savedCountPath(owner)).get()).data();
  });
  return data;
}

describe('saved items', () => {
  const save = (actor: Actor, owner: string, kind: ContentKind, id: string) => saveCounted(db(actor), owner, savedItemId(kind, id), savedItem(kind, id));
  const remove = (actor: Actor, owner: string, kind: ContentKind, id: string) => removeCounted(db(actor), owner, savedItemId(kind, id));

  it.each(['guest', 'nonMember', 'admin'] as const)("a member's list is the member's alone: a %s neither reads it nor saves into or removes from it", async (actor) => {
    await keepItems(MEMBER, 1);
    await assertFails(items(actor, MEMBER).get());
    await assertFails(items(actor, MEMBER).doc('articles__kept-0').get());
    await assertFails(db(actor).doc(savedCountPath(MEMBER)).get());
    await assertFails(save(actor, MEMBER, 'articles', 'article-2'));
    await assertFails(remove(actor, MEMBER, 'articles', 'kept-0'));
    expect(await countOf(MEMBER)).toEqual({ count: 1, last: '' });
  });

  it("a member cannot read, save into or remove from another member's list", async () => {
    const other = 'other-member-uid';
    await keepItems(other, 1);
    await assertFails(items('member', other).get());
    await assertFails(items('member', other).doc('articles__kept-0').get());
    await assertFails(db('member').doc(savedCountPath(other)).get());
    await assertFails(save('member', other, 'articles', 'article-2'));
    await assertFails(remove('member', other, 'articles', 'kept-0'));
  });

  it('a signed-in non-member cannot keep a list of their own (the library is for members)', async () => {
    const uid = ACTOR_AUTH.nonMember!.uid;
    await assertFails(save('nonMember', uid, 'articles', 'article-1'));
    await assertFails(items('nonMember', uid).get());
    await assertFails(db('nonMember').doc(savedCountPath(uid)).get());
  });

  it('an admin keeps a list of their own like a member', async () => {
    const uid = ACTOR_AUTH.admin!.uid;
    await assertSucceeds(save('admin', uid, 'products', 'product-1'));
    await assertSucceeds(items('admin', uid).get());
    expect(await countOf(uid)).toEqual({ count: 1, last: 'products__product-1' });
    await assertSucceeds(remove('admin', uid, 'products', 'product-1'));
    expect(await countOf(uid)).toEqual({ count: 0, last: 'products__product-1' });
  });

  it.each(CONTENT_KIND_NAMES)('a member saves a record of %s, lists it newest first and removes it; the count follows', async (kind) => {
    const mine = items('member', MEMBER);
    await assertSucceeds(save('member', MEMBER, kind, 'record-1'));
    expect(await countOf(MEMBER)).toEqual({ count: 1, last: savedItemId(kind, 'record-1') });
    await assertSucceeds(mine.orderBy('saved_at', 'desc').get());
    await assertSucceeds(db('member').doc(savedCountPath(MEMBER)).get());
    await assertSucceeds(remove('member', MEMBER, kind, 'record-1'));
    expect(await countOf(MEMBER)).toEqual({ count: 0, last: savedItemId(kind, 'record-1') });
  });

  it('a member asks which of some records are saved (ids `in`, as the cards do); not of another list', async () => {
    const mine = items('member', MEMBER);
    await assertSucceeds(save('member', MEMBER, 'articles', 'a-1'));
    const FieldPath = (await import('firebase/compat/app')).default.firestore.FieldPath;
    const asked = [savedItemId('articles', 'a-1'), savedItemId('articles', 'a-2')];
    const snap = await assertSucceeds(mine.where(FieldPath.documentId(), 'in', asked).get());
    expect(snap.docs.map((d) => d.id)).toEqual([savedItemId('articles', 'a-1')]);
    await assertFails(items('member', 'other-member-uid').where(FieldPath.documentId(), 'in', asked).get());
  });

  const refused: [string, string, Record<string, unknown>][] = [
    ['an extra key', 'articles__a-1', { ...savedItem('articles', 'a-1'), title: 'Mine' }],
    ['no saved_at', 'articles__a-1', { kind: 'articles', id: 'a-1' }],
    ['saved_at not the request time', 'articles__a-1', { kind: 'articles', id: 'a-1', saved_at: new Date() }],
    ['a kind that is no content kind', 'tickets__a-1', savedItem('tickets' as never, 'a-1')],
    ['a document id that is not kind__id', 'articles__a-2', savedItem('articles', 'a-1')],
    ['an empty id', 'articles__', savedItem('articles', '')],
    ['an id that is not text', 'articles__1', { kind: 'articles', id: 1, saved_at: serverTimestamp() }],
    [`an id longer than ${SAVED_ID_MAX}`, `articles__${'x'.repeat(SAVED_ID_MAX + 1)}`, savedItem('articles', 'x'.repeat(SAVED_ID_MAX + 1))],
  ];
  it.each(refused)('a save with %s is refused, its count with it', async (_label, id, data) => {
    await assertFails(saveCounted(db('member'), MEMBER, id, data));
    expect(await countOf(MEMBER)).toBeUndefined();
  });

  it('an id of the longest length is accepted; a saved item is never changed', async () => {
    const longest = 'x'.repeat(SAVED_ID_MAX);
    await assertSucceeds(save('member', MEMBER, 'articles', longest));
    await assertFails(save('member', MEMBER, 'articles', longest));
    await assertFails(items('member', MEMBER).doc(savedItemId('articles', longest)).update({ saved_at: serverTimestamp() }));
    expect(await countOf(MEMBER)).toEqual({ count: 1, last: savedItemId('articles', longest) });
  });
});

describe('the limit of saved items, held by the rules', () => {
  const member = () => db('member');
  const itemRef = (id: string) => member().doc(`${savedItemsPath(MEMBER)}/${id}`);
  const countRef = () => member().doc(savedCountPath(MEMBER));

  it(`a member with ${SAVED_ITEMS_MAX - 1} items saves the ${SAVED_ITEMS_MAX}th; the ${SAVED_ITEMS_MAX + 1}st is refused, written directly as the portal writes it`, async () => {
    await keepItems(MEMBER, SAVED_ITEMS_MAX - 1);
    await assertSucceeds(saveCounted(member(), MEMBER, 'articles__last-one', savedItem('articles', 'last-one')));
    await assertFails(saveCounted(member(), MEMBER, 'articles__one-too-many', savedItem('articles', 'one-too-many')));
    // Nor with a count that claims fewer, nor with no count at all.
    await assertFails(saveCounted(member(), MEMBER, 'articles__one-too-many', savedItem('articles', 'one-too-many'), { count: 1, last: 'articles__one-too-many' }));
    await assertFails(itemRef('articles__one-too-many').set(savedItem('articles', 'one-too-many')));
    // One removed, one more fits.
    await assertSucceeds(removeCounted(member(), MEMBER, 'articles__kept-0'));
    await assertSucceeds(saveCounted(member(), MEMBER, 'articles__one-too-many', savedItem('articles', 'one-too-many')));
  }, 60_000);

  it('an item never goes in without the count: alone, with a count that names another, or two under one count', async () => {
    await keepItems(MEMBER, 3);
    await assertFails(itemRef('articles__a-1').set(savedItem('articles', 'a-1')));
    await assertFails(saveCounted(member(), MEMBER, 'articles__a-1', savedItem('articles', 'a-1'), { count: 4, last: 'articles__a-2' }));
    await assertFails(saveCounted(member(), MEMBER, 'articles__a-1', savedItem('articles', 'a-1'), { count: 3, last: 'articles__a-1' }));
    await assertFails(saveCounted(member(), MEMBER, 'articles__a-1', savedItem('articles', 'a-1'), { count: 5, last: 'articles__a-1' }));
    const client = member();
    const twoUnderOne = client.batch();
    twoUnderOne.set(client.doc(`${savedItemsPath(MEMBER)}/articles__a-1`), savedItem('articles', 'a-1'));
    twoUnderOne.set(client.doc(`${savedItemsPath(MEMBER)}/articles__a-2`), savedItem('articles', 'a-2'));
    twoUnderOne.set(client.doc(savedCountPath(MEMBER)), { count: 4, last: 'articles__a-1' });
    await assertFails(twoUnderOne.commit());
  });

  it('the count never moves without its item: not down without a removal, not up without a save, never deleted', async () => {
    await keepItems(MEMBER, 3);
    await assertFails(countRef().set({ count: 2, last: 'articles__kept-0' }));
    await assertFails(countRef().set({ count: 0, last: '' }));
    await assertFails(countRef().set({ count: 4, last: 'articles__kept-1' }));
    await assertFails(countRef().delete());
    // Down by more than one with one removal, or a removal that names another item.
    await assertFails(removeCounted(member(), MEMBER, 'articles__kept-0', { count: { count: 1, last: 'articles__kept-0' } }));
    await assertFails(removeCounted(member(), MEMBER, 'articles__kept-0', { count: { count: 2, last: 'articles__kept-1' } }));
    // A removal without its count, while the member keeps one.
    await assertFails(removeCounted(member(), MEMBER, 'articles__kept-0', { withCount: false }));
    // A count of another shape.
    await assertFails(removeCounted(member(), MEMBER, 'articles__kept-0', { count: { count: 2, last: 'articles__kept-0', extra: true } }));
    await assertFails(saveCounted(member(), MEMBER, 'articles__a-1', savedItem('articles', 'a-1'), { count: 4.5, last: 'articles__a-1' }));
    expect(await countOf(MEMBER)).toEqual({ count: 3, last: '' });
  });

  it('a first count starts at one with the first save, never higher', async () => {
    await assertFails(countRef().set({ count: 1, last: 'articles__a-1' }));
    await assertFails(saveCounted(member(), MEMBER, 'articles__a-1', savedItem('articles', 'a-1'), { count: 2, last: 'articles__a-1' }));
    await assertSucceeds(saveCounted(member(), MEMBER, 'articles__a-1', savedItem('articles', 'a-1')));
  });

  it('a member with items and no count yet (before the backfill) removes one without writing a count', async () => {
    await keepItems(MEMBER, 2);
    await rulesEnv().withSecurityRulesDisabled((ctx) => ctx.firestore().doc(savedCountPath(MEMBER)).delete());
    await assertSucceeds(removeCounted(member(), MEMBER, 'articles__kept-0', { withCount: false }));
    await assertFails(removeCounted(member(), MEMBER, 'articles__kept-1', { count: { count: 0, last: 'articles__kept-1' } }));
  });
});

describe('reading progress', () => {
  const withRulesOff = () => rulesEnv().withSecurityRulesDisabled(async (ctx) => putRecord(ctx.firestore(), COLLECTIONS.articles, 'article-1', record(COLLECTIONS.articles)));

  it('the member writes, reads and clears their own; nobody else reads or writes it', async () => {
    await withRulesOff();
    await assertSucceeds(progress('member', MEMBER).set(progressOf()));
    await assertSucceeds(progress('member', MEMBER).get());
    for (const actor of ['guest', 'nonMember', 'admin'] as const) {
      await assertFails(progress(actor, MEMBER).get());
      await assertFails(progress(actor, MEMBER).set(progressOf()));
      await assertFails(progress(actor, MEMBER).delete());
    }
    await assertSucceeds(progress('member', MEMBER).delete());
  });

  it('a member with none kept reads that there is none; nobody else reads even that', async () => {
    const snap = await assertSucceeds(progress('member', MEMBER).get());
    expect(snap.exists).toBe(false);
    for (const actor of ['guest', 'nonMember', 'admin'] as const) await assertFails(progress(actor, MEMBER).get());
    await assertFails(progress('nonMember', ACTOR_AUTH.nonMember!.uid).get());
  });

  it('a signed-in non-member keeps none of their own', async () => {
    await withRulesOff();
    await assertFails(progress('nonMember', ACTOR_AUTH.nonMember!.uid).set(progressOf()));
  });

  it('is refused once its record is unpublished, deleted or renamed (the dashboard then offers nothing)', async () => {
    await put(`${COLLECTIONS.readingProgress}/${MEMBER}`, { ...progressOf(), updated_at: new Date(0) });
    const [path, summary] = Object.entries(ARTICLE_1_SUMMARY)[0]!;
    // No summary: the record is gone.
    await assertFails(progress('member', MEMBER).get());
    await put(path, summary);
    await assertSucceeds(progress('member', MEMBER).get());
    await put(path, { ...summary, published_at: null });
    await assertFails(progress('member', MEMBER).get());
    await put(path, { ...summary, published_at: new Date(Date.now() + 3_600_000) });
    await assertFails(progress('member', MEMBER).get());
    await put(path, { ...summary, slug: 'a-new-slug' });
    await assertFails(progress('member', MEMBER).get());
    // The member can still clear or replace it.
    await assertSucceeds(progress('member', MEMBER).set(progressOf({ position: 0.2 })));
    await assertSucceeds(progress('member', MEMBER).delete());
  });

  const refused: [string, Record<string, unknown>][] = [
    ['an extra key', { note: 'x' }],
    ['a publication (not an article or resource)', { kind: COLLECTIONS.publications }],
    ['a position past 1', { position: 1.5 }],
    ['a negative position', { position: -0.1 }],
    ['a position that is not a number', { position: '0.5' }],
    ['updated_at not the request time', { updated_at: new Date() }],
    ['a slug of the wrong shape', { slug: 'Not A Slug' }],
    ['a title over 200 characters', { title: 'x'.repeat(201) }],
    ['an empty id', { id: '' }],
  ];
  it.each(refused)('a write with %s is refused', async (_label, changes) => {
    await assertFails(progress('member', MEMBER).set(progressOf(changes)));
  });

  it('a write without one of its keys is refused', async () => {
    for (const key of READING_PROGRESS_KEYS) {
      const data = progressOf();
      delete (data as Record<string, unknown>)[key];
      await assertFails(progress('member', MEMBER).set(data));
    }
  });
});

describe('the rules agree with common/', () => {
  it('names the keys, kinds, id limit and summary collections declared there', () => {
    expect(RULES).toContain(`exactKeys(item, [${SAVED_ITEM_KEYS.map((k) => `'${k}'`).join(', ')}])`);
    expect(RULES).toContain(`exactKeys(after, [${SAVED_COUNT_KEYS.map((k) => `'${k}'`).join(', ')}])`);
    expect(RULES).toContain(`after.count <= ${SAVED_ITEMS_MAX}`);
    expect(RULES).toContain(`exactKeys(progress, [${READING_PROGRESS_KEYS.map((k) => `'${k}'`).join(', ')}])`);
    expect(RULES).toContain(`item.kind in [${CONTENT_KIND_NAMES.map((k) => `'${k}'`).join(', ')}]`);
    expect(RULES).toContain(`progress.kind in [${READING_KINDS.map((k) => `'${k}'`).join(', ')}]`);
    expect(RULES).toContain(`let summaries = {${READING_KINDS.map((k) => `'${k}': '${CONTENT_KINDS[k].summary.collection}'`).join(', ')}};`);
    expect(RULES).toContain(`value.matches('[^/]{1,${SAVED_ID_MAX}}')`);
    expect(RULES).toContain(`match /${COLLECTIONS.savedItems}/{uid}`);
    expect(RULES).toContain(`match /${SUBCOLLECTIONS.savedItems}/{itemId}`);
    expect(RULES).toContain(`match /${COLLECTIONS.readingProgress}/{uid}`);
  });
});
