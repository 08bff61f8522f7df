/** Build-time settings of the Firebase project (web/.env.emulator, web/.env.production.local). */
import type { FirebaseOptions } from 'firebase/app';

const env = import.meta.env;

export const useEmulators = env.VITE_USE_EMULATORS === 'true';
export const emulatorHost = env.VITE_EMULATOR_HOST || '127.0.0.1';
/** Ports of firebase.json's emulators block. */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001, storage: 9199 } as const;
export const functionsRegion = env.VITE_FIREBASE_FUNCTIONS_REGION || 'us-central1';

export const firebaseOptions: FirebaseOptions = {
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  appId: env.VITE_FIREBASE_APP_ID,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
};

/** App Check on a real project: the reCAPTCHA Enterprise site key (docs/deploy.md, "App Check"). */
export const appCheckSiteKey: string = env.VITE_APP_CHECK_SITE_KEY || '';
/** A debug token registered in the console, for a development build against a real project. */
export const appCheckDebugToken: string = env.VITE_APP_CHECK_DEBUG_TOKEN || '';

/** Names of the settings a build lacks; the app explains this instead of failing obscurely. */
export const missingFirebaseSettings: string[] = (
  [
    ['VITE_FIREBASE_API_KEY', firebaseOptions.apiKey],
    ['VITE_FIREBASE_AUTH_DOMAIN', firebaseOptions.authDomain],
    ['VITE_FIREBASE_PROJECT_ID', firebaseOptions.projectId],
    ['VITE_FIREBASE_APP_ID', firebaseOptions.appId],
    // Every callable and file refuses a request without App Check (on the emulators, a placeholder).
    ['VITE_APP_CHECK_SITE_KEY', useEmulators || appCheckSiteKey],
  ] as const
)
  .filter(([, value]) => !value)
  .map(([name]) => name);
