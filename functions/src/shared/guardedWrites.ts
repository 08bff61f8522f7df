/**
 * Optimistic transactions: read without locks, decide, then commit one atomic batch whose every
 * write carries a precondition on what was read (the document's update time, or that it does not
 * exist yet). If anything changed in between, the commit fails as a whole and the caller reads
 * again and decides again. This is how the Firestore web and mobile SDKs run their transactions;
 * the guarantee is the same: nothing is written from a stale read, and everything or nothing is.
 *
 * Why not runTransaction: many callers contending for one document (50 people racing for one code,
 * a burst of guesses from one address) make Firestore transactions abort and back off from 1 s
 * upwards. In the emulator that pushed some calls past the function timeout on a busy two-core
 * machine, and a timed-out call answers nothing useful. With preconditions nobody holds a lock: one
 * caller wins each round, the others re-read at once and see the winner's write.
 */
import type { DocumentData, DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';

/** gRPC status codes of a failed precondition: the document changed, or it exists already. */
const CONFLICT_CODES = new Set<unknown>([9, 6, 'failed-precondition', 'already-exists', 'FAILED_PRECONDITION', 'ALREADY_EXISTS']);

export function isWriteConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && CONFLICT_CODES.has((error as { code?: unknown }).code);
}

/**
 * Writes `data` to the document of `snap` only if it is still as read: an update guarded by its
 * update time when it existed, a create (fails if it exists by now) when it did not. `data` is
 * merged into an existing document, like update().
 */
export function guardedWrite(batch: WriteBatch, snap: DocumentSnapshot, data: DocumentData): void {
  if (snap.exists && snap.updateTime) batch.update(snap.ref, data, { lastUpdateTime: snap.updateTime });
  else batch.create(snap.ref, data);
}

export interface OptimisticOptions {
  /** Rounds before giving up with the last conflict. Each round one contender wins. */
  maxAttempts?: number;
}

/**
 * Runs `attempt` (read, decide, commit guarded writes) until it returns without a write conflict.
 * A short random pause between rounds keeps a crowd from re-reading in lockstep.
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>, { maxAttempts = 200 }: OptimisticOptions = {}): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isWriteConflict(error) || round >= maxAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 5 * round)));
    }
  }
}
