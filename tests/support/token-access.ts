/**
 * Requests with a bare ID token, as anyone holding one can make them without the portal: Firestore's
 * and Storage's REST APIs on the emulators, through firestore.rules and storage.rules. Each answers
 * the HTTP status, so a test can tell "allowed" (200, or 404 for a missing document) from "refused"
 * (403).
 */
import { HOSTS, PROJECT_ID } from '../../tooling/emulator-clients';
import { DEMO_BUCKET } from './stored-files';

/** GET of a Firestore document (`collection/id`) or a collection listing (`collection`). */
export async function firestoreStatus(idToken: string, path: string): Promise<number> {
  const url = `http://${HOSTS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${idToken}` } });
  await response.arrayBuffer();
  return response.status;
}

/** GET of a Storage object's metadata (a read under storage.rules). */
export async function storageStatus(idToken: string, path: string): Promise<number> {
  const url = `http://${HOSTS.storage}/v0/b/${DEMO_BUCKET}/o/${encodeURIComponent(path)}`;
  const response = await fetch(url, { headers: { Authorization: `Firebase ${idToken}` } });
  await response.arrayBuffer();
  return response.status;
}
