/**
 * resetCodeBreaker() -> { was_tripped_until }: an admin untrips the code-guessing breaker (for
 * instance when someone tripped it on purpose to shut unbound codes). The state, the forgotten
 * failures of its window and one audit entry are written in one transaction (breaker.ts
 * resetBreaker). Refused with failed-precondition when it is not tripped: there is nothing to do.
 */
import { logger } from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { CALLABLES, type ResetBreakerResult } from '@common/callable-contracts';
import { MESSAGES } from '@common/messages';
import { db } from '../admin';
import { resetBreaker } from '../membership/breaker';
import { requireAdmin } from '../roles/requireAdmin';
import { CALLABLE_OPTIONS, parseInput } from '../shared/callable';
import { keyed } from '../shared/idempotency';
import { noInput } from '../shared/schemas';

export const resetCodeBreaker = onCall(
  CALLABLE_OPTIONS,
  keyed(CALLABLES.resetCodeBreaker, requireAdmin, async (request, uid): Promise<ResetBreakerResult> => {
    parseInput(noInput, request.data);
    let until: number | null;
    try {
      until = await resetBreaker(db, uid);
    } catch (error) {
      logger.error('resetCodeBreaker failed', { uid, error: String(error) });
      throw new HttpsError('internal', MESSAGES.breakerResetFailed);
    }
    if (until === null) throw new HttpsError('failed-precondition', MESSAGES.breakerNotTripped);
    logger.info('resetCodeBreaker', { uid, was_tripped_until: until });
    return { was_tripped_until: until };
  }),
);
