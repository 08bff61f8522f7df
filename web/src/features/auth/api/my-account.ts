/**
 * A person's own account: what the My Account screen reads and changes. Names go
 * through the backend (the profile is written only there); the password is Firebase Auth's, after
 * re-authenticating, and then the other browsers are signed out by the access cut-off.
 */
import { updatePassword, verifyBeforeUpdateEmail } from 'firebase/auth';
import { doc, getDoc, type Timestamp } from 'firebase/firestore/lite';
import { httpsCallable } from 'firebase/functions';
import {
  CALLABLES,
  type DeleteMyAccountResult,
  type EndOtherSessionsResult,
  type MyDataExport,
  type UpdateMyNameRequest,
  type UpdateMyNameResult,
} from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import type { UserProfileDoc } from '@common/documents';
import { getDb } from '@/lib/firebase/firestore';
import { getAppFunctions } from '@/lib/firebase/functions';
import { reauthenticate, signedInUser, type SecondFactorStep } from './reauthenticate';

export interface MyMembership {
  since: Date | null;
  /** The redeemed code's last two digits only, or null for an account that redeemed none. */
  codeEnding: string | null;
}

/** The member's own profile (firestore.rules: only its owner and staff may read it). */
export async function getMyMembership(uid: string): Promise<MyMembership | null> {
  const snap = await getDoc(doc(getDb(), COLLECTIONS.users, uid));
  if (!snap.exists()) return null;
  const profile = snap.data() as Partial<UserProfileDoc<Timestamp>>;
  return {
    since: profile.member_since?.toDate() ?? null,
    codeEnding: profile.membership_code ? profile.membership_code.slice(-2) : null,
  };
}

/** Saves the full name; resolves once this browser's account shows it too. */
export async function updateMyName(name: string): Promise<string> {
  const callable = httpsCallable<UpdateMyNameRequest, UpdateMyNameResult>(getAppFunctions(), CALLABLES.updateMyName);
  const { data } = await callable({ name });
  await signedInUser().reload();
  return data.name;
}

/**
 * Re-authenticates with the current password, sets the new one, and signs the account's other
 * browsers out (endOtherSessions: the cut-off at this fresh sign-in, so this browser stays).
 */
export async function changePassword(currentPassword: string, newPassword: string, secondFactor?: SecondFactorStep): Promise<void> {
  const user = await reauthenticate(currentPassword, secondFactor);
  await updatePassword(user, newPassword);
  await httpsCallable<void, EndOtherSessionsResult>(getAppFunctions(), CALLABLES.endOtherSessions)();
}

/**
 * Firebase's verify-before-update: the address changes only when the link sent to the new address
 * is opened. Whether the address is taken is never told (docs/decisions/0003-accounts.md): that refusal counts as sent.
 */
export async function changeEmail(currentPassword: string, newEmail: string, secondFactor?: SecondFactorStep): Promise<void> {
  const user = await reauthenticate(currentPassword, secondFactor);
  try {
    await verifyBeforeUpdateEmail(user, newEmail);
  } catch (error) {
    if ((error as { code?: string } | null)?.code !== 'auth/email-already-in-use') throw error;
  }
}

/** Everything the portal keeps about the signed-in person, as the JSON file they download. */
export async function myDataFile(): Promise<Blob> {
  const { data } = await httpsCallable<void, MyDataExport>(getAppFunctions(), CALLABLES.exportMyData)();
  return new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
}

/** Re-authenticates, then the backend deletes the account and what belongs to it (deleteMyAccount). */
export async function deleteMyAccount(currentPassword: string, secondFactor?: SecondFactorStep): Promise<void> {
  await reauthenticate(currentPassword, secondFactor);
  await httpsCallable<void, DeleteMyAccountResult>(getAppFunctions(), CALLABLES.deleteMyAccount)();
}
