/**
 * generateMembershipCodes({ count, invitee_email?, expires_at? }) -> { codes } (DECISIONS.md §2).
 *
 * 1. The caller is an admin, and the input passes its schema (count GENERATE_MIN..GENERATE_MAX);
 *    otherwise refuse and write nothing.
 * 2. Read which codes exist; if fewer of CODE_MIN..CODE_MAX are free than asked for, refuse with
 *    `resource-exhausted` saying how many are free, and write nothing.
 * 3. Draw `count` free codes with a cryptographic random source and create them in one atomic batch
 *    of create() writes (each fails if the document exists by now). A concurrent generation that
 *    took one of them makes the whole batch fail; then read again and draw again
 *    (shared/guardedWrites.ts). Two generations can never hand out the same code.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { GenerateCodesExhaustedDetails, GenerateCodesRequest, GenerateCodesResult } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { unusedCodeDoc } from '@common/membership';
import { codesExhaustedMessage, MESSAGES } from '@common/messages';
import { db } from '../admin';
import { requireAdmin } from '../roles/requireAdmin';
import { parseInput, REGION } from '../shared/callable';
import { retryOnConflict } from '../shared/guardedWrites';
import { drawCodes, freeCodes } from './freeCodes';
import { generateInput } from './schemas';

/** Rounds of read-draw-create before giving up; each lost round means another generation won one. */
const MAX_ROUNDS = 50;

export const generateMembershipCodes = onCall({ region: REGION }, async (request): Promise<GenerateCodesResult> => {
  const uid = await requireAdmin(request);
  const { count, invitee_email, expires_at }: GenerateCodesRequest = parseInput(generateInput, request.data);
  const codesRef = db.collection(COLLECTIONS.membershipCodes);

  try {
    const codes = await retryOnConflict(
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
        await batch.commit();
        return drawn;
      },
      { maxAttempts: MAX_ROUNDS },
    );
    logger.info('generateMembershipCodes', { uid, count, invitee: !!invitee_email, expires_at: expires_at ?? null });
    return { codes };
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    logger.error('generateMembershipCodes failed', { uid, count, error: String(error) });
    throw new HttpsError('internal', MESSAGES.generateFailed);
  }
});
