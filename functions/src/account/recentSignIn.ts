/** The account changes that ask for a fresh sign-in (signing out other browsers, deleting the account). */
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { RECENT_SIGN_IN_SECONDS } from '@common/accounts';
import { MESSAGES } from '@common/messages';

/** The caller's sign-in time (seconds), refused when older than RECENT_SIGN_IN_SECONDS. */
export function requireRecentSignIn(request: CallableRequest<unknown>): number {
  const authTime = request.auth?.token.auth_time;
  if (typeof authTime !== 'number' || Date.now() / 1000 - authTime > RECENT_SIGN_IN_SECONDS) {
    throw new HttpsError('failed-precondition', MESSAGES.recentSignInRequired);
  }
  return authTime;
}
