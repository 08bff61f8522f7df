import { initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseOptions } from '@/config/env';
import { withoutHeartbeats } from './heartbeats';

let app: FirebaseApp | undefined;

/**
 * Created on first use, not on import: a build without Firebase settings can then still start and
 * explain itself (the SDK throws on a missing API key). Without the SDK's usage heartbeats
 * (heartbeats.ts), replaced before any service asks for them.
 */
export function getFirebaseApp(): FirebaseApp {
  app ??= withoutHeartbeats(initializeApp(firebaseOptions));
  return app;
}
