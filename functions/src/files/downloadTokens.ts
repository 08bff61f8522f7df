/**
 * Revoking the download tokens of a member file (docs/decisions/0005-file-endpoint-instead-of-storage-links.md):
 * one place for the Storage trigger, which does it for each new upload (revokeMemberFileTokens.ts),
 * and for `npm run files:revoke-tokens` (scripts/files-revoke-tokens.ts), which does it once for the
 * files stored before that trigger existed.
 *
 * Storage gives every object a download token when it is uploaded through a Firebase SDK, and the
 * upload's answer hands it to the uploading browser; a `?alt=media&token=` address bypasses the
 * rules. Storage keeps one token per object once it has had one (it mints a fresh one when the last
 * is removed, or when a reader with read access asks for an object that has none); that fresh token
 * has been seen by nobody: only staff can read these objects (storage.rules), and the portal never
 * asks for their download addresses. Revoking records a digest of it (UNSEEN_TOKEN_KEY), so a later
 * run tells a revoked file from one that still carries a token someone holds, and leaves it alone.
 *
 * Deployed, the tokens are revoked by replacing the object's `firebaseStorageDownloadTokens`
 * metadata with a fresh value, which is where Storage keeps them. The Storage emulator merges that
 * metadata instead of replacing it, so there the tokens are deleted one by one through its Firebase
 * API (`?delete_token=`, with the emulator's owner credential), which mints a fresh one when the
 * last goes just as Storage does; its digest is then recorded.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { getStorage } from 'firebase-admin/storage';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/** Where Storage keeps an object's download tokens (comma-separated), in its custom metadata. */
export const TOKENS_KEY = 'firebaseStorageDownloadTokens';
/** The SHA-256 (hex) of the one token a revoked file keeps, which nobody has seen. */
export const UNSEEN_TOKEN_KEY = 'pmcUnseenTokenSha256';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The tokens in an object's custom metadata. */
export function downloadTokensOf(metadata: Record<string, unknown> | undefined): string[] {
  return String(metadata?.[TOKENS_KEY] ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
}

/** The tokens to revoke: all but the unseen one that an earlier revocation left. */
export function tokensToRevoke(metadata: Record<string, unknown> | undefined): string[] {
  const unseen = metadata?.[UNSEEN_TOKEN_KEY];
  return downloadTokensOf(metadata).filter((token) => sha256(token) !== unseen);
}

async function deleteTokensOnEmulator(host: string, bucket: string, path: string, tokens: string[]): Promise<void> {
  for (const token of tokens) {
    const url = `http://${host}/v0/b/${bucket}/o/${encodeURIComponent(path)}?delete_token=${encodeURIComponent(token)}`;
    const response = await fetch(url, { method: 'POST', headers: { Authorization: 'Bearer owner' } });
    if (!response.ok) throw new Error(`delete_token on the Storage emulator: HTTP ${response.status}`);
  }
}

/**
 * Revokes `tokens` (tokensToRevoke of the object's metadata) of the object `path` in `bucket`, and
 * records the token it keeps as unseen. On the Storage emulator when FIREBASE_STORAGE_EMULATOR_HOST
 * is set (the Functions emulator and the emulator tools set it).
 */
export async function revokeDownloadTokens(bucket: Bucket, path: string, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  const file = bucket.file(path);
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (!emulator) {
    const fresh = randomUUID();
    await file.setMetadata({ metadata: { [TOKENS_KEY]: fresh, [UNSEEN_TOKEN_KEY]: sha256(fresh) } });
    return;
  }
  await deleteTokensOnEmulator(emulator, bucket.name, path, [...tokens]);
  const [metadata] = await file.getMetadata();
  const kept = downloadTokensOf(metadata.metadata as Record<string, unknown> | undefined);
  if (kept.length === 1 && metadata.metadata?.[UNSEEN_TOKEN_KEY] !== sha256(kept[0]!)) {
    await file.setMetadata({ metadata: { [UNSEEN_TOKEN_KEY]: sha256(kept[0]!) } });
  }
}
