/**
 * Work cut short leaves nothing half-done, on the emulators: the daily sweep removes uploads that
 * no record names once they are a day old (its handler called directly, as of its scheduled time:
 * the Functions emulator never runs scheduled functions), and an account deletion cut short after
 * its first step (a hook planted for the Functions emulator) keeps the access cut-off in place and
 * completes when run again.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { ScheduledEvent } from 'firebase-functions/v2/scheduler';
import { describe, expect, it } from 'vitest';
import { CALLABLES } from '@common/callable-contracts';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { CONTENT_KINDS } from '@common/content';
import { contentDoc } from '@common/content-docs';
import { CONTENT_VERSIONS_DOC, DELETED_ACCOUNT_CUTOFF_KEPT_MS, EXPIRY_FIELD, savedItemId } from '@common/documents';
import { ORPHAN_UPLOAD_AGE_MS } from '@common/limits';
import { seedApp } from '../../emulators/seeding/demo-seed';
import { adminAuth, adminDb, PROJECT_ID, signedInFunctions } from '../../tooling/emulator-clients';
import { removeOrphanUploadsDaily } from '../../functions/src/files/orphanUploads';
import { INTERRUPTION_POINTS } from '../../functions/src/shared/testHooks';
import { callError } from '../support/callable-error';
import { getProfile, putContent } from '../support/firestore-data';
import { startEachTestOnEmptyEmulators } from '../support/clean-emulators';
import { DEMO_BUCKET } from '../support/stored-files';
import { firestoreStatus } from '../support/token-access';
import { afterCutoffOf, createStaffed, cutoffOf } from './members-fixtures';

// The sweep finds the default bucket where a deployed function does: in FIREBASE_CONFIG.
process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId: PROJECT_ID, storageBucket: DEMO_BUCKET });

startEachTestOnEmptyEmulators();

const bucket = () => getStorage(seedApp()).bucket(DEMO_BUCKET);
const exists = async (path: string) => (await bucket().file(path).exists())[0];
/** The sweep as Cloud Scheduler would start it at `at`. */
const sweepAt = (at: number) => removeOrphanUploadsDaily.run({ scheduleTime: new Date(at).toISOString(), jobName: 'orphan-uploads' } as ScheduledEvent);

describe('the daily sweep of orphan uploads', () => {
  it('removes uploads no record names once they are a day old, and keeps the named ones and anything that is no upload', async () => {
    const run = `${Date.now()}`;
    const pdf = `publications/pub-${run}/1-paper.pdf`;
    const picture = `images/articles/art-${run}/1-cover.webp`;
    const named = { pdf, picture, inText: `images/articles/art-${run}/2-figure.webp` };
    const orphans = {
      replaced: `publications/pub-${run}/0-old-paper.pdf`,
      noRecord: `publications/never-saved-${run}/paper.pdf`,
      oldPicture: `images/articles/art-${run}/0-old-cover.webp`,
      noRecordPicture: `images/resources/never-saved-${run}/thumb.webp`,
    };
    const notUploads = [`images/seed-${run}/cover.webp`, `exports-${run}/data.json`, `publications/pub-${run}/nested/deeper/file.pdf`];
    const address = (path: string) => `http://127.0.0.1:9199/v0/b/${DEMO_BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=t`;
    await putContent(
      'publications',
      `pub-${run}`,
      contentDoc('publications', { title: 'Swept study', journal: 'Pain Journal', year: '2024', authors: ['A. Author'], abstract: 'x', pdf_path: pdf, created_at: Timestamp.now() }),
    );
    await putContent(
      'articles',
      `art-${run}`,
      contentDoc('articles', {
        slug: `swept-${run}`,
        title: 'Swept article',
        excerpt: 'x',
        content: `<p>See <img src="${address(named.inText)}" alt="figure"></p>`,
        image: address(picture),
        category: 'Pain Conditions',
        author: 'PMC',
        created_at: Timestamp.now(),
      }),
    );
    const all = [...Object.values(named), ...Object.values(orphans), ...notUploads];
    await Promise.all(all.map((path) => bucket().file(path).save(Buffer.from(`bytes of ${path}`), { contentType: path.endsWith('.pdf') ? 'application/pdf' : 'image/webp' })));

    // The same day: a form may still be open with these uploads; nothing goes.
    await sweepAt(Date.now());
    expect(await Promise.all(all.map(exists))).toEqual(all.map(() => true));

    // A day later: the orphans go, everything else stays.
    const dayLater = Date.now() + ORPHAN_UPLOAD_AGE_MS + 60_000;
    await sweepAt(dayLater);
    const left = Object.fromEntries(await Promise.all(all.map(async (path) => [path, await exists(path)] as const)));
    expect(left).toEqual(Object.fromEntries(all.map((path) => [path, !Object.values(orphans).includes(path)])));

    // Run again (a schedule delivered twice): nothing more to do, no error.
    await expect(sweepAt(dayLater)).resolves.toBeUndefined();
    expect(await Promise.all(Object.values(named).map(exists))).toEqual([true, true, true]);
    await Promise.all(all.map((path) => bucket().file(path).delete({ ignoreNotFound: true })));
  });

  it("removes a deleted record's files a day later", async () => {
    const id = `gone-${Date.now()}`;
    const path = `resources/${id}/handout.pdf`;
    await putContent('resources', id, contentDoc('resources', {
        slug: id,
        title: 'Handout',
        thumbnail: 'https://example.org/thumb.png',
        category: CONTENT_KINDS.resources.categories[0]!,
        description: 'x',
        download_path: path,
        created_at: Timestamp.now(),
      }));
    await bucket().file(path).save(Buffer.from('%PDF-1.4\n'), { contentType: 'application/pdf' });
    await adminDb().collection(CONTENT_KINDS.resources.collection).doc(id).delete();

    await sweepAt(Date.now() + ORPHAN_UPLOAD_AGE_MS + 60_000);
    expect(await exists(path)).toBe(false);
  });
});

