/**
 * Taking a role away bites at once (docs/decisions/0001-backend-enforces-security.md): the account's
 * refresh tokens are revoked and access_cutoffs/{uid}.not_before is set, which firestore.rules,
 * storage.rules and the callables compare with the token's `auth_time` (Firebase's documented
 * per-account revocation pattern). Deleting an account sets it too and keeps it until every token of
 * the account has expired: rules treat a missing cut-off as none, so deleting it would give a token
 * from before a removal its old role back. Gaining a role never writes a cut-off, so it signs nobody
 * out. A password change writes one as well (account/endOtherSessions.ts), but it takes nothing away:
 * `removed_at` tells a removal from it.
 */
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@common/collections';
import { DELETED_ACCOUNT_CUTOFF_KEPT_MS, EXPIRY_FIELD, type AccessCutoffDoc } from '@common/documents';
import { MESSAGES } from '@common/messages';

type StoredCutoff = Partial<AccessCutoffDoc> | undefined;

export function cutoffRef(db: Firestore, uid: string) {
  return db.collection(COLLECTIONS.accessCutoffs).doc(uid);
}

/**
 * `auth_time` has whole seconds, so a removal at `nowMs` cuts off from the next whole second: every
 * token from a sign-in up to the removal, in its own second too, is refused, and a token that passes
 * comes from a sign-in after the removal (after the claim changed). Someone signing in again within
 * that same second is refused once and signs in again.
 */
export function cutoffSeconds(nowMs: number): number {
  return Math.floor(nowMs / 1000) + 1;
}

/**
 * When the account's role was last taken away (whole seconds: a code redeemed from this second on was
 * redeemed after it), or null. A password change is no removal. A cut-off stored before `removed_at`
 * existed may be either, and counts as a removal of its own second.
 */
export function lastRemoval(cutoff: StoredCutoff): number | null {
  if (!cutoff) return null;
  if (cutoff.removed_at !== undefined) return cutoff.removed_at;
  return typeof cutoff.not_before === 'number' ? cutoff.not_before + 1 : null;
}

/** A removal's cut-off at `nowMs`, given the stored one (`current`): it never moves a cut-off back. */
export function removalCutoffDoc(current: StoredCutoff, nowMs: number): AccessCutoffDoc<FieldValue> & { removed_at: number } {
  const at = Math.max(cutoffSeconds(nowMs), typeof current?.not_before === 'number' ? current.not_before : 0);
  return { not_before: at, removed_at: at, updated_at: FieldValue.serverTimestamp() };
}

/**
 * Writes a removal's cut-off in the caller's transaction (`current`: the cut-off read in it), before
 * the claim changes: marked provisional until settleRemovalCutoff has followed the claim change.
 */
export function writeProvisionalCutoff(db: Firestore, tx: Transaction, uid: string, current: StoredCutoff, nowMs = Date.now()): void {
  const doc: AccessCutoffDoc<FieldValue> = { ...removalCutoffDoc(current, nowMs), provisional: true };
  tx.set(cutoffRef(db, uid), doc);
}

/**
 * Writes a removal's final cut-off, after the claim changed (or the account was deleted): a token
 * that passes it was minted with the new claim (or not at all). For a deleted account, with the time
 * the TTL policy may delete it. Returns not_before.
 */
export async function settleRemovalCutoff(db: Firestore, uid: string, options: { deleted?: boolean } = {}): Promise<number> {
  const ref = cutoffRef(db, uid);
  return db.runTransaction(async (tx) => {
    const cutoff = removalCutoffDoc((await tx.get(ref)).data() as StoredCutoff, Date.now());
    const doc: AccessCutoffDoc<FieldValue | Timestamp> = options.deleted
      ? { ...cutoff, [EXPIRY_FIELD]: Timestamp.fromMillis(cutoff.not_before * 1000 + DELETED_ACCOUNT_CUTOFF_KEPT_MS) }
      : cutoff;
    tx.set(ref, doc);
    return cutoff.not_before;
  });
}

/** Whether a stored cut-off is a removal the claim change has not been settled after yet. */
export function isProvisional(cutoff: StoredCutoff): boolean {
  return cutoff?.provisional === true;
}

/** True when a token of `authTime` (seconds) was issued to a sign-in from before the cut-off. */
export function signedInBeforeCutoff(authTime: unknown, cutoff: Partial<AccessCutoffDoc> | undefined): boolean {
  if (!cutoff || typeof cutoff.not_before !== 'number') return false;
  return typeof authTime !== 'number' || authTime < cutoff.not_before;
}

/**
 * Refuses a caller whose token comes from a sign-in before the account's cut-off. Why the cut-off
 * document and not `verifyIdToken(token, true)`: the Auth emulator does not enforce revoked refresh
 * tokens, and this is the same check the rules make, so callables and rules agree.
 */
export async function requireCurrentSignIn(db: Firestore, request: CallableRequest<unknown>): Promise<void> {
  const uid = request.auth?.uid;
  if (!uid) return;
  const cutoff = (await cutoffRef(db, uid).get()).data() as Partial<AccessCutoffDoc> | undefined;
  if (signedInBeforeCutoff(request.auth?.token.auth_time, cutoff)) {
    throw new HttpsError('permission-denied', MESSAGES.signInAgain);
  }
}
