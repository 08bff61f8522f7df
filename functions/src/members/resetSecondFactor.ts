/**
 * resetSecondFactor({ uid }) -> { uid, removed }: an admin, signed in with the second factor in the
 * last SENSITIVE_ACTION_SECONDS, resets another account's second factor after its owner lost the
 * phone (secondFactorReset.ts). Their own factors they remove in My Account; the last admin without
 * a phone uses `npm run admin:grant -- --reset-mfa`.
 */
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { CALLABLES, type ResetSecondFactorRequest, type ResetSecondFactorResult } from '@common/callable-contracts';
import { MESSAGES } from '@common/messages';
import { auth, db } from '../admin';
import { requireSensitiveAdmin } from '../roles/requireAdmin';
import { CALLABLE_OPTIONS, parseInput } from '../shared/callable';
import { keyed } from '../shared/idempotency';
import { resetSecondFactorInput } from './schemas';
import { resetSecondFactorOf } from './secondFactorReset';

export const resetSecondFactor = onCall(
  CALLABLE_OPTIONS,
  keyed(CALLABLES.resetSecondFactor, requireSensitiveAdmin, async (request, actorUid): Promise<ResetSecondFactorResult> => {
    const { uid }: ResetSecondFactorRequest = parseInput(resetSecondFactorInput, request.data);
    if (uid === actorUid) throw new HttpsError('failed-precondition', MESSAGES.secondFactorResetSelf);
    return { uid, removed: await resetSecondFactorOf(auth, db, { actorUid, targetUid: uid }) };
  }),
);
