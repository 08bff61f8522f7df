/**
 * Member files have no working download-token URL: when a member file is written, this trigger
 * revokes the tokens it was created with (downloadTokens.ts, which `npm run files:revoke-tokens`
 * shares for the files stored before this trigger existed). tests/functions/files.test.ts uploads
 * as staff and proves the upload's token opens nothing.
 */
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions/logger';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { revokeDownloadTokens, tokensToRevoke } from './downloadTokens';
import { isMemberFilePath } from './memberFiles';

export const revokeMemberFileTokens = onObjectFinalized(async (event) => {
  const { bucket, name, metadata } = event.data;
  if (!name || !isMemberFilePath(name)) return;
  const tokens = tokensToRevoke(metadata);
  if (tokens.length === 0) return;
  try {
    await revokeDownloadTokens(getStorage().bucket(bucket), name, tokens);
    logger.info('Revoked the download tokens of a member file', { name, count: tokens.length });
  } catch (error) {
    logger.error('Failed to revoke the download tokens of a member file', { name, error });
    throw error;
  }
});
