/**
 * Interruptions a test can plant, honoured only in the Functions emulator: a document
 * test_hooks/{point} makes the next run that reaches `point` stop there with an error, as a crash,
 * a timeout or a lost instance would, and is used up by it (the run after completes). A deployed
 * function never reads the collection.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { onFunctionsEmulator } from './emulatorOnly';

/** The points where a function may be interrupted, by name. */
export const INTERRUPTION_POINTS = {
  /** deleteMyAccount, after its Firestore batch, before the saved items and the Auth account go. */
  accountDeletionAfterFirestore: 'delete-my-account-after-firestore',
} as const;
export type InterruptionPoint = (typeof INTERRUPTION_POINTS)[keyof typeof INTERRUPTION_POINTS];

export class PlantedInterruption extends Error {
  constructor(readonly point: InterruptionPoint) {
    super(`interrupted at ${point} (a test hook of the Functions emulator)`);
  }
}

/** Throws at `point` when a test planted an interruption there (emulator only); else does nothing. */
export async function interruptionPoint(db: Firestore, point: InterruptionPoint): Promise<void> {
  if (!onFunctionsEmulator()) return;
  try {
    // A delete that only succeeds on an existing document: uses the hook up and tells it was there.
    await db.collection(COLLECTIONS.testHooks).doc(point).delete({ exists: true });
  } catch (error) {
    if ((error as { code?: unknown }).code === 5) return; // NOT_FOUND: nothing planted
    throw error;
  }
  throw new PlantedInterruption(point);
}

/**
 * The clock hook: test_hooks/clock { offset_ms } moves the time the sensitive staff actions judge a
 * sign-in's age by (roles/requireAdmin.ts), so a test can make a sign-in "old" without waiting.
 * Unlike an interruption it stays until the test removes it. Outside the emulator: the real clock.
 */
export const CLOCK_HOOK = 'clock';

/** Now, in epoch milliseconds, moved by a planted clock offset on the Functions emulator. */
export async function hookedNow(db: Firestore, env: Record<string, string | undefined> = process.env): Promise<number> {
  if (!onFunctionsEmulator(env)) return Date.now();
  const offset: unknown = (await db.collection(COLLECTIONS.testHooks).doc(CLOCK_HOOK).get()).get('offset_ms');
  return Date.now() + (typeof offset === 'number' && Number.isFinite(offset) ? offset : 0);
}
