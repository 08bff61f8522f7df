/**
 * What the two recorders share: who may be counted, and how they are declared. They run without App
 * Check: in production App Check loads Google's reCAPTCHA script, and the recorders run on every
 * reading page, which must contact no third party for a count (docs/security.md). What stands in for
 * it: a signed-in member's token, the once-per-day markers and the per-account daily limit.
 */
import { HttpsError, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import { MESSAGES } from '@common/messages';
import { isMemberRole, ROLE_CLAIM } from '@common/roles';
import { db } from '../admin';
import { requireCurrentSignIn } from '../roles/revocation';
import { requireUid } from '../shared/callable';
import { INSIGHTS_KEY } from './key';

export const RECORDER_OPTIONS = { enforceAppCheck: false, secrets: [INSIGHTS_KEY] } as const satisfies CallableOptions;

/** The caller's uid when the token names a member (or staff), signed in after any access cut-off. */
export async function requireMember(request: CallableRequest<unknown>): Promise<string> {
  const uid = requireUid(request);
  if (!isMemberRole(request.auth?.token[ROLE_CLAIM])) throw new HttpsError('permission-denied', MESSAGES.memberRequired);
  await requireCurrentSignIn(db, request);
  return uid;
}
