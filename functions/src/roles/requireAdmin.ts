/**
 * The admin check of the admin callables: signed in (else `unauthenticated`), the token comes from
 * a sign-in after the account's last removal (revocation.ts), the account's role claim is admin,
 * and the sign-in was completed with the second factor (else `permission-denied`). The claim is
 * read from the account itself, not the ID token, so an admin removed a minute ago cannot use a
 * token that still says admin. A staff token from a password alone is a member's
 * (docs/decisions/0034-staff-second-factor-and-device-copies.md), as in the rules.
 */
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { SENSITIVE_ACTION_SECONDS } from '@common/accounts';
import type { RecentSecondFactorErrorDetails } from '@common/callable-contracts';
import { MESSAGES } from '@common/messages';
import { auth, db } from '../admin';
import { requireUid } from '../shared/callable';
import { hookedNow } from '../shared/testHooks';
import { roleOf } from './grant';
import { requireCurrentSignIn } from './revocation';

/** Returns the admin's uid. */
export async function requireAdmin(request: CallableRequest<unknown>): Promise<string> {
  const uid = requireUid(request);
  const [user] = await Promise.all([auth.getUser(uid), requireCurrentSignIn(db, request)]);
  if (roleOf(user) !== 'admin') {
    throw new HttpsError('permission-denied', MESSAGES.adminRequired);
  }
  if (!signedInWithSecondFactor(request.auth?.token)) {
    throw new HttpsError('permission-denied', MESSAGES.secondFactorRequired);
  }
  return uid;
}

/**
 * The admin check of the sensitive staff actions (role changes, removing a membership, retiring the
 * unused codes, resetting a second factor): requireAdmin, and the sign-in with the second factor was
 * completed within SENSITIVE_ACTION_SECONDS (the token's auth_time; a re-authentication with the
 * password and code renews it), so a stolen session or an unattended browser cannot do them however
 * long it lives. Older: failed-precondition with RecentSecondFactorErrorDetails, which the web app
 * answers by asking for the password and code again. Returns the admin's uid.
 */
export async function requireSensitiveAdmin(request: CallableRequest<unknown>): Promise<string> {
  const uid = await requireAdmin(request);
  const authTime = request.auth?.token.auth_time;
  const nowSeconds = (await hookedNow(db)) / 1000;
  if (typeof authTime !== 'number' || nowSeconds - authTime > SENSITIVE_ACTION_SECONDS) {
    const details: RecentSecondFactorErrorDetails = { reason: 'recent-second-factor' };
    throw new HttpsError('failed-precondition', MESSAGES.recentSecondFactorRequired, details);
  }
  return uid;
}

/**
 * Whether the token comes from a sign-in completed with a second factor: the Auth service names the
 * factor in firebase.sign_in_second_factor (kept when the token is refreshed).
 */
export function signedInWithSecondFactor(token: Pick<DecodedIdToken, 'firebase'> | undefined): boolean {
  return typeof token?.firebase?.sign_in_second_factor === 'string' && token.firebase.sign_in_second_factor !== '';
}

/** Role changes need the caller's own address verified: checked in the ID token. */
export function requireVerifiedCaller(request: CallableRequest<unknown>): void {
  if (request.auth?.token.email_verified !== true) {
    throw new HttpsError('permission-denied', MESSAGES.callerEmailUnverified);
  }
}
