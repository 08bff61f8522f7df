/**
 * Setting a role: the custom claim that rules and the web app read (DECISIONS.md §1), mirrored in
 * the users/{uid} profile. Shared by the callables, `npm run admin:grant` and the seed, so it takes
 * the Auth and Firestore instances instead of creating its own app.
 *
 * Order and retries: the claim is set first, then the profile. Each step is idempotent, so when the
 * second fails a retry of the whole operation repairs it; a removal never leaves the power behind.
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { ROLE_CLAIM, type Role } from '@common/roles';

/** The account's role claim, or null when it has none (signed up, no code redeemed). */
export function roleOf(user: Pick<UserRecord, 'customClaims'>): Role | null {
  const role = user.customClaims?.[ROLE_CLAIM];
  return role === 'member' || role === 'admin' ? role : null;
}

/**
 * Sets the role claim, keeping the account's other claims. With `keepAdmin`, an admin stays admin
 * (redeeming a code must not demote anyone). Reads the account afresh so it never writes back stale
 * claims. Returns the role the account now has.
 */
export async function setRoleClaim(auth: Auth, uid: string, role: Role, options: { keepAdmin?: boolean } = {}): Promise<Role> {
  const user = await auth.getUser(uid);
  const current = roleOf(user);
  const next: Role = options.keepAdmin && current === 'admin' ? 'admin' : role;
  if (current !== next) {
    await auth.setCustomUserClaims(uid, { ...user.customClaims, [ROLE_CLAIM]: next });
  }
  return next;
}

/**
 * Writes the role into users/{uid}, creating the profile when the account has none yet (an admin
 * who never redeemed a code). `member_since` and `membership_code` of an existing profile stay.
 */
export async function writeProfileRole(db: Firestore, user: UserRecord, role: Role): Promise<void> {
  const ref = db.collection(COLLECTIONS.users).doc(user.uid);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    tx.set(
      ref,
      {
        email: user.email ?? '',
        name: user.displayName ?? '',
        role,
        updated_at: FieldValue.serverTimestamp(),
        ...(snap.get('member_since') ? {} : { member_since: FieldValue.serverTimestamp() }),
        ...(snap.exists && snap.get('membership_code') !== undefined ? {} : { membership_code: null }),
      },
      { merge: true },
    );
  });
}

/** Gives `uid` exactly `role` (claim, then profile). */
export async function applyRole(auth: Auth, db: Firestore, uid: string, role: Role): Promise<Role> {
  await setRoleClaim(auth, uid, role);
  await writeProfileRole(db, await auth.getUser(uid), role);
  return role;
}

export async function findUserByEmail(auth: Auth, email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email.trim());
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** For `npm run admin:grant` and the seed: null when no account uses the e-mail. */
export async function grantAdminByEmail(auth: Auth, db: Firestore, email: string): Promise<UserRecord | null> {
  const user = await findUserByEmail(auth, email);
  if (!user) return null;
  await applyRole(auth, db, user.uid, 'admin');
  return user;
}
