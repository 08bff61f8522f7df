import { initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseOptions } from '@/config/env';

let app: FirebaseApp | undefined;

/**
 * Created on first use, not on import: a build without Firebase settings can then still start and
 * explain itself (the SDK throws on a missing API key).
 */
export function getFirebaseApp(): FirebaseApp {
  app ??= initializeApp(firebaseOptions);
  return app;
}
