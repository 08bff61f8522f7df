/**
 * Member files have no working download-token URL: when a member file is written, this trigger
 * revokes the tokens it was created with (downloadTokens.ts, which `npm run files:revoke-tokens`
 * shares for the files stored before this trigger existed). tests/functions/files.test.ts uploads
 * as staff and proves the upload's token opens nothing.
 *
 * An event can be delivered more than once, and its data is the object as it was finalized, tokens
 * and all: the tokens to revoke are read from the object as it is now, so a delivery after the
 * revocation finds none and changes nothing (it would otherwise rewrite the metadata, and deployed
 * replace the unseen token with another). An event about a generation that has since been replaced
 * or deleted does nothing: the newer object has an event of its own.
 */
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions/logger';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { revokeDownloadTokens, tokensToRevoke } from './downloadTokens';
import { isMemberFilePath } from './memberFiles';

type StoredFile = ReturnType<ReturnType<ReturnType<typeof getStorage>['bucket']>['file']>;

/** The object's metadata as stored now, or null when the object is gone. */
async function currentMetadata(file: StoredFile) {
  try {
    return (await file.getMetadata())[0];
  } catch (error) {
    if ((error as { code?: unknown }).code === 404) return null;
    throw error;
  }
}

export const revokeMemberFileTokens = onObjectFinalized(async (event) => {
  const { bucket, name, generation, metadata } = event.data;
  if (!name || !isMemberFilePath(name)) return;
  if (tokensToRevoke(metadata).length === 0) return;
  const file = getStorage().bucket(bucket).file(name);
  const current = await currentMetadata(file);
  if (!current || String(current.generation) !== String(generation)) return;
  const tokens = tokensToRevoke(current.metadata as Record<string, unknown> | undefined);
  if (tokens.length === 0) return;
  try {
    await revokeDownloadTokens(getStorage().bucket(bucket), name, tokens);
    logger.info('Revoked the download tokens of a member file', { name, count: tokens.length });
  } catch (error) {
    logger.error('Failed to revoke the download tokens of a member file', { name, error });
    throw error;
  }
});
