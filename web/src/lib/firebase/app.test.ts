import { describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import { NO_HEARTBEATS, replaceService, withoutHeartbeats } from './app';

/** The service an app's container gives for `name` (the SDK's own lookup, as its services do). */
function service(app: ReturnType<typeof initializeApp>, name: string): unknown {
  return (app as unknown as { container: { getProvider(n: string): { getImmediate(): unknown } } }).container.getProvider(name).getImmediate();
}

describe('the Firebase app', () => {
  it('still finds the SDK export that replaces a service (an SDK update that removes it fails here)', () => {
    expect(typeof replaceService).toBe('function');
  });

  it('replaces the heartbeat service by one that keeps and sends nothing', async () => {
    const plain = initializeApp({ apiKey: 'test-key', projectId: 'demo-test', appId: '1:1:web:1' }, 'with-heartbeats');
    const quiet = withoutHeartbeats(initializeApp({ apiKey: 'test-key', projectId: 'demo-test', appId: '1:1:web:1' }, 'without-heartbeats'));
    try {
      expect(service(plain, 'heartbeat')).not.toBe(NO_HEARTBEATS);
      expect(service(quiet, 'heartbeat')).toBe(NO_HEARTBEATS);
      await expect(NO_HEARTBEATS.getHeartbeatsHeader()).resolves.toBe('');
    } finally {
      await Promise.all([deleteApp(plain), deleteApp(quiet)]);
    }
  });
});
