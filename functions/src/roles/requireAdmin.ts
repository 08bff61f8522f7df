/**
 * The admin check of the admin callables: signed in (else `unauthenticated`), and the account's
 * role claim is admin (else `permission-denied`), as setAdminRole checks it. The claim is read from
 * the account itself, not the ID token, so an admin removed a minute ago cannot use a token that
 * still says admin.
 */
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { MESSAGES } from '@common/messages';
import { auth } from '../admin';
import { requireUid } from '../shared/callable';
import { roleOf } from './grant';

/** Returns the admin's uid. */
export async function requireAdmin(request: CallableRequest<unknown>): Promise<string> {
  const uid = requireUid(request);
  if (roleOf(await auth.getUser(uid)) !== 'admin') {
    throw new HttpsError('permission-denied', MESSAGES.adminRequired);
  }
  return uid;
}
