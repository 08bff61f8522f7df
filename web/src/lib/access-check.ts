/**
 * Issue 9 §1, the session's check after a refused request (lib/session.tsx loads this module on the
 * first refusal, so it and the portal's messages are not part of the first download): did staff
 * take the role away? A refusal can also be an ordinary one (a record members may not read), so
 * the account's current role decides: a fresh token either cannot be had (revoked) or carries
 * another role than the session believed.
 */
import type { User } from 'firebase/auth';
import { MESSAGES } from '@common/messages';
import type { Role } from '@common/roles';

/** Sign-in refused for good (production: revoked refresh tokens), unlike a dropped connection. */
const SIGN_IN_ENDED = new Set(['auth/user-token-expired', 'auth/user-disabled', 'auth/user-not-found', 'auth/invalid-user-token']);

/** What the sign-in screen says after the access changed. */
export const ACCESS_CHANGED_NOTICE = MESSAGES.accessChanged;

export async function accessChanged(user: User | null, believed: Role, readRole: (user: User) => Promise<Role | null>): Promise<boolean> {
  if (!user) return false;
  try {
    await user.getIdToken(true);
  } catch (error) {
    return SIGN_IN_ENDED.has((error as { code?: string } | null)?.code ?? '');
  }
  return (await readRole(user)) !== believed;
}
