/**
 * The one firebase-admin app of the deployed functions. In the emulator the SDK finds the Auth and
 * Firestore emulators through the FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST variables
 * that the Functions emulator sets.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

const app = getApps()[0] ?? initializeApp();

export const auth = getAuth(app);
export const db = getFirestore(app);
