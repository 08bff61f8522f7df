/**
 * setAdminRole({ uid, admin }) -> { uid, role }: an admin grants or removes the admin role of
 * another account. Removing leaves a member (membership is not taken away). The caller's role is
 * read from the account itself, not only the ID token, so an admin removed a minute ago cannot use
 * a token that still says admin.
 */
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { SetAdminRoleRequest, SetAdminRoleResult } from '@common/callable-contracts';
import { MESSAGES } from '@common/messages';
import { auth, db } from '../admin';
import { parseInput, REGION, requireUid } from '../shared/callable';
import { applyRole, roleOf } from './grant';
import { setAdminRoleInput } from './schemas';

export const setAdminRole = onCall({ region: REGION }, async (request): Promise<SetAdminRoleResult> => {
  const callerUid = requireUid(request);
  if (roleOf(await auth.getUser(callerUid)) !== 'admin') {
    throw new HttpsError('permission-denied', MESSAGES.adminRequired);
  }
  const { uid, admin }: SetAdminRoleRequest = parseInput(setAdminRoleInput, request.data);
  const target = await auth.getUser(uid).catch(() => null);
  if (!target) throw new HttpsError('not-found', MESSAGES.accountIdNotFound);
  if (target.uid === callerUid && !admin) {
    throw new HttpsError('failed-precondition', MESSAGES.cannotRemoveOwnAdmin);
  }
  const role = await applyRole(auth, db, target.uid, admin ? 'admin' : 'member');
  return { uid: target.uid, role };
});
