/**
 * claimOwnerRole() -> { role }: the web app calls it after each password sign-in. An owner
 * (ownerEmails.ts: by account id, or by an e-mail address that is verified, in the account and in
 * the caller's token) becomes admin, recorded once in the audit trail; anyone else just learns their
 * current role. Unverified addresses never qualify: anyone can sign up with any address.
 * It also brings the profile's copy of the e-mail address up to date after the person changed it
 * on My Account (Firebase changes it when the link is opened, not the profile).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@common/collections';
import { AUDIT_ACTIONS } from '@common/audit';
import type { ClaimOwnerRoleResult } from '@common/callable-contracts';
import { auth, db } from '../admin';
import { changeRole } from '../members/changeRole';
import { CALLABLE_OPTIONS, parseInput, requireUid } from '../shared/callable';
import { roleOf } from './grant';
import { isOwner, OWNER_EMAILS, OWNER_UIDS } from './ownerEmails';
import { claimOwnerRoleInput } from './schemas';

async function followEmailChange(uid: string, email: string | undefined): Promise<void> {
  if (!email) return;
  const profile = db.collection(COLLECTIONS.users).doc(uid);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(profile);
    if (snap.exists && snap.get('email') !== email) tx.update(profile, { email, updated_at: FieldValue.serverTimestamp() });
  });
}

export const claimOwnerRole = onCall(CALLABLE_OPTIONS, async (request): Promise<ClaimOwnerRoleResult> => {
  const uid = requireUid(request);
  parseInput(claimOwnerRoleInput, request.data);
  const user = await auth.getUser(uid);
  await followEmailChange(uid, user.email);
  const current = roleOf(user);
  const verifiedToken = request.auth?.token.email_verified === true;
  const owner = verifiedToken && isOwner(user, { uids: OWNER_UIDS.value(), emails: OWNER_EMAILS.value() });
  if (!owner || current === 'admin') return { role: current };
  return { role: await changeRole(auth, db, { actorUid: uid, targetUid: uid, next: 'admin', action: AUDIT_ACTIONS.adminGranted }) };
});
