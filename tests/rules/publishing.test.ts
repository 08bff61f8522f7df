/**
 * Publishing and summaries in firestore.rules: members read a record and its summary only once its
 * publish time has passed on the server's clock (drafts and records scheduled for later stay out of
 * reach by id and by list; staff read everything), and a record and its summary cannot disagree
 * through a client write (content-fixtures.ts writes both as the admin screens do).
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { CONTENT_KIND_NAMES, CONTENT_KINDS, PUBLISH_FIELD, SUMMARY_READING_MINUTES, type ContentKind } from '@common/content';
import { LIMITS } from '@common/limits';
import { createRecord, deleteRecord, nextSave, putRecord, record, summaryRef, updateRecord, VALID } from './content-fixtures';
import { contextFor } from './operations';
import type { Actor } from './permissions';
import { useFirestoreRules } from './rules-env';

type Data = Record<string, unknown>;
const rulesEnv = useFirestoreRules('demo-rules-publishing');
const db = (actor: Actor = 'admin') => contextFor(rulesEnv(), actor).firestore();
const given = (kind: ContentKind, id: string, data: Data) => rulesEnv().withSecurityRulesDisabled((ctx) => putRecord(ctx.firestore(), kind, id, data));
const slugOf = (kind: ContentKind) => (VALID[kind] as Data).slug as string | undefined;
const HOUR = 60 * 60 * 1000;

/** The four cases tested, by a record's publish time relative to now. */
const STATES = {
  draft: () => null,
  'scheduled in the future': () => new Date(Date.now() + HOUR),
  'scheduled in the past': () => new Date(Date.now() - 1000),
  published: () => new Date('2025-02-01T12:00:00Z'),
} as const;
type State = keyof typeof STATES;
const READABLE: Record<State, boolean> = { draft: false, 'scheduled in the future': false, 'scheduled in the past': true, published: true };

/** Seeds one record (and its summary, slug document) of `kind` in `state` with id `id`. */
async function seedIn(kind: ContentKind, state: State, id = 'r1'): Promise<void> {
  await given(kind, id, record(kind, { [PUBLISH_FIELD]: STATES[state](), ...(slugOf(kind) ? { slug: `${slugOf(kind)}-${id}` } : {}) }));
}

/** Members' list query: published by now (content-query.ts asks the same). */
const publishedList = (actor: Actor, collection: string, bound = new Date()) => db(actor).collection(collection).where(PUBLISH_FIELD, '<=', bound).get();

describe.each(CONTENT_KIND_NAMES)('%s: who reads which state', (kind) => {
  const collections = [CONTENT_KINDS[kind].collection, CONTENT_KINDS[kind].summary.collection];

  describe.each(Object.keys(STATES) as State[])('a record %s', (state) => {
    it.each(collections)(`a member: get of %s ${READABLE[state] ? 'allowed' : 'refused'}, list returns it ${READABLE[state] ? '' : 'not'}`, async (collection) => {
      await seedIn(kind, state);
      const get = db('member').collection(collection).doc('r1').get();
      if (READABLE[state]) await assertSucceeds(get);
      else await assertFails(get);
      const list = await assertSucceeds(publishedList('member', collection));
      expect(list.docs.map((d) => d.id)).toEqual(READABLE[state] ? ['r1'] : []);
    });

    it.each(collections)('an admin gets and lists %s in every state', async (collection) => {
      await seedIn(kind, state);
      await assertSucceeds(db('admin').collection(collection).doc('r1').get());
      const list = await assertSucceeds(db('admin').collection(collection).get());
      expect(list.docs.map((d) => d.id)).toEqual(['r1']);
    });

    it.each(collections)('a guest and a signed-in non-member get and list nothing of %s', async (collection) => {
      await seedIn(kind, state);
      for (const actor of ['guest', 'nonMember'] as const) {
        await assertFails(db(actor).collection(collection).doc('r1').get());
        await assertFails(publishedList(actor, collection));
      }
    });
  });

  it.each(collections)('a member list of %s that does not bound the publish time, or bounds it after the server time, is refused', async (collection) => {
    await seedIn(kind, 'published');
    await assertFails(db('member').collection(collection).get());
    await assertFails(publishedList('member', collection, new Date(Date.now() + HOUR)));
    // A bound a little behind the server's clock is fine (a client clock that runs ahead retries with one).
    await assertSucceeds(publishedList('member', collection, new Date(Date.now() - 60_000)));
  });
});

