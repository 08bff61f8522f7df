/** Member content (later issues). Never imported by the guest pages: it is a large SDK. */
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { EMULATOR_PORTS, emulatorHost, useEmulators } from '@/config/env';
import { getFirebaseApp } from './app';

let db: Firestore | undefined;

export function getDb(): Firestore {
  if (!db) {
    db = getFirestore(getFirebaseApp());
    if (useEmulators) connectFirestoreEmulator(db, emulatorHost, EMULATOR_PORTS.firestore);
  }
  return db;
}
