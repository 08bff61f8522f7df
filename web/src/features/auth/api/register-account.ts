import {
  browserLocalPersistence,
  createUserWithEmailAndPassword,
  setPersistence,
  updateProfile,
  type User,
} from 'firebase/auth';
import { getAppAuth } from '@/lib/firebase/auth';
import { sendVerificationEmail } from './email-verification';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

/**
 * Creates the account, signed in, with the full name as its display name, and sends Firebase's
 * verification e-mail (admin goes only to verified addresses; reading never waits for it).
 */
export async function registerAccount({ name, email, password }: RegisterInput): Promise<User> {
  // A new account stays signed in (an earlier unchecked "Remember me" on this page must not carry over).
  await setPersistence(getAppAuth(), browserLocalPersistence);
  const { user } = await createUserWithEmailAndPassword(getAppAuth(), email.trim(), password);
  const displayName = name.trim();
  try {
    await updateProfile(user, { displayName });
  } catch {
    // The account exists and is signed in; one more try, then carry on without the name.
    await updateProfile(user, { displayName }).catch((error: unknown) =>
      console.warn('Could not save the display name', error),
    );
  }
  // The account works without it; the notice offers to send it again.
  await sendVerificationEmail(user).catch((error: unknown) => console.warn('Could not send the verification e-mail', error));
  return user;
}
