import type { User } from 'firebase/auth';
import { httpsCallable } from 'firebase/functions';
import { CALLABLES, type ClaimOwnerRoleResult } from '@common/callable-contracts';
import { ROLE_CLAIM, type Role } from '@common/roles';
import { getAppFunctions } from '@/lib/firebase/functions';
import { toRole } from '@/lib/session';

/** Grants the admin claim when the account's verified e-mail is a configured owner. */
export async function claimOwnerRole(): Promise<Role | null> {
  const callable = httpsCallable<void, ClaimOwnerRoleResult>(getAppFunctions(), CALLABLES.claimOwnerRole);
  const { data } = await callable();
  return toRole(data?.role);
}

/**
 * Runs once after each password sign-in. A failure never blocks the sign-in: the person keeps
 * the role their token already has.
 */
export async function syncOwnerRole(user: User, refreshClaims: () => Promise<unknown>): Promise<void> {
  try {
    const granted = await claimOwnerRole();
    const { claims } = await user.getIdTokenResult();
    if (granted !== toRole(claims[ROLE_CLAIM])) await refreshClaims();
  } catch (error) {
    console.warn('claimOwnerRole failed; continuing with the current role', error);
  }
}
