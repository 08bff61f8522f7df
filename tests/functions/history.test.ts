/**
 * Revisions against the emulators: the content audit trigger keeps one revision per save that
 * changed something (with the record as saved, who, which fields, and the audit entry's id), none
 * for the claim before a delete, a 'deleted' one after a delete with the history still there; a
 * retried event writes nothing twice; no client can change a revision; a restore (an older
 * version's values saved through the rules as the next version) is a revision of its own.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { doc, serverTimestamp, Timestamp as ClientTimestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { CONTENT_KIND_NAMES, CONTENT_KINDS, SAVE_STAMPS, type ContentKind } from '@common/content';
import { contentDoc, slugEntryOf, summaryOf } from '@common/content-docs';
import { historyDocId, type ContentRevisionDoc } from '@common/documents';
import { addTrail } from '../../functions/src/audit/contentTrail';
import { VALID } from '../rules/content-fixtures';
import { adminDb, clearAll, clientFirestore, closeAll, closeClients, createUser, signedInFunctions } from '../../tooling/emulator-clients';

const WRITER = 'admin-one';
const DELETER = 'admin-two';
/** The first text field that every kind declares as required (title or name). */
const TITLE: Record<ContentKind, string> = { articles: 'title', publications: 'title', resources: 'title', products: 'name' };

beforeEach(clearAll);
afterEach(closeClients);
afterAll(closeAll);

const historyOf = (kind: ContentKind, id: string) => adminDb().collection(COLLECTIONS.contentHistory).doc(historyDocId(CONTENT_KINDS[kind].collection, id));

async function revisions(kind: ContentKind, id: string): Promise<(ContentRevisionDoc<Timestamp> & { id: string })[]> {
  const snap = await historyOf(kind, id).collection(SUBCOLLECTIONS.historyVersions).get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as ContentRevisionDoc<Timestamp>) }));
}

