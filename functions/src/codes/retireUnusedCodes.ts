/**
 * retireUnusedCodes() -> { retired }: when codes may have leaked, an admin retires
 * every unused code at once; a retired code can never be redeemed (recordRedemption.ts) and the
 * screen shows it as Retired. Each write is guarded by the update time read, so a code redeemed
 * meanwhile makes the round fail and re-read (it is then used, not retired). One audit entry, in
 * the commit of the last chunk (a commit holds at most 500 writes).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { AUDIT_ACTIONS } from '@common/audit';
import { CALLABLES, type RetireCodesResult } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { MESSAGES } from '@common/messages';
import { db } from '../admin';
import { recordAudit } from '../audit/recordAudit';
import { requireSensitiveAdmin } from '../roles/requireAdmin';
import { CALLABLE_OPTIONS, parseInput } from '../shared/callable';
import { retryOnConflict } from '../shared/guardedWrites';
import { keyed } from '../shared/idempotency';
import { noInput } from '../shared/schemas';

const CHUNK = 400;

export const retireUnusedCodes = onCall(
  CALLABLE_OPTIONS,
  keyed(CALLABLES.retireUnusedCodes, requireSensitiveAdmin, async (request, uid): Promise<RetireCodesResult> => {
    parseInput(noInput, request.data);
    try {
      let retired = 0;
      // Each round retires up to CHUNK codes; the last round (fewer than CHUNK left) also records the action.
      for (;;) {
        const done = await retryOnConflict(async () => {
          const unused = await db.collection(COLLECTIONS.membershipCodes).where('is_used', '==', false).get();
          const live = unused.docs.filter((doc) => !doc.get('retired_at')).slice(0, CHUNK);
          const batch = db.batch();
          for (const doc of live) batch.update(doc.ref, { retired_at: FieldValue.serverTimestamp() }, { lastUpdateTime: doc.updateTime });
          const last = live.length < CHUNK;
          if (last) {
            recordAudit(db, batch, {
              actor_uid: uid,
              action: AUDIT_ACTIONS.codesRetired,
              target_kind: COLLECTIONS.membershipCodes,
              target_id: '',
              detail: `${retired + live.length} unused codes`,
            });
          }
          await batch.commit();
          retired += live.length;
          return last;
        });
        if (done) break;
      }
      logger.info('retireUnusedCodes', { uid, retired });
      return { retired };
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.error('retireUnusedCodes failed', { uid, error: String(error) });
      throw new HttpsError('internal', MESSAGES.retireFailed);
    }
  }),
);
