/**
 * The one path of every staff role change (make admin, remove admin, remove membership), in this
 * order:
 * 1. One transaction: the refusals (the last admin), the profile, exactly one audit entry and, when
 *    power is taken away, a provisional cut-off (tokens from before it are refused at once).
 * 2. The claim.
 * 3. When power is taken away: the final cut-off, rounded up to the next second after the claim
 *    changed, so a token that passes it carries the new claim; then the refresh tokens are revoked.
 * Each step is idempotent: a retry after a partial failure completes it (a provisional cut-off
 * says step 3 is still owed), and a retry after success records nothing (the entry is written only
 * when the profile's role changes).
 */
import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';
import type { AuditAction } from '@common/audit';
import { COLLECTIONS } from '@common/collections';
import type { AccessCutoffDoc } from '@common/documents';
import { MESSAGES } from '@common/messages';
import type { Role } from '@common/roles';
import { recordAudit } from '../audit/recordAudit';
import { findUserByUid, replaceRoleClaim, roleOf } from '../roles/grant';
import { cutoffRef, isProvisional, settleRemovalCutoff, writeProvisionalCutoff } from '../roles/revocation';

export interface RoleChange {
  /** Who acts; null for `npm run admin:grant` (an operator at a terminal, not an account). */
  actorUid: string | null;
  targetUid: string;
  /** The role the account ends with; null takes membership away. */
  next: Role | null;
  action: AuditAction;
}

/** Rank of a role: a change to a lower rank takes power away and revokes the account's sign-ins. */
const RANK = { none: 0, member: 1, admin: 2 } as const;
const rank = (role: Role | null) => RANK[role ?? 'none'];

export async function findAccount(auth: Auth, uid: string): Promise<UserRecord> {
  const user = await findUserByUid(auth, uid);
  if (!user) throw new HttpsError('not-found', MESSAGES.accountIdNotFound);
  return user;
}

/** Applies the change; returns the role the account now has. */
export async function changeRole(auth: Auth, db: Firestore, change: RoleChange): Promise<Role | null> {
  const target = await findAccount(auth, change.targetUid);
  const claimBefore = roleOf(target);
  const profileRef = db.collection(COLLECTIONS.users).doc(target.uid);
  const takesAway = await db.runTransaction(async (tx) => {
    const [profile, cutoff] = await Promise.all([tx.get(profileRef), tx.get(cutoffRef(db, target.uid))]);
    const previous = profile.exists ? ((profile.get('role') as Role | null) ?? null) : claimBefore;
    // Power is taken away if the profile or the claim (they can differ after a failed try) held more.
    const lower = rank(change.next) < Math.max(rank(previous), rank(claimBefore));
    const changes = previous !== change.next; // unchanged: recorded already (a retry)
    if (changes && previous === 'admin' && change.next !== 'admin') await refuseLastAdmin(db, tx, target.uid); // reads before writes
    const stored = cutoff.data() as Partial<AccessCutoffDoc> | undefined;
    if (lower) writeProvisionalCutoff(db, tx, target.uid, stored);
    if (changes) {
      writeProfile(tx, profile, target, change.next);
      recordAudit(db, tx, { actor_uid: change.actorUid, action: change.action, target_kind: COLLECTIONS.users, target_id: target.uid, detail: target.email ?? '' });
    }
    return lower || isProvisional(stored);
  });
  // After the commit, so a refusal changes nothing; always, so a retry repairs a claim an earlier
  // try failed to set.
  await replaceRoleClaim(auth, target, change.next);
  if (takesAway) {
    await settleRemovalCutoff(db, target.uid);
    await auth.revokeRefreshTokens(target.uid);
  }
  return change.next;
}

/**
 * Someone must stay in charge: refuses when no other admin would be left. Admins are counted by
 * their profiles, which every grant path (callables, admin:grant, claimOwnerRole, seed) writes; read
 * in the transaction, so two admins removing each other at once cannot both succeed (an account
 * deleting itself reads outside one: `tx` null).
 */
export async function refuseLastAdmin(db: Firestore, tx: Transaction | null, uid: string, message: string = MESSAGES.lastAdmin): Promise<void> {
  const query = db.collection(COLLECTIONS.users).where('role', '==', 'admin').limit(2);
  const admins = await (tx ? tx.get(query) : query.get());
  if (!admins.docs.some((doc) => doc.id !== uid)) throw new HttpsError('failed-precondition', message);
}

/** The profile keeps member_since and membership_code: the code stays used (it is history). */
function writeProfile(tx: Transaction, profile: DocumentSnapshot, user: UserRecord, role: Role | null): void {
  tx.set(
    profile.ref,
    {
      email: user.email ?? '',
      name: user.displayName ?? '',
      role,
      updated_at: FieldValue.serverTimestamp(),
      ...(profile.exists ? {} : { membership_code: null, member_since: role ? FieldValue.serverTimestamp() : null }),
    },
    { merge: true },
  );
}