/** Waits until the history of the record holds `count` revisions and returns them oldest first. */
async function historyWith(kind: ContentKind, id: string, count: number): Promise<(ContentRevisionDoc<Timestamp> & { id: string })[]> {
  await vi.waitFor(async () => expect(await revisions(kind, id)).toHaveLength(count), { timeout: 20_000, interval: 200 });
  const list = await revisions(kind, id);
  return list.sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

describe.each(CONTENT_KIND_NAMES)('saving %s', (kind) => {
  it('keeps one revision per save with the record as saved, none for a claim, and a deleted one after a delete', async () => {
    const id = `history-${kind}-${Date.now()}`;
    const ref = adminDb().collection(CONTENT_KINDS[kind].collection).doc(id);
    const title = TITLE[kind];
    await ref.set(contentDoc(kind, { [title]: 'First', created_at: Timestamp.now(), updated_by: WRITER, version: 1 } as never));
    await historyWith(kind, id, 1);
    await ref.update({ [title]: 'Second', updated_by: WRITER, updated_at: Timestamp.now(), version: 2 });
    await historyWith(kind, id, 2);
    // The claim before a delete: only who, when and the version change.
    await ref.update({ updated_by: DELETER, updated_at: Timestamp.now(), version: 3 });
    await ref.delete();
    const history = await historyWith(kind, id, 3);
    expect(history.map(({ change, version, actor_uid, fields }) => ({ change, version, actor_uid, fields }))).toEqual([
      { change: 'created', version: 1, actor_uid: WRITER, fields: [] },
      { change: 'updated', version: 2, actor_uid: WRITER, fields: [title] },
      { change: 'deleted', version: 3, actor_uid: DELETER, fields: [] },
    ]);
    // Every stored field of the saved record, whatever the kind declares.
    expect(Object.keys(history[1]!.data!).sort()).toEqual(Object.keys(contentDoc(kind, { created_at: 0 } as never)).sort());
    expect(history[0]!.data![title]).toBe('First');
    expect(history[1]!.data![title]).toBe('Second');
    expect(history[2]!.data).toBeNull();
    // Each shares its audit entry: the same id, the same "who".
    for (const revision of history) {
      expect(revision.audit_id).toBe(revision.id);
      const entry = await adminDb().collection(COLLECTIONS.auditLog).doc(revision.audit_id).get();
      expect(entry.data()).toMatchObject({ actor_uid: revision.actor_uid, target_id: id });
    }
    // The history stays after the delete, and says when the record went.
    const parent = await historyOf(kind, id).get();
    expect(parent.data()).toMatchObject({ target_kind: CONTENT_KINDS[kind].collection, target_id: id });
    expect(parent.data()!.deleted_at).toBeInstanceOf(Timestamp);
  });
});

describe('a retried event', () => {
  it('keeps its revision once: the revision and the audit entry are created under the event id', async () => {
    const db = adminDb();
    const id = `retried-${Date.now()}`;
    const after = contentDoc('publications', { title: 'Once', created_at: Timestamp.now(), updated_by: WRITER, version: 1 });
    const write = () => {
      const batch = db.batch();
      addTrail(batch, 'publications', id, 'event-1', undefined, after);
      return batch.commit();
    };
    await write();
    await expect(write()).rejects.toMatchObject({ code: 6 });
    expect(await revisions('publications', id)).toHaveLength(1);
  });
});

describe('through the rules', () => {
  it('no client changes a revision, and a restore is a revision of its own', async () => {
    const admin = await createUser({ role: 'admin', emailVerified: true });
    const client = await signedInFunctions(admin);
    const firestore = clientFirestore(client);
    const id = `restored-${Date.now()}`;
    const slug = `restored-${Date.now()}`;
    const collection = CONTENT_KINDS.articles.collection;
    const entry = slugEntryOf('articles', slug, id)!;
    await adminDb().collection(COLLECTIONS.slugs).doc(entry.id).set(entry.data);
    const ref = adminDb().collection(collection).doc(id);
    // A valid article (the rules check every save's whole document), stored at version 1.
    const stored = { ...VALID.articles, slug, title: 'Original title', content: '<p>Old body.</p>', created_at: Timestamp.now(), updated_by: admin.uid, version: 1 };
    await adminDb().collection(CONTENT_KINDS.articles.summary.collection).doc(id).set(summaryOf('articles', stored));
    await ref.set(stored);
    /** A staff save as the content store makes it: the record and its summary in one batch. */
    const save = (changes: Record<string, unknown>) => {
      const batch = writeBatch(firestore);
      batch.update(doc(firestore, collection, id), changes);
      batch.update(doc(firestore, CONTENT_KINDS.articles.summary.collection, id), summaryOf('articles', changes));
      return batch.commit();
    };
    const [created] = await historyWith('articles', id, 1);
    // A staff save through the rules: the next version.
    await save({ title: 'New title', content: '<p>New body.</p>', updated_by: admin.uid, updated_at: serverTimestamp(), version: 2 });
    const [, edited] = await historyWith('articles', id, 2);
    expect(edited!.fields).toEqual(['content', 'title']);

    const revisionRef = doc(firestore, COLLECTIONS.contentHistory, historyDocId(collection, id), SUBCOLLECTIONS.historyVersions, created!.id);
    await expect(updateDoc(revisionRef, { actor_uid: 'someone-else' })).rejects.toMatchObject({ code: 'permission-denied' });
    const forged = writeBatch(firestore);
    forged.set(doc(firestore, COLLECTIONS.contentHistory, historyDocId(collection, id), SUBCOLLECTIONS.historyVersions, 'forged'), { change: 'updated', version: 9, actor_uid: admin.uid, fields: [], data: null, audit_id: 'forged', at: serverTimestamp() });
    await expect(forged.commit()).rejects.toMatchObject({ code: 'permission-denied' });

    // Restore version 1: its values (not the stamps, not the creation time) saved as version 3.
    const stamps = new Set<string>([...SAVE_STAMPS, 'created_at']);
    const values = Object.fromEntries(
      Object.entries(created!.data!)
        .filter(([name]) => !stamps.has(name))
        .map(([name, value]) => [name, value instanceof Timestamp ? ClientTimestamp.fromMillis(value.toMillis()) : value]),
    );
    await save({ ...values, updated_by: admin.uid, updated_at: serverTimestamp(), version: 3 });
    const history = await historyWith('articles', id, 3);
    expect(history.map(({ change, version, actor_uid }) => ({ change, version, actor_uid }))).toEqual([
      { change: 'created', version: 1, actor_uid: admin.uid },
      { change: 'updated', version: 2, actor_uid: admin.uid },
      { change: 'updated', version: 3, actor_uid: admin.uid },
    ]);
    expect(history[2]!.fields).toEqual(['content', 'title']);
    expect(history[2]!.data).toMatchObject({ title: 'Original title', content: '<p>Old body.</p>' });
  });
});
