/**
 * What the session needs from Firebase Auth. Loaded on demand through lib/auth-loader.ts, so the
 * guest screens render before the Auth SDK has arrived.
 */
import { onIdTokenChanged, signOut, type User } from 'firebase/auth';
import { getAppAuth } from './auth';

export function watchIdToken(listener: (user: User | null) => void): () => void {
  return onIdTokenChanged(getAppAuth(), listener);
}

export function currentUser(): User | null {
  return getAppAuth().currentUser;
}

export function signOutOfFirebase(): Promise<void> {
  return signOut(getAppAuth());
}
