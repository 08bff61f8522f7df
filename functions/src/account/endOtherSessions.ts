/**
 * endOtherSessions() -> { notBefore }: after a password change, the person's other signed-in
 * browsers are signed out (issue 11 §1) by the same per-account cut-off that taking a role away
 * uses (roles/revocation.ts): the rules and callables refuse any token from a sign-in before it. The
 * cut-off is this session's own sign-in time, so this session stays signed in; the web app
 * re-authenticates just before calling, and a sign-in older than RECENT_SIGN_IN_SECONDS is refused.
 * Refresh tokens are not revoked: that would end this session too.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { RECENT_SIGN_IN_SECONDS } from '@common/accounts';
import type { EndOtherSessionsResult } from '@common/callable-contracts';
import type { AccessCutoffDoc } from '@common/documents';
import { MESSAGES } from '@common/messages';
import { db } from '../admin';
import { noCodesInput } from '../codes/schemas';
import { cutoffRef, requireCurrentSignIn } from '../roles/revocation';
import { CALLABLE_OPTIONS, parseInput, requireUid } from '../shared/callable';

export const endOtherSessions = onCall(CALLABLE_OPTIONS, async (request): Promise<EndOtherSessionsResult> => {
  const uid = requireUid(request);
  parseInput(noCodesInput, request.data);
  await requireCurrentSignIn(db, request);
  const authTime = request.auth?.token.auth_time;
  if (typeof authTime !== 'number' || Date.now() / 1000 - authTime > RECENT_SIGN_IN_SECONDS) {
    throw new HttpsError('failed-precondition', MESSAGES.recentSignInRequired);
  }
  const ref = cutoffRef(db, uid);
  const notBefore = await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as Partial<AccessCutoffDoc> | undefined;
    // Never move a cut-off back (a removal after this sign-in stays in force: requireCurrentSignIn).
    const next = Math.max(authTime, typeof current?.not_before === 'number' ? current.not_before : 0);
    const doc: AccessCutoffDoc = { not_before: next, updated_at: FieldValue.serverTimestamp() };
    tx.set(ref, doc);
    return next;
  });
  return { notBefore };
});
