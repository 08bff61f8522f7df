/** The demo accounts (demo-accounts.ts) with their role claims and users/{uid} profiles. */
import { randomUUID } from 'node:crypto';
import type { Auth, PhoneMultiFactorInfo, UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { ROLE_CLAIM, type Role } from '@common/roles';
import { createIfMissing } from '../seed/assets/store';

interface AccountSpec {
  email: string;
  password: string;
  name: string;
}

/**
 * Finds the account by e-mail or creates it; an existing account keeps its password, and is marked
 * verified when asked (never unmarked): the admin's role changes and becoming admin need the demo
 * admin's and the demo member's addresses verified.
 */
export async function ensureAccount(auth: Auth, spec: AccountSpec, emailVerified: boolean): Promise<UserRecord> {
  try {
    const user = await auth.getUserByEmail(spec.email);
    return emailVerified && !user.emailVerified ? await auth.updateUser(user.uid, { emailVerified }) : user;
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
  }
  return auth.createUser({ email: spec.email, password: spec.password, displayName: spec.name, emailVerified });
}

/**
 * Enrolls `phoneNumber` as the account's SMS second factor unless it is enrolled already (other
 * SMS factors are kept): the backend takes a staff token as staff only after a second-factor sign-in.
 */
export async function ensurePhoneFactor(auth: Auth, user: UserRecord, phoneNumber: string): Promise<UserRecord> {
  const phones = (user.multiFactor?.enrolledFactors ?? []).filter((factor): factor is PhoneMultiFactorInfo => factor.factorId === 'phone');
  if (phones.some((factor) => factor.phoneNumber === phoneNumber)) return user;
  const kept = phones.map(({ uid, displayName, factorId, phoneNumber: number }) => ({ uid, displayName, factorId, phoneNumber: number }));
  // An update names each factor: the Auth emulator, unlike createUser, assigns no id to a new one.
  return auth.updateUser(user.uid, { multiFactor: { enrolledFactors: [...kept, { uid: randomUUID(), factorId: 'phone', phoneNumber }] } });
}

/**
 * Gives the account the role claim the rules and the web app read (common/roles.ts), keeping its
 * other claims; a no-op when it has the role already.
 */
export async function ensureRole(auth: Auth, user: UserRecord, role: Role): Promise<UserRecord> {
  if (user.customClaims?.[ROLE_CLAIM] !== role) {
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, [ROLE_CLAIM]: role });
  }
  return auth.getUser(user.uid);
}

/** Creates users/{uid} as a redemption would; an existing profile is left alone. */
export async function ensureProfile(db: Firestore, user: UserRecord, role: Role, membershipCode: string | null): Promise<void> {
  await createIfMissing(db, COLLECTIONS.users, user.uid, {
    email: user.email ?? null,
    name: user.displayName ?? null,
    role,
    membership_code: membershipCode,
    member_since: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  });
}
