import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { hookedNow } from './testHooks';

/** A Firestore whose every read answers the clock hook `offset_ms`, counting the reads. */
function hookedDb(offsetMs: unknown): { db: Firestore; reads: () => number } {
  let reads = 0;
  const doc = { get: () => ((reads += 1), Promise.resolve({ get: () => offsetMs })) };
  const db = { collection: () => ({ doc: () => doc }) } as unknown as Firestore;
  return { db, reads: () => reads };
}

describe('the clock hook', () => {
  it('moves the time on the Functions emulator', async () => {
    const { db } = hookedDb(16 * 60 * 1000);
    const before = Date.now();
    expect(await hookedNow(db, { FUNCTIONS_EMULATOR: 'true' })).toBeGreaterThanOrEqual(before + 16 * 60 * 1000);
  });

  it('is never read by a deployed function: the real clock', async () => {
    const { db, reads } = hookedDb(16 * 60 * 1000);
    const now = await hookedNow(db, {});
    expect(now).toBeLessThan(Date.now() + 60 * 1000);
    expect(reads()).toBe(0);
  });

  it('ignores an offset that is not a number', async () => {
    const { db } = hookedDb('16 minutes');
    expect(await hookedNow(db, { FUNCTIONS_EMULATOR: 'true' })).toBeLessThan(Date.now() + 60 * 1000);
  });
});
