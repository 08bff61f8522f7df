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

/**
 * An account with a verified address, the role claim and the profile a redemption or grant writes
 * (staff with an SMS second factor unless `secondFactor` is false: createUser).
 */
export async function createStaffed(
  role: Role,
  options: { emailVerified?: boolean; membershipCode?: string | null; secondFactor?: boolean } = {},
): Promise<TestUser> {
  const user = await createUser({ role, emailVerified: options.emailVerified ?? true, secondFactor: options.secondFactor });
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

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Waits (on the clock, not a fixed sleep) until the whole second `seconds` since the epoch has come. */
export async function untilSecond(seconds: number): Promise<void> {
  while (Math.floor(Date.now() / 1000) < seconds) await tick();
}

/**
 * Waits until the second after the client's sign-in: for a test that must see a session refused
 * by a cut-off whatever the rounding, the removal then falls in a later second than the sign-in.
 */
export async function afterSignInSecond(client: SignedInClient): Promise<void> {
  await untilSecond(Number((await client.user.getIdTokenResult()).claims.auth_time) + 1);
}

/**
 * Waits until the account's cut-off second has come: a sign-in from then on is after the cut-off
 * (one in the same second as the removal is refused, as it may have come before it).
 */
export async function afterCutoffOf(uid: string): Promise<void> {
  const cutoff = await cutoffOf(uid);
  if (cutoff) await untilSecond(cutoff.not_before);
}

/**
 * Waits until the clock is in the first tenth of a second, so that a sign-in and a role change
 * right after it most likely fall in the same second (where rounding decides).
 */
export async function earlyInASecond(): Promise<void> {
  while (Date.now() % 1000 >= 100) await tick();
}

/** Auth's last sign-in time as listMembers reports it (the Auth emulator sets it at creation too). */
export async function lastSignInOf(uid: string): Promise<number | null> {
  const time = (await adminAuth().getUser(uid)).metadata.lastSignInTime;
  return time ? Date.parse(time) : null;
}
