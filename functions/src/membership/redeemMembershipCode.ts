/**
 * redeemMembershipCode({ code }) -> { role } (DECISIONS.md §2).
 *
 * 1. Signed in, and the input is exactly four digits; otherwise refuse and write nothing.
 * 2. Count the try against the account and the address (guessBudget.ts); over budget, refuse.
 * 3. One optimistic transaction (shared/guardedWrites.ts): the code must exist, be free (or already
 *    this account's: a retry after a failure in step 4 must succeed, not say "used"), not be
 *    expired, and be for this account if it names an invitee. Then mark it used and write the
 *    profile in one atomic commit, guarded by what was read.
 * 4. Take the try back and, meanwhile, set the claim to what the profile says. Step 4 failing
 *    leaves a code that is this account's, so the same call again completes it.
 */
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { BudgetErrorDetails, RedeemCodeRequest, RedeemCodeResult } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import type { MembershipCodeDoc } from '@common/documents';
import { budgetMessage, MESSAGES } from '@common/messages';
import type { Role } from '@common/roles';
import { auth, db } from '../admin';
import { clientAddress, hashAddress } from '../shared/clientAddress';
import { parseInput, REGION, requireUid } from '../shared/callable';
import { roleOf, setRoleClaim } from '../roles/grant';
import { guardedWrite, retryOnConflict } from '../shared/guardedWrites';
import { refundGuess, reserveGuess } from './guessBudget';
import { redeemInput } from './schemas';

export const redeemMembershipCode = onCall({ region: REGION }, async (request): Promise<RedeemCodeResult> => {
  const uid = requireUid(request);
  const { code }: RedeemCodeRequest = parseInput(redeemInput, request.data);

  try {
    // The account is read alongside the budget check (independent round trips: less waiting).
    const [budget, user] = await Promise.all([reserveGuess(db, uid, hashAddress(clientAddress(request.rawRequest))), auth.getUser(uid)]);
    if (!budget.ok) {
      const details: BudgetErrorDetails = { retryAt: budget.retryAt };
      throw new HttpsError('resource-exhausted', budgetMessage(new Date(budget.retryAt)), details);
    }

    const email = user.email ?? '';
    const role: Role = roleOf(user) === 'admin' ? 'admin' : 'member';
    const codeRef = db.collection(COLLECTIONS.membershipCodes).doc(code);
    const profileRef = db.collection(COLLECTIONS.users).doc(uid);

    const redeemed = await retryOnConflict(async () => {
      const [codeSnap, profileSnap] = await db.getAll(codeRef, profileRef);
      const data = codeSnap.data() as Partial<MembershipCodeDoc<Timestamp>> | undefined;
      if (!data) return false;
      // Ours only while the profile still holds a role: after removeMembership the old code is history.
      const ours = data.is_used === true && data.assigned_to === uid && profileSnap.get('role') != null;
      const free = data.is_used === false;
      const expired = !!data.expires_at && data.expires_at.toMillis() <= Date.now();
      const invitee = data.invitee_email?.trim().toLowerCase();
      const forSomeoneElse = !!invitee && invitee !== email.toLowerCase();
      // A code this account already holds stays theirs even if it has expired since.
      if (!ours && (!free || expired || forSomeoneElse)) return false;

      const batch = db.batch();
      // Guarded by the update time read above: of many callers who saw the code free, the first
      // commit wins and the others' commits fail, re-read, and find it used.
      if (free) {
        guardedWrite(batch, codeSnap, { is_used: true, assigned_to: uid, assigned_user: { email }, used_at: FieldValue.serverTimestamp() });
      }
      guardedWrite(batch, profileSnap, {
        email,
        name: user.displayName ?? '',
        role,
        membership_code: code,
        updated_at: FieldValue.serverTimestamp(),
        ...(profileSnap.get('member_since') ? {} : { member_since: FieldValue.serverTimestamp() }),
      });
      await batch.commit();
      return true;
    });
    if (!redeemed) throw new HttpsError('not-found', MESSAGES.codeInvalid);

    const [, claimed] = await Promise.all([
      refundGuess(db, budget.reservation).catch((error: unknown) =>
        logger.warn('redeemMembershipCode: could not take back a successful try', { uid, error: String(error) }),
      ),
      setRoleClaim(auth, uid, role, { keepAdmin: true }),
    ]);
    return { role: claimed };
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    logger.error('redeemMembershipCode failed', { uid, error: String(error) });
    throw new HttpsError('internal', MESSAGES.codeFailed);
  }
});
