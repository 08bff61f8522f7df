/**
 * resetMembershipCode({ code }) -> { code } (DECISIONS.md §2): an admin frees a code (is_used false,
 * assigned_to, assigned_user and used_at null) in one atomic write, guarded by what was read
 * (shared/guardedWrites.ts). It does not take the membership away from whoever used the code: their
 * role claim and profile stay as they are. Resetting a free code changes nothing and succeeds.
 */
import { logger } from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { ResetCodeRequest, ResetCodeResult } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import type { MembershipCodeDoc } from '@common/documents';
import { codeNotFoundMessage, MESSAGES } from '@common/messages';
import { db } from '../admin';
import { requireAdmin } from '../roles/requireAdmin';
import { parseInput, REGION } from '../shared/callable';
import { retryOnConflict } from '../shared/guardedWrites';
import { resetInput } from './schemas';

const FREED = { is_used: false, assigned_to: null, assigned_user: null, used_at: null } satisfies Partial<MembershipCodeDoc>;

export const resetMembershipCode = onCall({ region: REGION }, async (request): Promise<ResetCodeResult> => {
  const uid = await requireAdmin(request);
  const { code }: ResetCodeRequest = parseInput(resetInput, request.data);
  const ref = db.collection(COLLECTIONS.membershipCodes).doc(code);

  try {
    const formerHolder = await retryOnConflict(async () => {
      const snap = await ref.get();
      if (!snap.exists || !snap.updateTime) throw new HttpsError('not-found', codeNotFoundMessage(code));
      // Guarded by the update time read: a redemption landing in between makes this fail and re-read.
      await ref.update(FREED, { lastUpdateTime: snap.updateTime });
      return (snap.get('assigned_to') as string | null | undefined) ?? null;
    });
    logger.info('resetMembershipCode', { uid, code, formerHolder });
    return { code };
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    logger.error('resetMembershipCode failed', { uid, code, error: String(error) });
    throw new HttpsError('internal', MESSAGES.resetFailed);
  }
});
