/**
 * updateMyName({ name }) -> { name }: the signed-in person changes their own full name.
 * Auth's display name is what the portal shows (the welcome banner, staff lists read Auth), so it
 * is written first; the profile (users/{uid}, written only by the backend) follows in the same call.
 * A session from before an access cut-off is refused like everywhere else.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import type { UpdateMyNameRequest, UpdateMyNameResult } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { auth, db } from '../admin';
import { requireCurrentSignIn } from '../roles/revocation';
import { CALLABLE_OPTIONS, parseInput, requireUid } from '../shared/callable';
import { updateMyNameInput } from './schemas';

export const updateMyName = onCall(CALLABLE_OPTIONS, async (request): Promise<UpdateMyNameResult> => {
  const uid = requireUid(request);
  const { name }: UpdateMyNameRequest = parseInput(updateMyNameInput, request.data);
  await requireCurrentSignIn(db, request);
  await auth.updateUser(uid, { displayName: name });
  const profile = db.collection(COLLECTIONS.users).doc(uid);
  await db.runTransaction(async (tx) => {
    // Only members have a profile; an account without one keeps just the display name.
    if ((await tx.get(profile)).exists) tx.update(profile, { name, updated_at: FieldValue.serverTimestamp() });
  });
  return { name };
});
