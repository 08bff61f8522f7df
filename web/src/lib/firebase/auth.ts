/**
 * Firebase Auth for this app: the one Auth instance (the auth feature's sign-in, registration and
 * password reset use it) and what the session needs from it. The session (lib/session.tsx) loads
 * this module on demand, so the guest screens render before the Auth SDK has arrived.
 */
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  initializeAuth,
  onIdTokenChanged,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { EMULATOR_PORTS, emulatorHost, useEmulators } from '@/config/env';
import { getFirebaseApp } from './app';

let auth: Auth | undefined;

/**
 * initializeAuth instead of getAuth: no popup/redirect resolver (password sign-in only), which keeps
 * the first download small. Both persistences are listed so a session stored under either
 * "Remember me" choice is found again on reload (docs/decisions/0003-accounts.md).
 */
export function getAppAuth(): Auth {
  if (!auth) {
    auth = initializeAuth(getFirebaseApp(), {
      persistence: [browserLocalPersistence, browserSessionPersistence],
    });
    if (useEmulators) {
      connectAuthEmulator(auth, `http://${emulatorHost}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
    }
  }
  return auth;
}

/** Creates the Auth instance, which then restores a stored session at once (its lookup request goes out). */
export function startRestoring(): void {
  getAppAuth();
}

export function watchIdToken(listener: (user: User | null) => void): () => void {
  return onIdTokenChanged(getAppAuth(), listener);
}

export function currentUser(): User | null {
  return getAppAuth().currentUser;
}

/** The user once Auth has settled this browser's stored session (restored, or found gone): null for none. */
export async function restoredUser(): Promise<User | null> {
  const auth = getAppAuth();
  await auth.authStateReady();
  return auth.currentUser;
}

export function signOutOfFirebase(): Promise<void> {
  return signOut(getAppAuth());
}
