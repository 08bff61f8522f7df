/**
 * The session's check after a refused request (lib/session.tsx loads this module on the
 * first refusal, so it and the portal's messages are not part of the first download): did staff
 * take the role away, or did a password change elsewhere end this session? A refusal can also be
 * an ordinary one (a record members may not read), so the account decides: a fresh token either
 * cannot be had (revoked), carries another role than the session believed, or comes from a sign-in
 * before the account's access cut-off.
 */
import type { User } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@common/collections';
import type { AccessCutoffDoc } from '@common/documents';
import { MESSAGES } from '@common/messages';
import type { Role } from '@common/roles';
import { getDb } from './firebase/firestore';

/** Sign-in refused for good (production: revoked refresh tokens), unlike a dropped connection. */
const SIGN_IN_ENDED = new Set(['auth/user-token-expired', 'auth/user-disabled', 'auth/user-not-found', 'auth/invalid-user-token']);

/** What the sign-in screen says after the access changed. */
export const ACCESS_CHANGED_NOTICE = MESSAGES.accessChanged;

/**
 * The account's access cut-off (whole seconds), which its owner may read even from a session it
 * ended (firestore.rules): a password change ends the other sessions by it, with the role unchanged.
 */
export async function readCutoff(uid: string): Promise<number | null> {
  const snap = await getDoc(doc(getDb(), COLLECTIONS.accessCutoffs, uid));
  const notBefore = (snap.data() as Partial<AccessCutoffDoc> | undefined)?.not_before;
  return typeof notBefore === 'number' ? notBefore : null;
}

export async function accessChanged(
  user: User | null,
  believed: Role,
  readRole: (user: User) => Promise<Role | null>,
  cutoffOf: (uid: string) => Promise<number | null> = readCutoff,
): Promise<boolean> {
  if (!user) return false;
  // This session's sign-in time, from the token that was refused. (The Auth emulator stamps a
  // refreshed token with the account's latest sign-in anywhere; Firebase keeps the session's own.)
  const signedInAt = Number((await user.getIdTokenResult()).claims.auth_time);
  try {
    await user.getIdToken(true);
  } catch (error) {
    return SIGN_IN_ENDED.has((error as { code?: string } | null)?.code ?? '');
  }
  if ((await readRole(user)) !== believed) return true;
  // Same role: the session may still have been ended by a cut-off after its sign-in.
  const cutoff = await cutoffOf(user.uid);
  return cutoff !== null && signedInAt < cutoff;
}
