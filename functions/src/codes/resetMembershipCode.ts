/**
 * resetMembershipCode({ code }) -> { code } (docs/decisions/0002-membership-codes.md): an admin
 * frees a code (is_used false, assigned_to, assigned_user and used_at null) in one atomic write
 * with its audit entry, guarded by what was read (freeUsedCode.ts). It does not take the membership
 * away from whoever used the code: their role claim and profile stay as they are (the Members
 * screen removes membership). Resetting a free code changes nothing and succeeds.
 */
import { logger } from 'firebase-functions/logger';
import { onCall } from 'firebase-functions/v2/https';
import { CALLABLES, type ResetCodeRequest, type ResetCodeResult } from '@common/callable-contracts';
import { db } from '../admin';
import { requireAdmin } from '../roles/requireAdmin';
import { CALLABLE_OPTIONS, parseInput } from '../shared/callable';
import { keyed } from '../shared/idempotency';
import { freeUsedCode } from './freeUsedCode';
import { resetInput } from './schemas';

export const resetMembershipCode = onCall(
  CALLABLE_OPTIONS,
  keyed(CALLABLES.resetMembershipCode, requireAdmin, async (request, uid): Promise<ResetCodeResult> => {
    const { code }: ResetCodeRequest = parseInput(resetInput, request.data);
    const formerHolder = await freeUsedCode(db, uid, code);
    logger.info('resetMembershipCode', { uid, code, formerHolder });
    return { code };
  }),
);
