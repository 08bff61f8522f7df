/**
 * Recovery of a lost phone (docs/security.md, "Second factor"): every enrolled second factor of the
 * account is removed, then its sign-ins end (the access cut-off, roles/revocation.ts, from the next
 * second; refresh tokens revoked) and one audit entry is written with the cut-off. A staff member then
 * enrolls again at the next sign-in, before any staff screen. Shared by the resetSecondFactor callable
 * and `npm run admin:grant -- --reset-mfa`, so it takes the Auth and Firestore instances.
 *
 * The factors go first: a sign-in that still used one is cut off by the cut-off written after. A
 * retry after a partial failure finds no factor left and still writes the cut-off and the entry.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { AUDIT_ACTIONS } from '@common/audit';
import { COLLECTIONS } from '@common/collections';
import type { AccessCutoffDoc } from '@common/documents';
import { recordAudit } from '../audit/recordAudit';
import { cutoffRef, cutoffSeconds, lastRemoval } from '../roles/revocation';
import { findAccount } from './changeRole';

export interface SecondFactorReset {
  /** Who acts; null for `npm run admin:grant` (an operator at a terminal, not an account). */
  actorUid: string | null;
  targetUid: string;
}

/** Resets the account's second factor; returns how many enrolled factors were removed. */
export async function resetSecondFactorOf(auth: Auth, db: Firestore, reset: SecondFactorReset): Promise<number> {
  const target = await findAccount(auth, reset.targetUid);
  const removed = target.multiFactor?.enrolledFactors.length ?? 0;
  if (removed > 0) await auth.updateUser(target.uid, { multiFactor: { enrolledFactors: null } });
  const ref = cutoffRef(db, target.uid);
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as Partial<AccessCutoffDoc> | undefined;
    // Never move a cut-off back; it takes no role away, so the last removal stays what it was.
    const notBefore = Math.max(cutoffSeconds(Date.now()), typeof current?.not_before === 'number' ? current.not_before : 0);
    const doc: Pick<AccessCutoffDoc, 'not_before' | 'removed_at' | 'updated_at'> = {
      not_before: notBefore,
      removed_at: lastRemoval(current),
      updated_at: FieldValue.serverTimestamp(),
    };
    tx.set(ref, doc, { merge: true });
    recordAudit(db, tx, {
      actor_uid: reset.actorUid,
      action: AUDIT_ACTIONS.secondFactorReset,
      target_kind: COLLECTIONS.users,
      target_id: target.uid,
      detail: `${target.email ?? ''} (${removed} ${removed === 1 ? 'factor' : 'factors'} removed)`,
    });
  });
  await auth.revokeRefreshTokens(target.uid);
  return removed;
}
