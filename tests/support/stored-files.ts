/** Files in the Storage emulator: read as the owner (no rules) or as a signed-in account (rules). */
import { createHash } from 'node:crypto';
import { connectStorageEmulator, getBytes, getDownloadURL, getStorage, ref, type FirebaseStorage } from 'firebase/storage';
import { HOSTS, PROJECT_ID, signedInFunctions, type TestUser } from '../../tooling/emulator-clients';

/** The demo project's default bucket (emulators/seeding/demo-seed.ts). */
export const DEMO_BUCKET = `${PROJECT_ID}.appspot.com`;

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** An object's bytes straight from the Storage emulator, bypassing the rules (the emulator's owner token). */
export async function storedObject(path: string): Promise<Uint8Array> {
  const url = `http://${HOSTS.storage}/v0/b/${DEMO_BUCKET}/o/${encodeURIComponent(path)}?alt=media`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`GET ${path} from the Storage emulator: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Reads a Storage object with the web SDK as `user` (signed in with e-mail and password, so the
 * rules see their claims): resolves the bytes, or rejects with the SDK's error (storage/unauthorized).
 * Close the client with closeClients() afterwards.
 */
export async function readObjectAs(user: Pick<TestUser, 'email' | 'password'>, path: string): Promise<Uint8Array> {
  return new Uint8Array(await getBytes(ref(await storageAs(user), path)));
}

/** The download-token URL of an object as `user` asks Storage for it (Storage mints a token if none). */
export async function downloadUrlAs(user: Pick<TestUser, 'email' | 'password'>, path: string): Promise<string> {
  return getDownloadURL(ref(await storageAs(user), path));
}

async function storageAs(user: Pick<TestUser, 'email' | 'password'>): Promise<FirebaseStorage> {
  const client = await signedInFunctions(user);
  const storage = getStorage(client.app, `gs://${DEMO_BUCKET}`);
  const [host, port] = HOSTS.storage!.split(':');
  connectStorageEmulator(storage, host, Number(port));
  return storage;
}
