/**
 * The Firebase SDK's usage "heartbeats" (its version and the days it was used, sent to Google in a
 * request header and kept in an IndexedDB database of their own), replaced by a service that keeps
 * and sends nothing. A member's browser stores no such database, and a returning member's first
 * request no longer waits for it: Auth's account lookup reads that database first, on a fresh page,
 * before the session can be restored. The SDK has no public switch for them.
 *
 * The one module that uses firebase/app's internals: `_addOrOverwriteComponent`, exported but left
 * out of its public typings, and `@firebase/component`'s Component, pinned in web/package.json to
 * the version firebase/app depends on (one copy in the bundle). heartbeats.test.ts fails, naming
 * this module, when an SDK update removes the export, renames the service or moves that version.
 */
import * as firebaseAppModule from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { Component, type ComponentType } from '@firebase/component';

/** What Auth and Firestore ask the heartbeat service for: nothing to log, an empty header. */
export const NO_HEARTBEATS = {
  triggerHeartbeat: async (): Promise<void> => {},
  getHeartbeatsHeader: async (): Promise<string> => '',
};

/** The service's name, as firebase/app's internal typings declare it (the public ones leave it out). */
export const HEARTBEAT_SERVICE = 'heartbeat';

declare module '@firebase/component' {
  interface NameServiceMapping {
    [HEARTBEAT_SERVICE]: typeof NO_HEARTBEATS;
  }
}

/** firebase/app's way to replace one of an app's services. */
export const replaceService = (firebaseAppModule as unknown as {
  _addOrOverwriteComponent?: (app: FirebaseApp, component: Component<typeof HEARTBEAT_SERVICE>) => void;
})._addOrOverwriteComponent;

/** Replaces `firebaseApp`'s heartbeat service; before any service asks for it (they ask when they start). */
export function withoutHeartbeats(firebaseApp: FirebaseApp): FirebaseApp {
  replaceService?.(firebaseApp, new Component(HEARTBEAT_SERVICE, () => NO_HEARTBEATS, 'PRIVATE' as ComponentType));
  return firebaseApp;
}
