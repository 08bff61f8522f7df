/**
 * endOtherSessions() -> { notBefore }: after a password change, the person's other signed-in
 * browsers are signed out by the same per-account cut-off that taking a role away
 * uses (roles/revocation.ts): the rules and callables refuse any token from a sign-in before it. The
 * cut-off is this session's own sign-in time, so this session stays signed in; the web app
 * re-authenticates just before calling, and an older sign-in is refused (recentSignIn.ts).
 * Refresh tokens are not revoked: that would end this session too.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import type { EndOtherSessionsResult } from '@common/callable-contracts';
import type { AccessCutoffDoc } from '@common/documents';
import { db } from '../admin';
import { noInput } from '../shared/schemas';
import { cutoffRef, requireCurrentSignIn } from '../roles/revocation';
import { CALLABLE_OPTIONS, parseInput, requireUid } from '../shared/callable';
import { requireRecentSignIn } from './recentSignIn';

export const endOtherSessions = onCall(CALLABLE_OPTIONS, async (request): Promise<EndOtherSessionsResult> => {
  const uid = requireUid(request);
  parseInput(noInput, request.data);
  await requireCurrentSignIn(db, request);
  const authTime = requireRecentSignIn(request);
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
