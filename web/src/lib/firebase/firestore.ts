/**
 * Firestore for member and admin screens: the lite SDK (one-shot reads and writes over REST, no
 * listeners or offline cache, which this app does not use) is a fraction of the full SDK's size.
 * Never imported by the guest pages.
 */
import { connectFirestoreEmulator, getFirestore, Timestamp, type Firestore } from 'firebase/firestore/lite';
import { EMULATOR_PORTS, emulatorHost, useEmulators } from '@/config/env';
import { getFirebaseApp } from './app';

let db: Firestore | undefined;

/** Whether Firestore refused a request (the rules said no: not allowed, or not published for members). */
export function isPermissionDenied(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'permission-denied';
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
