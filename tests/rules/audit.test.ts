/**
 * firestore.rules for the audit trail: no client writes audit_log (guest, signed-in non-member,
 * member, admin), only admins read it; every content write names its writer (updated_by == the
 * caller's uid) and only the last writer may delete a record. Revisions: no client adds, changes or
 * deletes one; admins read a record's history, also once the record is deleted.
 */
import { beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { AUDIT_ACTIONS } from '@common/audit';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { historyDocId } from '@common/documents';
import { CONTENT_KIND_NAMES } from '@common/content';
import { createRecord, deleteRecord, putRecord, record, updateRecord, VALID, WRITER_UID } from './content-fixtures';
import { contextFor } from './operations';
import { ACTOR_AUTH, ACTORS, type Actor } from './permissions';
import { useFirestoreRules } from './rules-env';


const rulesEnv = useFirestoreRules('demo-rules-audit');

const db = (actor: Actor) => contextFor(rulesEnv(), actor).firestore();
const ENTRY = { actor_uid: WRITER_UID, action: AUDIT_ACTIONS.contentCreated, target_kind: COLLECTIONS.articles, target_id: 'a1', fields: [], detail: '', at: new Date() };
const slugOf = (kind: (typeof CONTENT_KIND_NAMES)[number]) => (VALID[kind] as { slug?: string }).slug;

describe('audit_log', () => {
  beforeEach(() => rulesEnv().withSecurityRulesDisabled((ctx) => ctx.firestore().collection(COLLECTIONS.auditLog).doc('e1').set(ENTRY)));

  it.each(ACTORS)('%s cannot create, update or delete an entry', async (actor) => {
    const log = db(actor).collection(COLLECTIONS.auditLog);
    await assertFails(log.doc('e2').set(ENTRY));
    await assertFails(log.add(ENTRY));
    await assertFails(log.doc('e1').update({ detail: 'changed' }));
    await assertFails(log.doc('e1').delete());
  });

  it.each(ACTORS)('%s reads entries only as an admin', async (actor) => {
    const log = db(actor).collection(COLLECTIONS.auditLog);
    const read: Promise<unknown>[] = [log.doc('e1').get(), log.orderBy('at', 'desc').limit(10).get()];
    for (const attempt of read) await (actor === 'admin' ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

describe.each(CONTENT_KIND_NAMES)('%s writes name their writer', (kind) => {
  it.each(ACTORS)('%s cannot create or update with updated_by other than their own uid', async (actor) => {
    const others = ['someone-else', '', ...(actor === 'admin' ? [] : [WRITER_UID])];
    for (const updated_by of others) {
      await assertFails(createRecord(db(actor), kind, `${kind}-new`, record(kind, { updated_by }, { create: true })));
    }
    await rulesEnv().withSecurityRulesDisabled((ctx) => putRecord(ctx.firestore(), kind, 'r1', record(kind)));
    for (const updated_by of ['someone-else', '']) await assertFails(updateRecord(db(actor), kind, 'r1', { updated_by }));
    const missing = record(kind, {}, { create: true });
    delete missing.updated_by;
    await assertFails(createRecord(db(actor), kind, `${kind}-bare`, missing));
  });

  it('an admin may delete only a record they wrote last (the screens claim it first)', async () => {
    await rulesEnv().withSecurityRulesDisabled((ctx) => putRecord(ctx.firestore(), kind, 'r1', record(kind, { updated_by: 'another-admin' })));
    await assertFails(deleteRecord(db('admin'), kind, 'r1', slugOf(kind)));
    await assertSucceeds(updateRecord(db('admin'), kind, 'r1', { updated_by: ACTOR_AUTH.admin!.uid }));
    await assertSucceeds(deleteRecord(db('admin'), kind, 'r1', slugOf(kind)));
  });
});

describe('content_history (revisions)', () => {
  const history = (actor: Actor) => db(actor).collection(COLLECTIONS.contentHistory).doc(historyDocId(COLLECTIONS.articles, 'gone'));
  const REVISION = { change: 'deleted', version: 3, actor_uid: WRITER_UID, fields: [], data: null, audit_id: 'e1', at: new Date() };
  beforeEach(() =>
    rulesEnv().withSecurityRulesDisabled(async (ctx) => {
      // The history of a record that no longer exists (deleted; its history stays).
      const parent = ctx.firestore().collection(COLLECTIONS.contentHistory).doc(historyDocId(COLLECTIONS.articles, 'gone'));
      await parent.set({ target_kind: COLLECTIONS.articles, target_id: 'gone', deleted_at: new Date(), updated_at: new Date() });
      await parent.collection(SUBCOLLECTIONS.historyVersions).doc('e1').set(REVISION);
    }),
  );

  it.each(ACTORS)('%s cannot add, change or delete a revision', async (actor) => {
    const versions = history(actor).collection(SUBCOLLECTIONS.historyVersions);
    await assertFails(versions.doc('e2').set({ ...REVISION, audit_id: 'e2' }));
    await assertFails(versions.add(REVISION));
    await assertFails(versions.doc('e1').update({ actor_uid: 'someone-else' }));
    await assertFails(versions.doc('e1').set(REVISION));
    await assertFails(versions.doc('e1').delete());
    await assertFails(history(actor).delete());
  });

  it.each(ACTORS)("%s reads a deleted record's history only as an admin", async (actor) => {
    const reads: (() => Promise<unknown>)[] = [() => history(actor).get(), () => history(actor).collection(SUBCOLLECTIONS.historyVersions).orderBy('at', 'desc').limit(10).get()];
    for (const read of reads) await (actor === 'admin' ? assertSucceeds(read()) : assertFails(read()));
  });
});
