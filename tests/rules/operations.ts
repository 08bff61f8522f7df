/**
 * Runs one cell of the permission table (permissions.ts) against the Firestore emulator: the actor's
 * client performs the operation on the collection's target document.
 */
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { CONTENT_KINDS, PUBLISH_FIELD } from '@common/content';
import type { Role } from '@common/roles';
import { createRecord, deleteRecord, putRecord, updateRecord } from './content-fixtures';
import { ACTOR_AUTH, COLLECTIONS_UNDER_TEST, signInClaim, STORAGE_PATHS_UNDER_TEST, type Actor, type Operation } from './permissions';

/**
 * The actor's client, signed in as permissions.ts describes it (a guest: nobody). `uidPrefix`, a
 * sign-in time (`authTime`, seconds) and another `role` are for the cut-off tests: a token minted
 * before or after a removal, still carrying the old claim.
 */
export function contextFor(
  env: RulesTestEnvironment,
  actor: Actor,
  options: { uidPrefix?: string; authTime?: number; role?: Role } = {},
): RulesTestContext {
  const auth = ACTOR_AUTH[actor];
  if (!auth) return env.unauthenticatedContext();
  const { uid, email, secondFactor } = auth;
  const role = options.role ?? auth.role;
  return env.authenticatedContext((options.uidPrefix ?? '') + uid, {
    email,
    email_verified: true,
    ...(role ? { role } : {}),
    ...(options.authTime === undefined ? {} : { auth_time: options.authTime }),
    ...signInClaim(secondFactor ?? false),
  });
}

/** The document id get/update/delete/create aim at for this actor. */
export function targetId(collection: string, actor: Actor): string {
  const { target } = COLLECTIONS_UNDER_TEST[collection];
  if (target === 'own') return (ACTOR_AUTH[actor] ?? ACTOR_AUTH.member)!.uid;
  return target.fixed;
}

/**
 * Puts the collection's documents in place with rules off: every actor's own document for 'own'
 * collections, else the fixed one (records of slug kinds with their slug document), and the
 * collection's fixtures. A create cell leaves its target absent, so it is a real create.
 */
export async function seedCollection(env: RulesTestEnvironment, collection: string, skipId?: string): Promise<void> {
  const spec = COLLECTIONS_UNDER_TEST[collection];
  const ids =
    spec.target === 'own'
      ? Object.values(ACTOR_AUTH).flatMap((a) => (a ? [a.uid] : []))
      : [spec.target.fixed];
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await Promise.all([
      ...ids.filter((id) => id !== skipId).map((id) => putRecord(db, collection, id, spec.seed(id))),
      ...Object.entries(spec.fixtures ?? {}).map(([path, data]) => db.doc(path).set(data)),
    ]);
  });
}

/**
 * One cell: the actor's client performs the operation on the target, the way the portal does it (a
 * record of a slug kind is created and deleted together with its slug document, in one batch).
 */
export function runOperation(ctx: RulesTestContext, collection: string, actor: Actor, op: Operation): Promise<unknown> {
  const db = ctx.firestore();
  const id = targetId(collection, actor);
  const ref = db.collection(collection).doc(id);
  const spec = COLLECTIONS_UNDER_TEST[collection];
  const build = (data: CollectionUnderTestWrite) => (typeof data === 'function' ? data(id) : data);
  switch (op) {
    case 'get':
      return ref.get();
    case 'list':
      if (spec.list === 'own') return db.collection(collection).where('user_id', '==', id).get();
      if (spec.list === 'published') return db.collection(collection).where(PUBLISH_FIELD, '<=', new Date()).get();
      return db.collection(collection).get();
    case 'create':
      return spec.create ? spec.create(db, id, build(spec.write), (ACTOR_AUTH[actor] ?? ACTOR_AUTH.member)!.uid) : createRecord(db, collection, id, build(spec.write));
    case 'update':
      if (spec.change) return spec.change(db, id);
      // A record's update goes with its summary's, as the admin screens save it.
      return collection in CONTENT_KINDS ? updateRecord(db, collection, id, build(spec.update ?? spec.write)) : ref.update(build(spec.update ?? spec.write));
    case 'delete':
      if (spec.remove) return spec.remove(db, id);
      return deleteRecord(db, collection, id, spec.seed(id).slug as string | undefined);
  }
}

type CollectionUnderTestWrite = (typeof COLLECTIONS_UNDER_TEST)[string]['write'];

// ---- Storage ---------------------------------------------------------------------------------

/** A few bytes to upload (content type set separately); `size` makes a file of exactly that size. */
export function bytes(size = 16): Uint8Array {
  return new Uint8Array(size).fill(0x25);
}

/** Puts the path's existing file back in place with rules off (a delete cell removes it). */
export async function seedStoragePath(env: RulesTestEnvironment, path: string): Promise<void> {
  const { folder, existing, contentType } = STORAGE_PATHS_UNDER_TEST[path];
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.storage().ref(`${folder}/${existing}`).put(bytes(), { contentType });
  });
}

let uploadCounter = 0;

/** One Storage cell: the actor's client performs the operation in the path's folder. */
export function runStorageOperation(ctx: RulesTestContext, path: string, op: Operation): Promise<unknown> {
  const { folder, existing, contentType } = STORAGE_PATHS_UNDER_TEST[path];
  const storage = ctx.storage();
  const existingRef = storage.ref(`${folder}/${existing}`);
  switch (op) {
    case 'get':
      return existingRef.getMetadata();
    case 'list':
      return storage.ref(folder).listAll();
    case 'create': {
      const name = `new-${++uploadCounter}-${existing}`;
      return upload(storage.ref(`${folder}/${name}`), bytes(), contentType);
    }
    case 'update':
      return upload(existingRef, bytes(32), contentType);
    case 'delete':
      return existingRef.delete();
  }
}

type StorageRef = ReturnType<ReturnType<RulesTestContext['storage']>['ref']>;

/** An upload as a plain promise (the SDK's UploadTask is only thenable). */
export async function upload(ref: StorageRef, data: Uint8Array, contentType: string): Promise<void> {
  await ref.put(data, { contentType });
}
