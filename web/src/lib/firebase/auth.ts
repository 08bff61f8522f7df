import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { EMULATOR_PORTS, emulatorHost, useEmulators } from '@/config/env';
import { getFirebaseApp } from './app';

let auth: Auth | undefined;

/**
 * initializeAuth instead of getAuth: no popup/redirect resolver (password sign-in only), which keeps
 * the first download small. Both persistences are listed so a session stored under either
 * "Remember me" choice is found again on reload (DECISIONS.md §3).
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
