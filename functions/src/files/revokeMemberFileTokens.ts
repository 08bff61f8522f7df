/**
 * Member files have no working download-token URL. Storage gives every object a
 * download token when it is uploaded through a Firebase SDK, and the upload's answer hands it to
 * the uploading browser; a `?alt=media&token=` address bypasses the rules. So when a member file
 * is written, this trigger revokes the tokens it was created with. Storage always keeps one token
 * per object (it mints a fresh one when the last is removed, or when a reader with read access asks
 * for an object that has none), and that fresh one has been seen by nobody: only staff can read
 * these objects (storage.rules), and the portal never asks for their download addresses.
 *
 * Deployed, the tokens are revoked by replacing the object's `firebaseStorageDownloadTokens`
 * metadata with a fresh value, which is where Storage keeps them. The Storage emulator merges that
 * metadata instead of replacing it, so there the tokens are deleted one by one through its
 * Firebase API (`?delete_token=`, with the emulator's owner credential), which mints a fresh one
 * when the last goes just as Storage does. tests/functions/files.test.ts uploads as staff and
 * proves the upload's token opens nothing.
 */
import { randomUUID } from 'node:crypto';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions/logger';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { isMemberFilePath } from './memberFiles';

const TOKENS_KEY = 'firebaseStorageDownloadTokens';

async function deleteTokensOnEmulator(host: string, bucket: string, path: string, tokens: string[]): Promise<void> {
  for (const token of tokens) {
    const url = `http://${host}/v0/b/${bucket}/o/${encodeURIComponent(path)}?delete_token=${encodeURIComponent(token)}`;
    const response = await fetch(url, { method: 'POST', headers: { Authorization: 'Bearer owner' } });
    if (!response.ok) throw new Error(`delete_token on the Storage emulator: HTTP ${response.status}`);
  }
}

export const revokeMemberFileTokens = onObjectFinalized(async (event) => {
  const { bucket, name, metadata } = event.data;
  if (!name || !isMemberFilePath(name)) return;
  const tokens = (metadata?.[TOKENS_KEY] ?? '').split(',').filter(Boolean);
  if (tokens.length === 0) return;
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  try {
    if (emulator) await deleteTokensOnEmulator(emulator, bucket, name, tokens);
    else await getStorage().bucket(bucket).file(name).setMetadata({ metadata: { [TOKENS_KEY]: randomUUID() } });
    logger.info('Revoked the download tokens of a member file', { name, count: tokens.length });
  } catch (error) {
    logger.error('Failed to revoke the download tokens of a member file', { name, error });
    throw error;
  }
});
