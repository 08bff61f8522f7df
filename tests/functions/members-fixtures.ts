/**
 * Accounts and records the role and member function tests share: staff admins as the seed and
 * admin:grant make them (claim, verified address, profile: last-admin checks count profiles), and
 * what a staff action leaves behind (audit entries, cut-offs).
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { AuditAction, AuditEntryDoc } from '@common/audit';
import { COLLECTIONS } from '@common/collections';
import type { AccessCutoffDoc } from '@common/documents';
import type { Role } from '@common/roles';
import { adminAuth, adminDb, createUser, type SignedInClient, type TestUser } from '../../tooling/emulator-clients';

/** An account with a verified address, the role claim and the profile a redemption or grant writes. */
export async function createStaffed(role: Role, options: { emailVerified?: boolean; membershipCode?: string | null } = {}): Promise<TestUser> {
  const user = await createUser({ role, emailVerified: options.emailVerified ?? true });
  await adminDb()
    .collection(COLLECTIONS.users)
    .doc(user.uid)
    .set({
      email: user.email,
      name: user.name,
      role,
      membership_code: options.membershipCode ?? null,
      member_since: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
    });
  return user;
}

/** The account's role claim as Auth holds it now (undefined: none). */
export async function claimOf(uid: string): Promise<unknown> {
  return (await adminAuth().getUser(uid)).customClaims?.role;
}

/** The audit entries about one account (every action of these functions targets a users/{uid}). */
export async function auditEntriesFor(uid: string): Promise<AuditEntryDoc[]> {
  const snap = await adminDb().collection(COLLECTIONS.auditLog).where('target_id', '==', uid).get();
  return snap.docs.map((doc) => doc.data() as AuditEntryDoc);
}

/** The actions recorded about one account, in no particular order. */
export async function auditActionsFor(uid: string): Promise<AuditAction[]> {
  return (await auditEntriesFor(uid)).map((entry) => entry.action);
}

export async function cutoffOf(uid: string): Promise<AccessCutoffDoc | undefined> {
  return (await adminDb().collection(COLLECTIONS.accessCutoffs).doc(uid).get()).data() as AccessCutoffDoc | undefined;
}

/**
 * Waits (on the clock, not a fixed sleep) until the second after the client's sign-in: a cut-off is
 * whole seconds and a sign-in in the cut-off's own second counts as after it, so a removal must
 * fall in a later second for the test to see the old session refused.
 */
export async function afterSignInSecond(client: SignedInClient): Promise<void> {
  const authTime = Number((await client.user.getIdTokenResult()).claims.auth_time);
  while (Math.floor(Date.now() / 1000) <= authTime) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Auth's last sign-in time as listMembers reports it (the Auth emulator sets it at creation too). */
export async function lastSignInOf(uid: string): Promise<number | null> {
  const time = (await adminAuth().getUser(uid)).metadata.lastSignInTime;
  return time ? Date.parse(time) : null;
}
