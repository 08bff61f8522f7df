/**
 * Taking a role away bites at once: the account's refresh tokens are revoked and
 * access_cutoffs/{uid}.not_before is set, which firestore.rules, storage.rules and the admin
 * callables compare with the token's `auth_time` (Firebase's documented per-account revocation
 * pattern). Gaining a role never writes a cut-off, so it signs nobody out.
 */
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@common/collections';
import type { AccessCutoffDoc } from '@common/documents';
import { MESSAGES } from '@common/messages';

export function cutoffRef(db: Firestore, uid: string) {
  return db.collection(COLLECTIONS.accessCutoffs).doc(uid);
}

/**
 * `auth_time` has whole seconds, so the cut-off is the second of the removal: a sign-in in that same
 * second counts as after it. Rounding up instead would also refuse a person who signs in again at
 * once (as the e2e tests do); a token from the same second before the removal is the price.
 */
export function cutoffSeconds(nowMs: number): number {
  return Math.floor(nowMs / 1000);
}

/** Writes the cut-off in the caller's transaction, beside the role change and its audit entry. */
export function writeCutoff(db: Firestore, tx: Transaction, uid: string, nowMs = Date.now()): void {
  const doc: AccessCutoffDoc = { not_before: cutoffSeconds(nowMs), updated_at: FieldValue.serverTimestamp() };
  tx.set(cutoffRef(db, uid), doc);
}

/** True when a token of `authTime` (seconds) was issued to a sign-in from before the cut-off. */
export function signedInBeforeCutoff(authTime: unknown, cutoff: Partial<AccessCutoffDoc> | undefined): boolean {
  if (!cutoff || typeof cutoff.not_before !== 'number') return false;
  return typeof authTime !== 'number' || authTime < cutoff.not_before;
}

/**
 * Refuses a caller whose token comes from a sign-in before the account's last removal. Why the
 * cut-off document and not `verifyIdToken(token, true)`: the Auth emulator does not enforce revoked
 * refresh tokens, and this is the same check the rules make, so callables and rules agree.
 */
export async function requireCurrentSignIn(db: Firestore, request: CallableRequest<unknown>): Promise<void> {
  const uid = request.auth?.uid;
  if (!uid) return;
  const cutoff = (await cutoffRef(db, uid).get()).data() as Partial<AccessCutoffDoc> | undefined;
  if (signedInBeforeCutoff(request.auth?.token.auth_time, cutoff)) {
    throw new HttpsError('permission-denied', MESSAGES.signInAgain);
  }
}
