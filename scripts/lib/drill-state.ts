/**
 * What the emulators hold, as the restore drill compares it (drill-compare.ts): every Firestore
 * document at every depth with its fields, every Auth account with its claims and password hash,
 * and every Storage object of every bucket with its metadata and a hash of its bytes.
 */
import { createHash } from 'node:crypto';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { DocumentReference, GeoPoint, Timestamp, getFirestore, type CollectionReference, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { emulatorAddress } from '../../tooling/emulator-config.mjs';
import type { DrillState, Items } from './drill-compare';

/** A Firestore value as JSON that keeps its type: a timestamp to the nanosecond, a reference by path. */
export function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return { $timestamp: `${value.seconds}.${String(value.nanoseconds).padStart(9, '0')}` };
  if (value instanceof DocumentReference) return { $reference: value.path };
  if (value instanceof GeoPoint) return { $geopoint: [value.latitude, value.longitude] };
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

const GET_ALL_CHUNK = 300;

async function collectDocuments(db: Firestore, collections: CollectionReference[], into: Items): Promise<void> {
  for (const collection of collections) {
    // listDocuments also names documents that do not exist but hold subcollections.
    const refs = await collection.listDocuments();
    for (let i = 0; i < refs.length; i += GET_ALL_CHUNK) {
      const snaps = await db.getAll(...refs.slice(i, i + GET_ALL_CHUNK));
      for (const snap of snaps) if (snap.exists) into[snap.ref.path] = plain(snap.data());
    }
    for (const ref of refs) await collectDocuments(db, await ref.listCollections(), into);
  }
}

export async function firestoreItems(app: App): Promise<Items> {
  const db = getFirestore(app);
  const items: Items = {};
  await collectDocuments(db, await db.listCollections(), items);
  return items;
}

export async function authItems(app: App): Promise<Items> {
  const items: Items = {};
  let pageToken: string | undefined;
  do {
    const page = await getAuth(app).listUsers(1000, pageToken);
    for (const user of page.users) items[user.uid] = JSON.parse(JSON.stringify(user.toJSON())) as unknown;
    pageToken = page.pageToken;
  } while (pageToken);
  return items;
}

/** The Storage emulator's buckets (its JSON API lists them); the app's default bucket if it cannot. */
async function bucketNames(app: App): Promise<string[]> {
  const fallback = [getStorage(app).bucket().name];
  try {
    const response = await fetch(`http://${emulatorAddress('storage')}/storage/v1/b?project=${app.options.projectId}`);
    if (!response.ok) return fallback;
    const body = (await response.json()) as { items?: { name?: string }[] };
    const names = (body.items ?? []).map((b) => b.name).filter((n): n is string => !!n);
    return names.length ? [...new Set([...names, ...fallback])].sort() : fallback;
  } catch {
    return fallback;
  }
}

/** Fields of an object's metadata that name where the copy is served from, not what it is. */
const LOCATION_FIELDS = new Set(['selfLink', 'mediaLink']);

export async function storageItems(app: App): Promise<Items> {
  const items: Items = {};
  for (const name of await bucketNames(app)) {
    const [files] = await getStorage(app).bucket(name).getFiles();
    for (const file of files) {
      const [bytes] = await file.download();
      const metadata = Object.fromEntries(Object.entries(file.metadata).filter(([key]) => !LOCATION_FIELDS.has(key)));
      items[`${name}/${file.name}`] = { ...metadata, sha256: createHash('sha256').update(bytes).digest('hex') };
    }
  }
  return items;
}

export async function captureState(app: App): Promise<DrillState> {
  const [firestore, auth, storage] = await Promise.all([firestoreItems(app), authItems(app), storageItems(app)]);
  return { firestore, auth, storage };
}
