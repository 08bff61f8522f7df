/**
 * The audit trail of content against the emulators: each create, update and delete of an article,
 * publication, resource or product leaves exactly one audit_log entry naming the writer (the
 * record's updated_by) and, for an update, the fields that changed; the claim before a delete (only
 * updated_by changes) leaves none; an entry id is written once, so a retried event adds nothing.
 * The same commit stamps the kind's time of change in content_versions (members' open tabs compare
 * it with when they read a list) and keeps its scheduled publish times.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS, type AuditEntryDoc } from '@common/audit';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KIND_NAMES, CONTENT_KINDS, type ContentKind } from '@common/content';
import { contentDoc } from '@common/content-docs';
import { CONTENT_VERSIONS_DOC } from '@common/documents';
import { recordAudit } from '../../functions/src/audit/recordAudit';
import { adminDb, clearAll, closeAll } from '../../tooling/emulator-clients';

const WRITER = 'admin-one';
const DELETER = 'admin-two';
/** The first text field that every kind declares as required (title or name). */
const TITLE: Record<ContentKind, string> = { articles: 'title', publications: 'title', resources: 'title', products: 'name' };

beforeEach(clearAll);
afterAll(closeAll);

/**
 * The entries about one record. Other suites' writes (the seed's records, staff actions) leave
 * entries too, some of them by triggers that land after a clearAll: count only this record's.
 */
async function entries(targetId: string): Promise<AuditEntryDoc[]> {
  const snap = await adminDb().collection(COLLECTIONS.auditLog).where('target_id', '==', targetId).get();
  return snap.docs.map((d) => d.data() as AuditEntryDoc);
}

/** Waits until the trail of `targetId` holds `count` entries and returns them oldest first. */
async function trailOf(targetId: string, count: number): Promise<AuditEntryDoc[]> {
  await vi.waitFor(async () => expect(await entries(targetId)).toHaveLength(count), { timeout: 20_000, interval: 200 });
  const list = await entries(targetId);
  return list.sort((a, b) => (a.at as Timestamp).toMillis() - (b.at as Timestamp).toMillis());
}

describe.each(CONTENT_KIND_NAMES)('writing %s', (kind) => {
  it('leaves one entry per create, update and delete, with the true actor and the changed fields', async () => {
    const id = `audited-${kind}-${Date.now()}`;
    const ref = adminDb().collection(CONTENT_KINDS[kind].collection).doc(id);
    const title = TITLE[kind];
    await ref.set(contentDoc(kind, { [title]: 'First', created_at: Timestamp.now(), updated_by: WRITER } as never));
    await trailOf(id, 1);
    // A save also stamps its time and the next version: not "what changed".
    await ref.update({ [title]: 'Second', updated_by: WRITER, updated_at: Timestamp.now(), version: 1 });
    await trailOf(id, 2);
    // The claim before a delete changes only who, when and the version: no entry of its own.
    await ref.update({ updated_by: DELETER, updated_at: Timestamp.now(), version: 2 });
    await ref.delete();
    const trail = await trailOf(id, 3);
    expect(trail.map(({ actor_uid, action, target_kind, target_id, fields }) => ({ actor_uid, action, target_kind, target_id, fields }))).toEqual([
      { actor_uid: WRITER, action: AUDIT_ACTIONS.contentCreated, target_kind: CONTENT_KINDS[kind].collection, target_id: id, fields: [] },
      { actor_uid: WRITER, action: AUDIT_ACTIONS.contentUpdated, target_kind: CONTENT_KINDS[kind].collection, target_id: id, fields: [title] },
      { actor_uid: DELETER, action: AUDIT_ACTIONS.contentDeleted, target_kind: CONTENT_KINDS[kind].collection, target_id: id, fields: [] },
    ]);
  });
});

describe('a retried event', () => {
  it('writes its entry once: the entry id is the event id', async () => {
    const db = adminDb();
    const target = `retried-${Date.now()}`;
    const entry = { actor_uid: WRITER, action: AUDIT_ACTIONS.contentUpdated, target_kind: COLLECTIONS.articles, target_id: target, fields: ['title'] };
    const write = () => {
      const batch = db.batch();
      recordAudit(db, batch, entry, 'event-1');
      return batch.commit();
    };
    await write();
    await expect(write()).rejects.toMatchObject({ code: 6 });
    expect(await entries(target)).toHaveLength(1);
  });
});

describe("the content versions members' tabs check", () => {
  it("stamps each kind's time of change in content_versions, in the trigger's commit after the write", async () => {
    const versions = adminDb().collection(COLLECTIONS.contentVersions).doc(CONTENT_VERSIONS_DOC);
    const changedAt = async (collection: string) => ((await versions.get()).get(`changed_at.${collection}`) as Timestamp | undefined)?.toMillis() ?? 0;
    for (const kind of CONTENT_KIND_NAMES) {
      const { collection } = CONTENT_KINDS[kind];
      const id = `stamped-${kind}-${Date.now()}`;
      const ref = adminDb().collection(collection).doc(id);
      const { writeTime } = await ref.set(contentDoc(kind, { [TITLE[kind]]: 'Stamped', created_at: Timestamp.now(), updated_by: WRITER } as never));
      // A list read before the write (any time up to the write's own) sees the kind as changed after it.
      await expect.poll(() => changedAt(collection), { timeout: 15_000 }).toBeGreaterThan(writeTime.toMillis());
      await trailOf(id, 1);
      // Leaves no record behind for later suites.
      await ref.delete();
      await trailOf(id, 2);
    }
    // Only the backend writes it: no counters, just the times (and the scheduled times, below).
    const data = (await versions.get()).data() ?? {};
    expect(Object.keys(data).sort()).toEqual(expect.arrayContaining(['changed_at', 'updated_at']));
    expect(Object.keys(data).filter((key) => !['changed_at', 'updated_at', 'scheduled'].includes(key))).toEqual([]);
  });
});

describe('scheduled publishing', () => {
  it("keeps each kind's publish times still to come in content_versions, soonest first, for members' tabs", async () => {
    const versions = adminDb().collection(COLLECTIONS.contentVersions).doc(CONTENT_VERSIONS_DOC);
    const run = Date.now();
    const soon = Timestamp.fromMillis(run + 60 * 60 * 1000);
    const later = Timestamp.fromMillis(run + 2 * 60 * 60 * 1000);
    const scheduled = async () => ((await versions.get()).get(`scheduled.${COLLECTIONS.articles}`) as Timestamp[] | undefined)?.map((t) => t.toMillis()) ?? [];
    const put = (id: string, publishedAt: Timestamp | null) =>
      adminDb()
        .collection(COLLECTIONS.articles)
        .doc(id)
        .set(contentDoc('articles', { title: id, published_at: publishedAt, created_at: Timestamp.now(), updated_by: WRITER } as never));
    await put(`later-${run}`, later);
    await put(`soon-${run}`, soon);
    await put(`published-${run}`, Timestamp.fromMillis(run - 1000));
    await expect.poll(scheduled, { timeout: 15_000 }).toEqual([soon.toMillis(), later.toMillis()]);
    // Unpublished again: it leaves the list with the next write of its kind.
    await put(`soon-${run}`, null);
    await expect.poll(scheduled, { timeout: 15_000 }).toEqual([later.toMillis()]);
  });
});
