import * as firebaseAppModule from 'firebase/app';
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { Component, type ComponentType } from '@firebase/component';
import { firebaseOptions } from '@/config/env';

let app: FirebaseApp | undefined;

/** What Auth and Firestore ask the heartbeat service for: nothing to log, an empty header. */
export const NO_HEARTBEATS = {
  triggerHeartbeat: async (): Promise<void> => {},
  getHeartbeatsHeader: async (): Promise<string> => '',
};

// The service's name, as firebase/app's internal typings declare it (the public ones leave it out).
declare module '@firebase/component' {
  interface NameServiceMapping {
    heartbeat: typeof NO_HEARTBEATS;
  }
}

/**
 * firebase/app's way to replace one of an app's services, exported but left out of its public
 * typings (`_addOrOverwriteComponent`); app.test.ts fails if an SDK update removes it.
 */
export const replaceService = (firebaseAppModule as unknown as {
  _addOrOverwriteComponent?: (app: FirebaseApp, component: Component<'heartbeat'>) => void;
})._addOrOverwriteComponent;

/**
 * The SDK's usage "heartbeats" (its version and the days it was used, sent to Google in a request
 * header and kept in an IndexedDB database of their own) are replaced by a service that keeps and
 * sends nothing. A member's browser stores no such database, and a returning member's first
 * request no longer waits for it: Auth's account lookup reads that database first, on a fresh page,
 * before the session can be restored.
 * Replaced before any service asks for it (they ask when they start, after this).
 */
export function withoutHeartbeats(firebaseApp: FirebaseApp): FirebaseApp {
  replaceService?.(firebaseApp, new Component('heartbeat', () => NO_HEARTBEATS, 'PRIVATE' as ComponentType));
  return firebaseApp;
}

/**
 * Created on first use, not on import: a build without Firebase settings can then still start and
 * explain itself (the SDK throws on a missing API key).
 */
export function getFirebaseApp(): FirebaseApp {
  app ??= withoutHeartbeats(initializeApp(firebaseOptions));
  return app;
}
