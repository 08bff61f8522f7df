/** Cloud Storage, where staff's uploads go (member files, pictures). Never imported by the guest pages. */
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { EMULATOR_PORTS, emulatorHost, useEmulators } from '@/config/env';
import { getFirebaseApp } from './app';

let storage: FirebaseStorage | undefined;

export function getAppStorage(): FirebaseStorage {
  if (!storage) {
    storage = getStorage(getFirebaseApp());
    if (useEmulators) connectStorageEmulator(storage, emulatorHost, EMULATOR_PORTS.storage);
  }
  return storage;
}
