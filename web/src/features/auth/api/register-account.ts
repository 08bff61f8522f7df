import {
  browserLocalPersistence,
  createUserWithEmailAndPassword,
  setPersistence,
  updateProfile,
  type User,
} from 'firebase/auth';
import { getAppAuth } from '@/lib/firebase/auth';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

/** Creates the account, signed in, with the full name as its display name. */
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
  return user;
}
