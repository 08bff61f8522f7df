/**
 * The revocation cut-off: firestore.rules and storage.rules refuse a token whose
 * sign-in (auth_time) is before access_cutoffs/{uid}.not_before, on every cell of the permission
 * table that the actor could reach before; a token signed in at or after the cut-off works as
 * before. The Auth emulator does not enforce revoked refresh tokens, so the tests mint tokens of
 * chosen sign-in times. No client writes access_cutoffs; each account may read only its own.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { PUBLISH_FIELD } from '@common/content';
import type { Role } from '@common/roles';
import { PROJECT_ID } from '../../tooling/emulator-clients';
import { record, createRecord } from './content-fixtures';
import { bytes, contextFor, runOperation, runStorageOperation, seedCollection, seedStoragePath, targetId, upload } from './operations';
import { ACTORS, ACTOR_AUTH, OPERATIONS, PERMISSIONS, STORAGE_PATHS_UNDER_TEST, STORAGE_PERMISSIONS, type Actor, type Operation } from './permissions';

const FIRESTORE_RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const STORAGE_RULES = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');
/** Seconds since the epoch: the removal, a sign-in a minute before it, and one right at it. */
const CUT_OFF = 1_800_000_000;
const BEFORE = CUT_OFF - 60;
const AT = CUT_OFF;
const SIGNED_IN_ACTORS = ACTORS.filter((actor) => actor !== 'guest');

/**
 * Two environments. Firestore: a project of its own, the actors of permissions.ts. Storage: the
 * emulators' own project, because the Storage emulator reads firestore.get() documents from it; its
 * actors get ids of their own so that their cut-offs never touch storage.test.ts, which runs beside
 * this file and signs in with the ids of permissions.ts.
 */
let firestoreEnv: RulesTestEnvironment;
let storageEnv: RulesTestEnvironment;
const STORAGE_UID_PREFIX = 'cutoff-';
setLogLevel('silent');

/** Every signed-in actor was removed (or demoted) at CUT_OFF; their tokens still carry the claims. */
function seedCutoffs(env: RulesTestEnvironment, uidPrefix: string): Promise<void> {
  return env.withSecurityRulesDisabled(async (ctx) => {
    const cutoffs = ctx.firestore().collection(COLLECTIONS.accessCutoffs);
    await Promise.all(SIGNED_IN_ACTORS.map((actor) => cutoffs.doc(uidPrefix + ACTOR_AUTH[actor]!.uid).set({ not_before: CUT_OFF, updated_at: new Date() })));
  });
}

beforeAll(async () => {
  firestoreEnv = await initializeTestEnvironment({ projectId: 'demo-rules-cutoff', firestore: { rules: FIRESTORE_RULES } });
  storageEnv = await initializeTestEnvironment({ projectId: PROJECT_ID, firestore: { rules: FIRESTORE_RULES }, storage: { rules: STORAGE_RULES } });
});
afterAll(async () => {
  await storageEnv?.clearFirestore();
  await Promise.all([firestoreEnv?.cleanup(), storageEnv?.cleanup()]);
});
beforeEach(async () => {
  await Promise.all([firestoreEnv.clearFirestore(), storageEnv.clearFirestore()]);
  await Promise.all([seedCutoffs(firestoreEnv, ''), seedCutoffs(storageEnv, STORAGE_UID_PREFIX)]);
});

/** The actor's context with a token from a sign-in at `authTime` (seconds); a guest has none. */
function signedInAt(actor: Actor, authTime: number, { env = firestoreEnv, uidPrefix = '', role }: { env?: RulesTestEnvironment; uidPrefix?: string; role?: Role } = {}): RulesTestContext {
  return contextFor(env, actor, { uidPrefix, authTime, role });
}
const storageSignedInAt = (actor: Actor, authTime: number) => signedInAt(actor, authTime, { env: storageEnv, uidPrefix: STORAGE_UID_PREFIX });

/** Where a cut-off must bite: each surface's permission table and how one cell is attempted. */
const SURFACES = {
  Firestore: {
    table: PERMISSIONS,
    signIn: signedInAt,
    attempt: async (collection: string, actor: Actor, op: Operation, ctx: RulesTestContext) => {
      await seedCollection(firestoreEnv, collection, op === 'create' ? targetId(collection, actor) : undefined);
      return runOperation(ctx, collection, actor, op);
    },
  },
  Storage: {
    table: STORAGE_PERMISSIONS,
    signIn: storageSignedInAt,
    attempt: async (path: string, _actor: Actor, op: Operation, ctx: RulesTestContext) => {
      await seedStoragePath(storageEnv, path);
      return runStorageOperation(ctx, path, op);
    },
  },
} as const;
const SIGN_INS = [
  ['signed in before the cut-off', BEFORE, 'refused'],
  ['signed in at the cut-off', AT, 'allowed'],
] as const;

