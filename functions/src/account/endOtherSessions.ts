/**
 * endOtherSessions() -> { notBefore }: after a password change, the person's other signed-in
 * browsers are signed out (docs/decisions/0003-accounts.md) by the same per-account cut-off that
 * taking a role away uses (roles/revocation.ts): the rules and callables refuse any token from a
 * sign-in before it. The cut-off is this session's own sign-in time, so this session stays signed
 * in; the web app re-authenticates just before calling, and an older sign-in is refused
 * (recentSignIn.ts). Refresh tokens are not revoked: that would end this session too.
 *
 * A password change takes nothing away: the cut-off keeps its `removed_at` (the last removal, if
 * any), so nothing reads the change as a removal (membership/recordRedemption.ts `heldBy`).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import type { EndOtherSessionsResult } from '@common/callable-contracts';
import type { AccessCutoffDoc } from '@common/documents';
import { db } from '../admin';
import { noInput } from '../shared/schemas';
import { cutoffRef, lastRemoval, requireCurrentSignIn } from '../roles/revocation';
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
    // Merged: a removal's other fields (provisional, expire_at) stay as they are.
    const doc: Pick<AccessCutoffDoc, 'not_before' | 'removed_at' | 'updated_at'> = {
      not_before: next,
      removed_at: lastRemoval(current),
      updated_at: FieldValue.serverTimestamp(),
    };
    tx.set(ref, doc, { merge: true });
    return next;
  });
  return { notBefore };
});
