/**
 * redeemMembershipCode({ code }) -> { role } (docs/decisions/0002-membership-codes.md).
 *
 * 1. Signed in, and the input is exactly four digits; otherwise refuse and write nothing.
 * 2. Read the account and the breaker and count the try against the account, the address and,
 *    for IPv6, the address's /48 (guessBudget.ts), all three at once: three round trips in the
 *    time of one. Then, in order:
 *    - an account that already is a member or admin cannot take another code (already-exists);
 *      the same call for the code it already holds answers its role (a retry after a lost answer),
 *      and its try is taken back: it is no guess;
 *    - over budget, refuse.
 * 3. recordRedemption.ts: the code must exist, be free (or still this account's), not expired or
 *    retired, and if it names an invitee, be for the e-mail of the caller's ID token, verified,
 *    which must still be the account's e-mail. While the global breaker is tripped (breaker.ts),
 *    a code without an invitee is refused like a wrong one. Mark it used and write the profile in
 *    one atomic commit. A failure counts towards the breaker; while it is tripped every failure
 *    gets the one "codes paused" refusal, whichever reason it had, after the same reads and
 *    writes, so nothing in the answer tells a live unbound code from a wrong one.
 * 4. Take the try back and, meanwhile, set the claim to what the profile says. Step 4 failing
 *    leaves a code that is this account's, so the same call again completes it.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { BudgetErrorDetails, CodesPausedErrorDetails, RedeemCodeRequest, RedeemCodeResult, VerifyEmailErrorDetails } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import type { AccessCutoffDoc, MembershipCodeDoc } from '@common/documents';
import { budgetMessage, codesPausedMessage, MESSAGES, verifyEmailMessage } from '@common/messages';
import { DEFAULT_PRACTICE } from '@common/practice';
import type { Role } from '@common/roles';
import { auth, db } from '../admin';
import { CLIENT_ADDRESS_KEY, clientAddress, hashAddress, networkOf } from '../shared/clientAddress';
import { CALLABLE_OPTIONS, parseInput, requireUid } from '../shared/callable';
import { roleOf, setRoleClaim } from '../roles/grant';
import { countFailure, isTripped, readBreaker } from './breaker';
import { refundGuess, reserveGuess, type AddressHashes } from './guessBudget';
import { heldBy, recordRedemption } from './recordRedemption';
import { redeemInput } from './schemas';

function verifyEmailError(): HttpsError {
  const details: VerifyEmailErrorDetails = { reason: 'verify-email', cause: 'invitee' };
  return new HttpsError('failed-precondition', verifyEmailMessage(MESSAGES.codeInviteeUnverified, DEFAULT_PRACTICE.phone), details);
}

/** A code that cannot be redeemed: while the breaker is tripped, one refusal for every reason. */
function refusal(tripped: boolean): HttpsError {
  if (!tripped) return new HttpsError('not-found', MESSAGES.codeInvalid);
  const details: CodesPausedErrorDetails = { reason: 'codes-paused' };
  return new HttpsError('not-found', codesPausedMessage(DEFAULT_PRACTICE.phone), details);
}

/** The caller's address and (IPv6) its /48, hashed for the counters; null when unknown. */
function addressHashes(rawRequest: Parameters<typeof clientAddress>[0]): AddressHashes | null {
  const address = clientAddress(rawRequest);
  if (address === null) return null;
  const key = CLIENT_ADDRESS_KEY.value();
  const network = networkOf(address);
  return { address: hashAddress(address, key), network: network === null ? null : hashAddress(network, key) };
}

/** Step 2: a member or admin gets its role back for the code it holds, and a refusal for any other. */
async function answerMember(uid: string, code: string, role: Role): Promise<RedeemCodeResult> {
  const [codeSnap, cutoffSnap] = await db.getAll(db.collection(COLLECTIONS.membershipCodes).doc(code), db.collection(COLLECTIONS.accessCutoffs).doc(uid));
  const held = heldBy(codeSnap.data() as Partial<MembershipCodeDoc<Timestamp>> | undefined, uid, cutoffSnap.data() as Partial<AccessCutoffDoc> | undefined);
  if (!held) throw new HttpsError('already-exists', MESSAGES.codeAlreadyMember);
  return { role };
}

export const redeemMembershipCode = onCall({ ...CALLABLE_OPTIONS, secrets: [CLIENT_ADDRESS_KEY] }, async (request): Promise<RedeemCodeResult> => {
  const uid = requireUid(request);
  const { code }: RedeemCodeRequest = parseInput(redeemInput, request.data);
  const token = request.auth?.token;
  const tokenEmail = typeof token?.email === 'string' ? token.email : '';
  const emailVerified = token?.email_verified === true;

  try {
    const [user, breaker, budget] = await Promise.all([auth.getUser(uid), readBreaker(db), reserveGuess(db, uid, addressHashes(request.rawRequest))]);
    const refund = async () => {
      if (!budget.ok) return;
      await refundGuess(db, budget.reservation).catch((error: unknown) =>
        logger.warn('redeemMembershipCode: could not take back a try that was no guess', { uid, error: String(error) }),
      );
    };
    const current = roleOf(user);
    if (current) {
      await refund();
      return await answerMember(uid, code, current);
    }
    if (!budget.ok) {
      const details: BudgetErrorDetails = { retryAt: budget.retryAt };
      throw new HttpsError('resource-exhausted', budgetMessage(new Date(budget.retryAt)), details);
    }

    const redeemer = { uid, email: user.email ?? '', name: user.displayName ?? '', tokenEmail, emailVerified };
    const tripped = isTripped(breaker);
    const outcome = await recordRedemption(db, code, redeemer, 'member', { unboundRefused: tripped });
    if (outcome === 'already-member') {
      await refund();
      throw new HttpsError('already-exists', MESSAGES.codeAlreadyMember);
    }
    if (outcome === 'verify-email') {
      await refund();
      throw verifyEmailError();
    }
    if (outcome === 'invalid') {
      await countFailure(db, breaker).catch((error: unknown) => logger.error('redeemMembershipCode: could not count a failure for the breaker', { error: String(error) }));
      throw refusal(tripped);
    }

    const [, claimed] = await Promise.all([refund(), setRoleClaim(auth, uid, 'member', { keepAdmin: true })]);
    return { role: claimed };
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    logger.error('redeemMembershipCode failed', { uid, error: String(error) });
    throw new HttpsError('internal', MESSAGES.codeFailed);
  }
});
