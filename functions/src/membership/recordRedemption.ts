/**
 * The Firestore part of redeemMembershipCode: decide whether this account may take the code, and
 * if so mark it used and write the profile in one atomic commit, guarded by what was read
 * (shared/guardedWrites.ts). Takes the Firestore instance so a unit test can make the commit fail.
 */
import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@common/collections';
import type { AccessCutoffDoc, MembershipCodeDoc } from '@common/documents';
import { MESSAGES } from '@common/messages';
import { isMemberRole, type Role } from '@common/roles';
import { lastRemoval } from '../roles/revocation';
import { guardedWrite, isWriteConflict, retryOnConflict } from '../shared/guardedWrites';

export interface Redeemer {
  uid: string;
  /** The account's current e-mail (its Auth record): what the profile and the code record. */
  email: string;
  name: string;
  /** The e-mail the caller's ID token was issued for (the token's own `email` claim), '' when none. */
  tokenEmail: string;
  /** The caller's ID token says tokenEmail is verified. */
  emailVerified: boolean;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * 'invalid': unknown, used, expired, retired or someone else's; 'verify-email': the invitee,
 * unverified; 'already-member': the profile says the account holds a role through another code
 * (another redemption of this account committed first).
 */
export type RedemptionOutcome = 'redeemed' | 'invalid' | 'verify-email' | 'already-member';

type CodeData = Partial<MembershipCodeDoc<Timestamp>> | undefined;

/**
 * The code is this account's from an earlier call (a retry after the claim step failed must
 * succeed), unless the account's access was taken away since: a removed member's old code is
 * history, and only a new code admits them again. A password change is no removal (lastRemoval).
 */
export function heldBy(code: CodeData, uid: string, cutoff: Partial<AccessCutoffDoc> | undefined): boolean {
  if (code?.is_used !== true || code.assigned_to !== uid) return false;
  const usedAt = code.used_at?.toMillis() ?? 0;
  const removed = lastRemoval(cutoff);
  return removed === null || usedAt >= removed * 1000;
}

export interface RedemptionRules {
  /**
   * Codes without an invitee are refused, exactly as a wrong code (the breaker is tripped): same
   * reads, same outcome, so the answer cannot tell them apart.
   */
  unboundRefused: boolean;
}

/** Whether a code that is not this account's may be taken by it now. */
export function verdictFor(code: CodeData, redeemer: Redeemer, now: number, rules: RedemptionRules = { unboundRefused: false }): Exclude<RedemptionOutcome, 'redeemed' | 'already-member'> | 'free' {
  if (!code || code.is_used !== false || code.retired_at) return 'invalid';
  if (code.expires_at && code.expires_at.toMillis() <= now) return 'invalid';
  const invitee = code.invitee_email?.trim();
  if (!invitee) return rules.unboundRefused ? 'invalid' : 'free';
  // The token's own address, and the account's current one: a token minted before the account's
  // e-mail changed vouches for the old address, not for the new one it does not own yet.
  if (!redeemer.tokenEmail || !sameAddress(invitee, redeemer.tokenEmail) || !sameAddress(redeemer.tokenEmail, redeemer.email)) return 'invalid';
  return redeemer.emailVerified ? 'free' : 'verify-email';
}

/** Reads the code (and the account's profile and cut-off) and redeems it if it may. */
export async function recordRedemption(db: Firestore, code: string, redeemer: Redeemer, role: Role, rules?: RedemptionRules): Promise<RedemptionOutcome> {
  const codeRef = db.collection(COLLECTIONS.membershipCodes).doc(code);
  const profileRef = db.collection(COLLECTIONS.users).doc(redeemer.uid);
  const cutoffRef = db.collection(COLLECTIONS.accessCutoffs).doc(redeemer.uid);

  return retryOnConflict(async () => {
    const [codeSnap, profileSnap, cutoffSnap] = await db.getAll(codeRef, profileRef, cutoffRef);
    const data = codeSnap.data() as CodeData;
    const ours = heldBy(data, redeemer.uid, cutoffSnap.data() as Partial<AccessCutoffDoc> | undefined);
    // The caller checked the role claim before, but a redemption of another code by this account
    // may have committed since: its profile write is what this commit is guarded by, so the
    // loser of such a race re-reads here and is refused instead of using a second code.
    if (!ours && isMemberRole(profileSnap.get('role'))) return 'already-member';
    const verdict = ours ? 'free' : verdictFor(data, redeemer, Date.now(), rules);
    if (verdict !== 'free') return verdict;

    const batch = db.batch();
    // Guarded by the update time read above: of many callers who saw the code free, the first
    // commit wins and the others' commits fail, re-read, and find it used.
    if (!ours) {
      guardedWrite(batch, codeSnap, { is_used: true, assigned_to: redeemer.uid, assigned_user: { email: redeemer.email }, used_at: FieldValue.serverTimestamp() });
    }
    guardedWrite(batch, profileSnap, {
      email: redeemer.email,
      name: redeemer.name,
      role,
      membership_code: code,
      updated_at: FieldValue.serverTimestamp(),
      ...(profileSnap.get('member_since') ? {} : { member_since: FieldValue.serverTimestamp() }),
    });
    try {
      await batch.commit();
    } catch (error) {
      if (isWriteConflict(error)) throw error;
      // docs/product.md §5: the code was valid, but recording the redemption failed.
      logger.error('redeemMembershipCode: recording the redemption failed', { uid: redeemer.uid, code, error: String(error) });
      throw new HttpsError('internal', MESSAGES.codeUpdateFailed);
    }
    return 'redeemed';
  });
}