describe.each(CONTENT_KIND_NAMES)('%s: staff publish, schedule and unpublish', (kind) => {
  it('a new record may start as a draft; publish now, schedule and unpublish are saves of published_at', async () => {
    await assertSucceeds(createRecord(db(), kind, 'n1', record(kind, { [PUBLISH_FIELD]: null }, { create: true })));
    await assertSucceeds(updateRecord(db(), kind, 'n1', { [PUBLISH_FIELD]: serverTimestamp(), ...nextSave(1) }));
    await assertSucceeds(updateRecord(db(), kind, 'n1', { [PUBLISH_FIELD]: new Date(Date.now() + HOUR), ...nextSave(2) }));
    await assertSucceeds(updateRecord(db(), kind, 'n1', { [PUBLISH_FIELD]: null, ...nextSave(3) }));
  });

  it('a publish time that is not a date is refused', async () => {
    await assertFails(createRecord(db(), kind, 'n1', record(kind, { [PUBLISH_FIELD]: '2026-01-01' }, { create: true })));
    await assertFails(createRecord(db(), kind, 'n2', record(kind, { [PUBLISH_FIELD]: 1 }, { create: true })));
  });

  it('members cannot publish', async () => {
    await seedIn(kind, 'draft');
    await assertFails(updateRecord(db('member'), kind, 'r1', { [PUBLISH_FIELD]: serverTimestamp() }));
  });
});

describe.each(CONTENT_KIND_NAMES)('%s: a record and its summary cannot disagree', (kind) => {
  const summaries = CONTENT_KINDS[kind].summary.collection;
  const titleField = kind === 'products' ? 'name' : 'title';
  const create = (data: Data, options?: Parameters<typeof createRecord>[4]) => createRecord(db(), kind, 'n1', data, options);
  const fresh = () => record(kind, {}, { create: true });

  it('a record with its summary in one batch is allowed; alone it is refused', async () => {
    await assertFails(create(fresh(), { withSummary: false }));
    await assertSucceeds(create(fresh()));
  });

  it('a summary whose copied field differs from the record is refused', async () => {
    await assertFails(create(fresh(), { summaryChanges: { [titleField]: 'Another title' } }));
    await assertFails(create(fresh(), { summaryChanges: { [PUBLISH_FIELD]: new Date() } }));
  });

  it('a summary with a field of the detail page only, or a field more, is refused', async () => {
    const data = fresh();
    const extra = kind === 'articles' || kind === 'resources' ? { content: data.content } : { notes: 'x' };
    await assertFails(create(data, { summaryChanges: extra }));
  });

  it('an update of the record without its summary, or of the summary alone, is refused', async () => {
    await given(kind, 'r1', record(kind));
    await assertFails(updateRecord(db(), kind, 'r1', { [titleField]: 'Changed' }, undefined, { withSummary: false }));
    await assertFails(db().collection(summaries).doc('r1').update({ [titleField]: 'Changed' }));
    await assertFails(db().collection(summaries).doc('r1').update({ [PUBLISH_FIELD]: null }));
    await assertSucceeds(updateRecord(db(), kind, 'r1', { [titleField]: 'Changed' }));
    const stored = await db().collection(summaries).doc('r1').get();
    expect(stored.get(titleField)).toBe('Changed');
  });

  it('a record is deleted only with its summary, and a summary only with its record', async () => {
    await given(kind, 'r1', record(kind));
    await assertFails(summaryRef(db(), kind, 'r1')!.delete());
    await assertFails(deleteRecord(db(), kind, 'r1', slugOf(kind), { withSummary: false }));
    await assertSucceeds(deleteRecord(db(), kind, 'r1', slugOf(kind)));
  });
});

describe('derived summary values', () => {
  const create = (kind: ContentKind, summaryChanges: Data) => createRecord(db(), kind, 'n1', record(kind, {}, { create: true }), { summaryChanges });

  it("an article's reading time must be a whole number of at least 0", async () => {
    for (const bad of [-1, 1.5, '3']) await assertFails(create('articles', { [SUMMARY_READING_MINUTES]: bad }));
    await assertSucceeds(create('articles', { [SUMMARY_READING_MINUTES]: 4 }));
  });

  it("a product's plain-text description is at most LIMITS.summaryText long (the rules cannot check it is the description's text)", async () => {
    await assertFails(create('products', { description: 'x'.repeat(LIMITS.summaryText + 1) }));
    await assertSucceeds(create('products', { description: 'x'.repeat(LIMITS.summaryText) }));
  });
});