describe('an account deletion cut short', () => {
  const savedItemsOf = (uid: string) => adminDb().collection(COLLECTIONS.savedItems).doc(uid).collection(SUBCOLLECTIONS.savedItems);

  it('after its first step keeps the cut-off in force, and run again completes', async () => {
    const member = await createStaffed('member');
    const at = Timestamp.now();
    for (const id of ['a-1', 'a-2']) await savedItemsOf(member.uid).doc(savedItemId('articles', id)).set({ kind: 'articles', id, saved_at: at });
    const versions = `${COLLECTIONS.contentVersions}/${CONTENT_VERSIONS_DOC}`;
    await adminDb().doc(versions).set({ updated_at: at });
    const hook = adminDb().collection(COLLECTIONS.testHooks).doc(INTERRUPTION_POINTS.accountDeletionAfterFirestore);
    await hook.set({ planted_at: at });
    const first = await signedInFunctions(member);
    const token = await first.user.getIdToken();
    expect(await firestoreStatus(token, versions)).toBe(200);

    // Cut short after the Firestore batch: the person sees a failure.
    expect((await callError(first.call(CALLABLES.deleteMyAccount))).code).toBe('internal');
    expect((await hook.get()).exists).toBe(false); // used up
    // Half-way: the profile is gone and the cut-off written, the saved items and the account are still there.
    expect(await getProfile(member.uid)).toBeUndefined();
    expect((await savedItemsOf(member.uid).get()).size).toBe(2);
    expect((await adminAuth().getUser(member.uid)).uid).toBe(member.uid);
    expect(await cutoffOf(member.uid)).toBeDefined();
    // Every session from before is refused meanwhile.
    expect(await firestoreStatus(token, versions)).toBe(403);

    // The person signs in again and runs it again: it completes.
    await afterCutoffOf(member.uid);
    expect(await (await signedInFunctions(member)).call(CALLABLES.deleteMyAccount)).toEqual({ deleted: true });
    await expect(adminAuth().getUser(member.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await savedItemsOf(member.uid).get()).size).toBe(0);
    const cutoff = await cutoffOf(member.uid);
    expect((cutoff![EXPIRY_FIELD] as Timestamp).toMillis()).toBe(cutoff!.not_before * 1000 + DELETED_ACCOUNT_CUTOFF_KEPT_MS);
    expect(await firestoreStatus(token, versions)).toBe(403);
  });

});