describe.each((Object.keys(SURFACES) as (keyof typeof SURFACES)[]).flatMap((surface) => SIGN_INS.map(([when, authTime, expected]) => [surface, when, authTime, expected] as const)))(
  '%s, %s',
  (surface, _when, authTime, expected) => {
    // Every cell the table allows a signed-in actor (a guest has no account to cut off).
    const { table, signIn, attempt } = SURFACES[surface];
    const cells = Object.keys(table).flatMap((key) =>
      SIGNED_IN_ACTORS.flatMap((actor) => OPERATIONS.filter((op) => table[key][actor][op]).map((op) => [key, actor, op] as const)),
    );
    it.each(cells)(`%s: %s %s is ${expected}`, async (key, actor, op) => {
      const result = attempt(key, actor, op, signIn(actor, authTime));
      await (expected === 'allowed' ? assertSucceeds(result) : assertFails(result));
    });
  },
);

describe('a demoted admin whose token still says admin', () => {
  const demoted = () => signedInAt('admin', BEFORE);

  it('cannot read tickets, profiles, codes or audit entries', async () => {
    await Promise.all([COLLECTIONS.supportTickets, COLLECTIONS.users, COLLECTIONS.membershipCodes].map((c) => seedCollection(firestoreEnv, c)));
    await firestoreEnv.withSecurityRulesDisabled((ctx) =>
      ctx.firestore().collection(COLLECTIONS.auditLog).doc('entry-1').set({ action: 'admin.granted', actor_uid: 'x', target_kind: 'users', target_id: 'y' }),
    );
    const db = demoted().firestore();
    for (const collection of [COLLECTIONS.supportTickets, COLLECTIONS.users, COLLECTIONS.membershipCodes, COLLECTIONS.auditLog]) {
      await assertFails(db.collection(collection).get());
    }
    await assertFails(db.collection(COLLECTIONS.users).doc('member-uid').get());
    await assertFails(db.collection(COLLECTIONS.membershipCodes).doc('4321').get());
    await assertFails(db.collection(COLLECTIONS.auditLog).doc('entry-1').get());
  });

  it('cannot write content or files', async () => {
    await assertFails(createRecord(demoted().firestore(), COLLECTIONS.articles, 'new-article', record(COLLECTIONS.articles, {}, { create: true })));
    const { folder, contentType } = STORAGE_PATHS_UNDER_TEST['images/{kind}/{docId}/{file}'];
    await assertFails(upload(storageSignedInAt('admin', BEFORE).storage().ref(`${folder}/new.png`), bytes(), contentType));
  });

  it('after signing in again (now a member), reads the library and nothing of the staff', async () => {
    await seedCollection(firestoreEnv, COLLECTIONS.articles);
    await seedCollection(firestoreEnv, COLLECTIONS.membershipCodes);
    const db = signedInAt('admin', AT, { role: 'member' }).firestore();
    await assertSucceeds(db.collection(COLLECTIONS.articles).where(PUBLISH_FIELD, '<=', new Date()).get());
    await assertFails(db.collection(COLLECTIONS.membershipCodes).get());
  });
});

describe('access_cutoffs', () => {
  it('has one rule in firestore.rules (rules allow what any matching rule allows, so a second one could only widen it)', () => {
    expect(FIRESTORE_RULES.match(/match \/access_cutoffs\//g)).toHaveLength(1);
  });

  it.each(SIGNED_IN_ACTORS)('%s reads their own cut-off, even from a session it ended, and nobody else’s; writes none', async (actor) => {
    const own = ACTOR_AUTH[actor]!.uid;
    for (const authTime of [BEFORE, AT]) {
      const cutoffs = signedInAt(actor, authTime).firestore().collection(COLLECTIONS.accessCutoffs);
      await assertSucceeds(cutoffs.doc(own).get());
      await assertFails(cutoffs.doc('someone-else').get());
      await assertFails(cutoffs.get());
      await assertFails(cutoffs.doc(own).set({ not_before: 0 }));
      await assertFails(cutoffs.doc(own).update({ not_before: 0 }));
      await assertFails(cutoffs.doc(own).delete());
      await assertFails(cutoffs.doc('someone-else').set({ not_before: 0 }));
    }
  });

  it('a guest can neither read nor write any cut-off', async () => {
    const cutoffs = firestoreEnv.unauthenticatedContext().firestore().collection(COLLECTIONS.accessCutoffs);
    await assertFails(cutoffs.doc(ACTOR_AUTH.member!.uid).get());
    await assertFails(cutoffs.get());
    await assertFails(cutoffs.doc(ACTOR_AUTH.member!.uid).set({ not_before: 0 }));
  });

  it('an account without a cut-off is not affected, whatever its sign-in time', async () => {
    await firestoreEnv.withSecurityRulesDisabled((ctx) => ctx.firestore().collection(COLLECTIONS.accessCutoffs).doc(ACTOR_AUTH.member!.uid).delete());
    await storageEnv.withSecurityRulesDisabled((ctx) => ctx.firestore().collection(COLLECTIONS.accessCutoffs).doc(STORAGE_UID_PREFIX + ACTOR_AUTH.member!.uid).delete());
    await seedCollection(firestoreEnv, COLLECTIONS.articles);
    await seedStoragePath(storageEnv, 'images/{kind}/{docId}/{file}');
    await assertSucceeds(signedInAt('member', 0).firestore().collection(COLLECTIONS.articles).where(PUBLISH_FIELD, '<=', new Date()).get());
    const { folder, existing } = STORAGE_PATHS_UNDER_TEST['images/{kind}/{docId}/{file}'];
    await assertSucceeds(storageSignedInAt('member', 0).storage().ref(`${folder}/${existing}`).getMetadata());
  });
});
