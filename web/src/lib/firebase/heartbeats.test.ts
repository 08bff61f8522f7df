/**
 * Canary of a library internal (web/src/lib/firebase/heartbeats.ts): firebase/app's
 * `_addOrOverwriteComponent`, its heartbeat service's name and the pinned `@firebase/component`.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import WEB_PACKAGE from '../../../package.json?raw';
import { HEARTBEAT_SERVICE, NO_HEARTBEATS, replaceService, withoutHeartbeats } from './heartbeats';

const changed = (what: string) =>
  `A Firebase SDK update changed ${what}, which web/src/lib/firebase/heartbeats.ts relies on: update that module ` +
  '(or drop it and let the heartbeats be) and its entry in docs/architecture.md, "Library internals".';

/** The service an app's container gives for `name` (the SDK's own lookup, as its services do). */
function service(app: FirebaseApp, name: string): unknown {
  return (app as unknown as { container: { getProvider(n: string): { getImmediate(): unknown } } }).container.getProvider(name).getImmediate();
}

describe('the Firebase app without heartbeats (canary of lib/firebase/heartbeats.ts)', () => {
  it('still finds the SDK export that replaces a service', () => {
    expect(typeof replaceService, changed('firebase/app\'s _addOrOverwriteComponent export')).toBe('function');
  });

  it('pins @firebase/component to the version firebase/app uses, so the bundle holds one copy', () => {
    const require = createRequire(import.meta.url);
    const app = JSON.parse(readFileSync(require.resolve('@firebase/app/package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const web = JSON.parse(WEB_PACKAGE) as { dependencies: Record<string, string> };
    expect(web.dependencies['@firebase/component'], changed(`the @firebase/component version (web/package.json must pin ${app.dependencies['@firebase/component']})`)).toBe(
      app.dependencies['@firebase/component'],
    );
  });

  it('replaces the heartbeat service by one that keeps and sends nothing', async () => {
    const plain = initializeApp({ apiKey: 'test-key', projectId: 'demo-test', appId: '1:1:web:1' }, 'with-heartbeats');
    const quiet = withoutHeartbeats(initializeApp({ apiKey: 'test-key', projectId: 'demo-test', appId: '1:1:web:1' }, 'without-heartbeats'));
    try {
      const original = service(plain, HEARTBEAT_SERVICE) as Partial<typeof NO_HEARTBEATS> | undefined;
      expect(typeof original?.getHeartbeatsHeader, changed(`the "${HEARTBEAT_SERVICE}" service's name or interface`)).toBe('function');
      expect(typeof original?.triggerHeartbeat, changed(`the "${HEARTBEAT_SERVICE}" service's interface`)).toBe('function');
      expect(service(quiet, HEARTBEAT_SERVICE), changed('how a service is replaced')).toBe(NO_HEARTBEATS);
      await expect(NO_HEARTBEATS.getHeartbeatsHeader()).resolves.toBe('');
    } finally {
      await Promise.all([deleteApp(plain), deleteApp(quiet)]);
    }
  });
});
