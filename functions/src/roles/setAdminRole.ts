/**
 * setAdminRole({ uid, admin }) -> { uid, role }: an admin with a verified e-mail grants or removes
 * the admin role of an account (their own too, unless they are the last admin). Granting needs the
 * target's e-mail verified and signs nobody out; removing leaves a member and revokes the account's
 * sign-ins (members/changeRole.ts). Each change records one audit entry.
 */
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { AUDIT_ACTIONS } from '@common/audit';
import { CALLABLES, type SetAdminRoleRequest, type SetAdminRoleResult } from '@common/callable-contracts';
import { MESSAGES } from '@common/messages';
import { auth, db } from '../admin';
import { changeRole, findAccount } from '../members/changeRole';
import { CALLABLE_OPTIONS, parseInput } from '../shared/callable';
import { keyed } from '../shared/idempotency';
import { roleOf } from './grant';
import { requireSensitiveAdmin, requireVerifiedCaller } from './requireAdmin';
import { setAdminRoleInput } from './schemas';

/** An admin whose own e-mail is verified, with a recent second-factor sign-in. */
async function requireVerifiedAdmin(request: CallableRequest<unknown>): Promise<string> {
  const uid = await requireSensitiveAdmin(request);
  requireVerifiedCaller(request);
  return uid;
}

export const setAdminRole = onCall(
  CALLABLE_OPTIONS,
  keyed(CALLABLES.setAdminRole, requireVerifiedAdmin, async (request, actorUid): Promise<SetAdminRoleResult> => {
    const { uid, admin }: SetAdminRoleRequest = parseInput(setAdminRoleInput, request.data);
    const target = await findAccount(auth, uid);
    if (admin) {
      if (!target.emailVerified) throw new HttpsError('failed-precondition', MESSAGES.adminNeedsVerifiedEmail);
      return { uid, role: await changeRole(auth, db, { actorUid, targetUid: uid, next: 'admin', action: AUDIT_ACTIONS.adminGranted }) };
    }
    // Removing admin from someone who is not one changes nothing (and never makes anyone a member).
    if (roleOf(target) !== 'admin') return { uid, role: roleOf(target) };
    return { uid, role: await changeRole(auth, db, { actorUid, targetUid: uid, next: 'member', action: AUDIT_ACTIONS.adminRemoved }) };
  }),
);
