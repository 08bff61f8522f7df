/**
 * firestore.rules for a member's own data beyond the permission table: saved items
 * (saved_items/{uid}/items/{kind}__{id}) belong to their member alone, whoever else asks, and have
 * exactly their shape; reading progress (reading_progress/{uid}) too, and reads only while the
 * record it names is published under its slug. Plus the agreement with common/.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { CONTENT_KIND_NAMES, CONTENT_KINDS } from '@common/content';
import { READING_KINDS, READING_PROGRESS_KEYS, SAVED_ITEM_KEYS, savedItemId } from '@common/documents';
import { SAVED_ID_MAX } from '@common/limits';
import { putRecord, record } from './content-fixtures';
import { contextFor } from './operations';
import { ACTOR_AUTH, ARTICLE_1_SUMMARY, progressOf, savedItem, type Actor } from './permissions';
import { FIRESTORE_RULES as RULES, useFirestoreRules } from './rules-env';

const rulesEnv = useFirestoreRules('demo-rules-saved');
const MEMBER = ACTOR_AUTH.member!.uid;

const items = (actor: Actor, owner: string) => contextFor(rulesEnv(), actor).firestore().collection(COLLECTIONS.savedItems).doc(owner).collection(SUBCOLLECTIONS.savedItems);
const progress = (actor: Actor, owner: string) => contextFor(rulesEnv(), actor).firestore().collection(COLLECTIONS.readingProgress).doc(owner);

/** Puts `data` at `path` with the rules off. */
const put = (path: string, data: Record<string, unknown>) => rulesEnv().withSecurityRulesDisabled((ctx) => ctx.firestore().doc(path).set(data));

describe('saved items', () => {
  it.each(['nonMember', 'admin'] as const)("a member's list is the member's alone: a %s neither reads nor writes it", async (actor) => {
    await put(`${COLLECTIONS.savedItems}/${MEMBER}/${SUBCOLLECTIONS.savedItems}/articles__article-1`, { kind: 'articles', id: 'article-1', saved_at: new Date(0) });
    await assertFails(items(actor, MEMBER).get());
    await assertFails(items(actor, MEMBER).doc('articles__article-1').get());
    await assertFails(items(actor, MEMBER).doc('articles__article-2').set(savedItem('articles', 'article-2')));
    await assertFails(items(actor, MEMBER).doc('articles__article-1').delete());
  });

  it("a member cannot read, save into or remove from another member's list", async () => {
    const other = 'other-member-uid';
    await put(`${COLLECTIONS.savedItems}/${other}/${SUBCOLLECTIONS.savedItems}/articles__article-1`, { kind: 'articles', id: 'article-1', saved_at: new Date(0) });
    await assertFails(items('member', other).get());
    await assertFails(items('member', other).doc('articles__article-1').get());
    await assertFails(items('member', other).doc('articles__article-2').set(savedItem('articles', 'article-2')));
    await assertFails(items('member', other).doc('articles__article-1').delete());
  });

  it('a signed-in non-member cannot keep a list of their own (the library is for members)', async () => {
    const uid = ACTOR_AUTH.nonMember!.uid;
    await assertFails(items('nonMember', uid).doc('articles__article-1').set(savedItem('articles', 'article-1')));
    await assertFails(items('nonMember', uid).get());
  });

  it('an admin keeps a list of their own like a member', async () => {
    const uid = ACTOR_AUTH.admin!.uid;
    await assertSucceeds(items('admin', uid).doc('products__product-1').set(savedItem('products', 'product-1')));
    await assertSucceeds(items('admin', uid).get());
  });

  it.each(CONTENT_KIND_NAMES)('a member saves a record of %s, lists it newest first and removes it', async (kind) => {
    const mine = items('member', MEMBER);
    await assertSucceeds(mine.doc(savedItemId(kind, 'record-1')).set(savedItem(kind, 'record-1')));
    await assertSucceeds(mine.orderBy('saved_at', 'desc').get());
    await assertSucceeds(mine.doc(savedItemId(kind, 'record-1')).delete());
  });

  it('a member asks which of some records are saved (ids `in`, as the cards do) and counts their items; not of another list', async () => {
    const mine = items('member', MEMBER);
    await assertSucceeds(mine.doc(savedItemId('articles', 'a-1')).set(savedItem('articles', 'a-1')));
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
  it.each(refused)('a save with %s is refused', async (_label, id, data) => {
    await assertFails(items('member', MEMBER).doc(id).set(data));
  });

  it('an id of the longest length is accepted; a saved item is never changed', async () => {
    const longest = 'x'.repeat(SAVED_ID_MAX);
    const ref = items('member', MEMBER).doc(savedItemId('articles', longest));
    await assertSucceeds(ref.set(savedItem('articles', longest)));
    await assertFails(ref.set(savedItem('articles', longest)));
    await assertFails(ref.update({ saved_at: serverTimestamp() }));
  });

  it("the parent document saved_items/{uid} is closed, the member's own too", async () => {
    await assertFails(contextFor(rulesEnv(), 'member').firestore().collection(COLLECTIONS.savedItems).doc(MEMBER).set({ count: 1 }));
    await assertFails(contextFor(rulesEnv(), 'member').firestore().collection(COLLECTIONS.savedItems).doc(MEMBER).get());
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
