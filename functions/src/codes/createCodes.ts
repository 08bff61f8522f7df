/**
 * The Firestore part of generateMembershipCodes (see there): read which codes exist, draw free ones,
 * create them and the audit entry in one batch. Takes the Firestore instance so a unit test can make
 * it fail.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { AUDIT_ACTIONS } from '@common/audit';
import type { GenerateCodesExhaustedDetails } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { unusedCodeDoc } from '@common/membership';
import { codesExhaustedMessage, MESSAGES } from '@common/messages';
import { recordAudit } from '../audit/recordAudit';
import { retryOnConflict } from '../shared/guardedWrites';
import { drawCodes, freeCodes } from './freeCodes';
import type { GenerateInput } from './schemas';

/** Rounds of read-draw-create before giving up; each lost round means another generation won one. */
const MAX_ROUNDS = 50;

export async function createCodes(db: Firestore, uid: string, { count, invitee_email, expires_at }: GenerateInput): Promise<string[]> {
  const codesRef = db.collection(COLLECTIONS.membershipCodes);
  try {
    return await retryOnConflict(
      async () => {
        // Ids only: at most 9,000 small entries.
        const existing = new Set((await codesRef.select().get()).docs.map((doc) => doc.id));
        const free = freeCodes(existing);
        // resource-exhausted, not failed-precondition: retryOnConflict retries the latter as a write conflict.
        if (free.length < count) {
          const details: GenerateCodesExhaustedDetails = { free: free.length };
          throw new HttpsError('resource-exhausted', codesExhaustedMessage(free.length), details);
        }
        const drawn = drawCodes(free, count);
        const batch = db.batch();
        for (const code of drawn) {
          const doc = unusedCodeDoc<Timestamp | FieldValue>(code, FieldValue.serverTimestamp(), {
            invitee_email,
            expires_at: expires_at == null ? null : Timestamp.fromMillis(expires_at),
          });
          batch.create(codesRef.doc(code), doc);
        }
        const limits = [invitee_email ? `for ${invitee_email}` : '', expires_at == null ? '' : `expiring ${new Date(expires_at).toISOString()}`].filter(Boolean);
        recordAudit(db, batch, {
          actor_uid: uid,
          action: AUDIT_ACTIONS.codesGenerated,
          target_kind: COLLECTIONS.membershipCodes,
          target_id: '',
          detail: [`${drawn.length} codes`, ...limits].join(', '),
        });
        await batch.commit();
        return drawn;
      },
      { maxAttempts: MAX_ROUNDS },
    );
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    logger.error('generateMembershipCodes failed', { uid, count, error: String(error) });
    throw new HttpsError('internal', MESSAGES.generateException);
  }
}
