/**
 * Idempotent writes for the content modules: a document is created only when missing, a file is
 * uploaded only when missing. Download-token URLs (images only,
 * docs/decisions/0005-file-endpoint-instead-of-storage-links.md) use a token derived from the
 * file's path, so they are the same on every run and every machine.
 */
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { SeedContext } from '../../seeding/content-modules';
import { emulatorAddress } from '../../../tooling/emulator-config.mjs';

const ALREADY_EXISTS = 6;

/** Creates collection/id with `data` unless it exists; returns whether it was created. */
export async function createIfMissing(db: Firestore, collection: string, id: string, data: Record<string, unknown>): Promise<boolean> {
  try {
    await db.collection(collection).doc(id).create(data);
    return true;
  } catch (err) {
    if ((err as { code?: unknown })?.code === ALREADY_EXISTS) return false;
    throw err;
  }
}

/** A fixed UUID (version-5 layout) for a Storage path. */
export function downloadToken(path: string): string {
  const h = createHash('sha1').update(`pmc-demo-seed:${path}`).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The Storage emulator's download URL of `path` with its fixed token. */
export function downloadUrl(bucketName: string, path: string): string {
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? emulatorAddress('storage');
  return `http://${host}/v0/b/${bucketName}/o/${encodeURIComponent(path)}?alt=media&token=${downloadToken(path)}`;
}

type Bucket = SeedContext['bucket'];

/**
 * Uploads `bytes` (or what the function makes, called only when needed) to `path` unless a file is
 * there already. With `withToken` (images) the file gets
 * its fixed download token (added to an existing file that lacks it) and the URL is returned.
 */
export async function uploadIfMissing(
  bucket: Bucket,
  path: string,
  bytes: Buffer | (() => Buffer | Promise<Buffer>),
  options: { contentType: string; withToken?: boolean },
): Promise<string> {
  const file = bucket.file(path);
  const token = downloadToken(path);
  const [exists] = await file.exists();
  if (!exists) {
    await file.save(typeof bytes === 'function' ? await bytes() : bytes, {
      resumable: false,
      contentType: options.contentType,
      metadata: {
        contentType: options.contentType,
        cacheControl: 'private, max-age=3600',
        ...(options.withToken ? { metadata: { firebaseStorageDownloadTokens: token } } : {}),
      },
    });
  } else if (options.withToken) {
    const [meta] = await file.getMetadata();
    const tokens = String(meta.metadata?.firebaseStorageDownloadTokens ?? '').split(',').filter(Boolean);
    if (!tokens.includes(token)) {
      await file.setMetadata({ metadata: { firebaseStorageDownloadTokens: [...tokens, token].join(',') } });
    }
  }
  return options.withToken ? downloadUrl(bucket.name, path) : path;
}
