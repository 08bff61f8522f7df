/**
 * removeMembership({ uid }) -> { uid, role: null }: an admin takes an account's membership (and any
 * admin role) away. The code it used stays used (it is history), so coming back takes a new code
 * from staff; the account's sign-ins are revoked and the cut-off bites at its next request.
 */
import { onCall } from 'firebase-functions/v2/https';
import { AUDIT_ACTIONS } from '@common/audit';
import { CALLABLES, type RemoveMembershipRequest, type RemoveMembershipResult } from '@common/callable-contracts';
import { auth, db } from '../admin';
import { requireSensitiveAdmin } from '../roles/requireAdmin';
import { CALLABLE_OPTIONS, parseInput } from '../shared/callable';
import { keyed } from '../shared/idempotency';
import { changeRole } from './changeRole';
import { removeMembershipInput } from './schemas';

export const removeMembership = onCall(
  CALLABLE_OPTIONS,
  keyed(CALLABLES.removeMembership, requireSensitiveAdmin, async (request, actorUid): Promise<RemoveMembershipResult> => {
    const { uid }: RemoveMembershipRequest = parseInput(removeMembershipInput, request.data);
    await changeRole(auth, db, { actorUid, targetUid: uid, next: null, action: AUDIT_ACTIONS.membershipRemoved });
    return { uid, role: null };
  }),
);
