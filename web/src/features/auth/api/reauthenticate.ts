/**
 * Signing the signed-in account in again with its password: Firebase asks for a recent sign-in
 * before it changes the password, the e-mail address or the second factors, or deletes the account.
 */
import { EmailAuthProvider, reauthenticateWithCredential, type User } from 'firebase/auth';
import { getAppAuth } from '@/lib/firebase/auth';
import { errorCode, SECOND_FACTOR_REQUIRED } from '../errors';

/**
 * The code step of an account with a second factor: opened with Firebase's
 * auth/multi-factor-auth-required, it resolves once the code has finished the re-authentication
 * (second-factor/use-code-step.tsx).
 */
export type SecondFactorStep = (error: unknown) => Promise<void>;

export function signedInUser(): User {
  const user = getAppAuth().currentUser;
  if (!user) throw new Error('No account is signed in');
  return user;
}

/** Signs the account in again with `currentPassword`; an account with a second factor goes on to `secondFactor`. */
export async function reauthenticate(currentPassword: string, secondFactor?: SecondFactorStep): Promise<User> {
  const user = signedInUser();
  if (!user.email) throw new Error('The account has no e-mail address');
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  } catch (error) {
    if (!secondFactor || errorCode(error) !== SECOND_FACTOR_REQUIRED) throw error;
    await secondFactor(error);
  }
  return user;
}
