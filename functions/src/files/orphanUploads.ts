/**
 * The daily sweep of uploads that no record names. The admin form uploads a record's files before
 * the record is saved (into the record's own folder, common/content-docs.ts uploadFolder), and
 * removes them when the form is cancelled or a save leaves them behind; a tab closed or cut off in
 * between never does. Such a file is an orphan: nothing shows it, and it would stay forever.
 *
 * Every object of an upload folder whose path is a record's upload (`<folder>/<id>/<file>`, or
 * `images/<kind>/<id>/<file>`) and that is older than ORPHAN_UPLOAD_AGE_MS is removed unless its
 * record names it in any field (a file's stored path, a picture's address, rich text). Anything
 * else in the bucket is left alone. The age keeps a form still open from losing its new uploads.
 *
 * "Now" is the run's scheduled time, so a run delivered again does the same, and a test can run the
 * handler as of a later day (the Functions emulator never runs scheduled functions).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions/logger';
import { storageBucket } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { CONTENT_KIND_NAMES, CONTENT_KINDS, fieldsOf, UPLOADS, type ContentKind } from '@common/content';
import { uploadFolder } from '@common/content-docs';
import { ORPHAN_UPLOAD_AGE_MS } from '@common/limits';
import { db } from '../admin';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/** Each kind with the UPLOADS entries of its fields. */
const KIND_UPLOADS = CONTENT_KIND_NAMES.map((kind) => ({
  kind,
  uploads: [...new Set(fieldsOf(kind).flatMap(([, field]) => (field.upload ? [UPLOADS[field.upload]] : [])))],
}));

/** The record whose upload `path` would be (kind and id), or null when it is no record's upload. */
export function uploadOwner(path: string): { kind: ContentKind; id: string } | null {
  for (const { kind, uploads } of KIND_UPLOADS) {
    for (const upload of uploads) {
      const prefix = `${uploadFolder(upload, kind, '')}`; // e.g. 'publications/' or 'images/articles/'
      if (!path.startsWith(prefix)) continue;
      const [id, file, ...rest] = path.slice(prefix.length).split('/');
      if (id && file && rest.length === 0 && path === `${uploadFolder(upload, kind, id)}/${file}`) return { kind, id };
    }
  }
  return null;
}

/** Whether a record's stored data names `path`: as it is, or inside a download address. */
export function namesPath(record: Record<string, unknown> | undefined, path: string): boolean {
  if (!record) return false;
  const text = JSON.stringify(record);
  return text.includes(path) || text.includes(encodeURIComponent(path));
}

export interface SweepResult {
  /** Objects looked at in the upload folders. */
  scanned: number;
  /** Paths removed. */
  removed: string[];
}

/** Removes the orphan uploads older than ORPHAN_UPLOAD_AGE_MS at `now`. */
export async function removeOrphanUploads(firestore: Firestore, bucket: Bucket, now: number): Promise<SweepResult> {
  const folders = [...new Set(Object.values(UPLOADS).map((upload) => upload.folder))];
  const result: SweepResult = { scanned: 0, removed: [] };
  const records = new Map<string, Promise<Record<string, unknown> | undefined>>();
  const recordOf = (kind: ContentKind, id: string) => {
    const key = `${kind}/${id}`;
    if (!records.has(key)) records.set(key, firestore.collection(CONTENT_KINDS[kind].collection).doc(id).get().then((snap) => snap.data()));
    return records.get(key)!;
  };
  for (const folder of folders) {
    const [files] = await bucket.getFiles({ prefix: `${folder}/` });
    result.scanned += files.length;
    for (const file of files) {
      const created = Date.parse(String(file.metadata.timeCreated ?? ''));
      if (!Number.isFinite(created) || now - created < ORPHAN_UPLOAD_AGE_MS) continue;
      const owner = uploadOwner(file.name);
      if (!owner || namesPath(await recordOf(owner.kind, owner.id), file.name)) continue;
      // Already gone (a second run, the form's own clean-up): nothing left to do.
      await file.delete({ ignoreNotFound: true });
      result.removed.push(file.name);
    }
  }
  return result;
}

export const removeOrphanUploadsDaily = onSchedule({ schedule: 'every day 03:30', timeZone: 'America/Los_Angeles', timeoutSeconds: 540 }, async (event) => {
  const scheduled = Date.parse(event.scheduleTime);
  const now = Number.isFinite(scheduled) ? scheduled : Date.now();
  const { scanned, removed } = await removeOrphanUploads(db, getStorage().bucket(storageBucket.value()), now);
  logger.info('Orphan uploads removed', { scanned, removed: removed.length, paths: removed.slice(0, 50) });
});
