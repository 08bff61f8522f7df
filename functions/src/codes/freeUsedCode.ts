/**
 * The Firestore part of resetMembershipCode (see there): free the code and record one audit entry
 * in one batch guarded by what was read. Takes the Firestore instance so a unit test can make it fail.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { AUDIT_ACTIONS } from '@common/audit';
import { COLLECTIONS } from '@common/collections';
import type { MembershipCodeDoc } from '@common/documents';
import { codeNotFoundMessage, MESSAGES } from '@common/messages';
import { recordAudit } from '../audit/recordAudit';
import { retryOnConflict } from '../shared/guardedWrites';

const FREED = { is_used: false, assigned_to: null, assigned_user: null, used_at: null } satisfies Partial<MembershipCodeDoc>;

/** Returns who held the code before (null when it was free). */
export async function freeUsedCode(db: Firestore, uid: string, code: string): Promise<string | null> {
  const ref = db.collection(COLLECTIONS.membershipCodes).doc(code);
  try {
    return await retryOnConflict(async () => {
      const snap = await ref.get();
      if (!snap.exists || !snap.updateTime) throw new HttpsError('not-found', codeNotFoundMessage(code));
      const formerHolder = (snap.get('assigned_to') as string | null | undefined) ?? null;
      // Guarded by the update time read: a redemption landing in between makes this fail and re-read.
      const batch = db.batch();
      batch.update(ref, FREED, { lastUpdateTime: snap.updateTime });
      recordAudit(db, batch, {
        actor_uid: uid,
        action: AUDIT_ACTIONS.codeReset,
        target_kind: COLLECTIONS.membershipCodes,
        target_id: code,
        detail: formerHolder ? `freed from account ${formerHolder}` : 'was already free',
      });
      await batch.commit();
      return formerHolder;
    });
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    logger.error('resetMembershipCode failed', { uid, code, error: String(error) });
    throw new HttpsError('internal', MESSAGES.resetException);
  }
}
