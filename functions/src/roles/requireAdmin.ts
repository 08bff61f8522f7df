/**
 * The admin check of the admin callables: signed in (else `unauthenticated`), the token comes from
 * a sign-in after the account's last removal (revocation.ts), and the account's role claim is admin
 * (else `permission-denied`). The claim is read from the account itself, not the ID token, so an
 * admin removed a minute ago cannot use a token that still says admin.
 */
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { MESSAGES } from '@common/messages';
import { auth, db } from '../admin';
import { requireUid } from '../shared/callable';
import { roleOf } from './grant';
import { requireCurrentSignIn } from './revocation';

/** Returns the admin's uid. */
export async function requireAdmin(request: CallableRequest<unknown>): Promise<string> {
  const uid = requireUid(request);
  const [user] = await Promise.all([auth.getUser(uid), requireCurrentSignIn(db, request)]);
  if (roleOf(user) !== 'admin') {
    throw new HttpsError('permission-denied', MESSAGES.adminRequired);
  }
  return uid;
}

/** Role changes need the caller's own address verified: checked in the ID token. */
export function requireVerifiedCaller(request: CallableRequest<unknown>): void {
  if (request.auth?.token.email_verified !== true) {
    throw new HttpsError('permission-denied', MESSAGES.callerEmailUnverified);
  }
}
