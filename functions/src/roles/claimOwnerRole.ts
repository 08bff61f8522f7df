/**
 * claimOwnerRole() -> { role }: the web app calls it after each password sign-in. An account whose
 * VERIFIED e-mail is in OWNER_EMAILS becomes admin; anyone else just learns their current role.
 * Unverified addresses never qualify: anyone can sign up with any address before it is verified.
 */
import { onCall } from 'firebase-functions/v2/https';
import type { ClaimOwnerRoleResult } from '@common/callable-contracts';
import { auth, db } from '../admin';
import { parseInput, REGION, requireUid } from '../shared/callable';
import { applyRole, roleOf } from './grant';
import { OWNER_EMAILS, ownerEmails } from './ownerEmails';
import { claimOwnerRoleInput } from './schemas';

export const claimOwnerRole = onCall({ region: REGION }, async (request): Promise<ClaimOwnerRoleResult> => {
  const uid = requireUid(request);
  parseInput(claimOwnerRoleInput, request.data);
  const user = await auth.getUser(uid);
  const current = roleOf(user);
  const isOwner = !!user.email && user.emailVerified && ownerEmails(OWNER_EMAILS.value()).has(user.email.toLowerCase());
  if (!isOwner || current === 'admin') return { role: current };
  return { role: await applyRole(auth, db, uid, 'admin') };
});
