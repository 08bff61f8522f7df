/**
 * The role claim that rules and the web app read
 * (docs/decisions/0001-backend-enforces-security.md), mirrored in the users/{uid} profile
 * (members/changeRole.ts writes both for staff changes; redeemMembershipCode for codes). Shared by
 * the callables and `npm run admin:grant`, so it takes the Auth instance instead of creating its
 * own app.
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
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

/** Sets the role claim to exactly `role` (null: no role), keeping the account's other claims. */
export async function replaceRoleClaim(auth: Auth, user: UserRecord, role: Role | null): Promise<void> {
  if (roleOf(user) === role) return;
  const { [ROLE_CLAIM]: _previous, ...others } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, role ? { ...others, [ROLE_CLAIM]: role } : others);
}

/** The account a lookup finds, or null when there is none. */
async function accountOrNull(lookup: Promise<UserRecord>): Promise<UserRecord | null> {
  try {
    return await lookup;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

export function findUserByEmail(auth: Auth, email: string): Promise<UserRecord | null> {
  return accountOrNull(auth.getUserByEmail(email.trim()));
}

export function findUserByUid(auth: Auth, uid: string): Promise<UserRecord | null> {
  return accountOrNull(auth.getUser(uid));
}
