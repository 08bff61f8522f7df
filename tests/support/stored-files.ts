/** Files in the Storage emulator: read as the owner (no rules) or as a signed-in account (rules). */
import { createHash } from 'node:crypto';
import { connectStorageEmulator, getBytes, getDownloadURL, getStorage, ref, type FirebaseStorage } from 'firebase/storage';
import { HOSTS, idTokenFor, PROJECT_ID, signedInFunctions, type TestUser } from '../../tooling/emulator-clients';

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

/**
 * Uploads as `user` the way the admin screens' web SDK does for a small file (one multipart request
 * with the user's ID token), and resolves the download tokens in Storage's answer: what the
 * uploading browser receives (the SDK's typed metadata leaves them out).
 */
export async function uploadAs(user: Pick<TestUser, 'email' | 'password'>, path: string, bytes: Uint8Array, contentType: string): Promise<string[]> {
  const boundary = `pmc-${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify({ name: path, contentType })}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--`),
  ]);
  const response = await fetch(`http://${HOSTS.storage}/v0/b/${DEMO_BUCKET}/o?name=${encodeURIComponent(path)}`, {
    method: 'POST',
    headers: { Authorization: `Firebase ${await idTokenFor(user)}`, 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': `multipart/related; boundary=${boundary}` },
    body,
  });
  if (!response.ok) throw new Error(`upload of ${path}: HTTP ${response.status} ${await response.text()}`);
  return String(((await response.json()) as { downloadTokens?: string }).downloadTokens ?? '').split(',').filter(Boolean);
}

async function storageAs(user: Pick<TestUser, 'email' | 'password'>): Promise<FirebaseStorage> {
  const client = await signedInFunctions(user);
  const storage = getStorage(client.app, `gs://${DEMO_BUCKET}`);
  const [host, port] = HOSTS.storage!.split(':');
  connectStorageEmulator(storage, host, Number(port));
  return storage;
}
