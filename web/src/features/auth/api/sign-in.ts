import {
  browserLocalPersistence,
  browserSessionPersistence,
  setPersistence,
  signInWithEmailAndPassword,
  type User,
} from 'firebase/auth';
import { getAppAuth } from '@/lib/firebase/auth';

export interface SignInInput {
  email: string;
  password: string;
  /** Checked: stay signed in across browser restarts; unchecked: until the browser closes. */
  remember: boolean;
}

export async function signInWithPassword({ email, password, remember }: SignInInput): Promise<User> {
  await setPersistence(getAppAuth(), remember ? browserLocalPersistence : browserSessionPersistence);
  const { user } = await signInWithEmailAndPassword(getAppAuth(), email.trim(), password);
  return user;
}
