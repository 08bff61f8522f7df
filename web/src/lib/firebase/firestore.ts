/**
 * Firestore for member and admin screens: the lite SDK (one-shot reads and writes over REST, no
 * listeners or offline cache, which this app does not use) is a fraction of the full SDK's size.
 * Never imported by the guest pages.
 */
import { connectFirestoreEmulator, getFirestore, Timestamp, writeBatch, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { EMULATOR_PORTS, emulatorHost, useEmulators } from '@/config/env';
import { getFirebaseApp } from './app';

let db: Firestore | undefined;

/** Whether Firestore refused a request (the rules said no: not allowed, or not published for members). */
export function isPermissionDenied(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'permission-denied';
}

/** Whether Firestore gave up on a write under contention (other writes held its documents): nothing was written. */
export function isContention(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'aborted';
}

/** One write of a batch, so that the batch can be made again. */
export type BatchWrite = (batch: WriteBatch) => void;

const CONTENTION_ROUNDS = 5;

/**
 * Commits `writes` in one batch. A batch that Firestore aborted under contention wrote nothing
 * and is made again (after a short random pause, so that writers do not meet again in step):
 * whatever the rules decide then (a version moved on, a count taken) is the answer.
 */
export async function commitWrites(db: Firestore, writes: readonly BatchWrite[]): Promise<void> {
  for (let round = 1; ; round++) {
    const batch = writeBatch(db);
    for (const write of writes) write(batch);
    try {
      await batch.commit();
      return;
    } catch (error) {
      if (!isContention(error) || round >= CONTENTION_ROUNDS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * round));
    }
  }
}

export function getDb(): Firestore {
  if (!db) {
    db = getFirestore(getFirebaseApp());
    if (useEmulators) connectFirestoreEmulator(db, emulatorHost, EMULATOR_PORTS.firestore);
  }
  return db;
}

/** A stored Firestore time as a Date; null when missing (or not yet stamped by the server). */
export function dateOrNull(value: unknown): Date | null {
  return value instanceof Timestamp ? value.toDate() : null;
}
