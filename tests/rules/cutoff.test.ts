/**
 * The revocation cut-off (issue 9 §1): firestore.rules and storage.rules refuse a token whose
 * sign-in (auth_time) is before access_cutoffs/{uid}.not_before, on every cell of the permission
 * table that the actor could reach before; a token signed in at or after the cut-off works as
 * before. The Auth emulator does not enforce revoked refresh tokens, so the tests mint tokens of
 * chosen sign-in times. Nobody reads or writes access_cutoffs from a client.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { record, createRecord } from './content-fixtures';
import { bytes, runOperation, runStorageOperation, seedCollection, seedStoragePath, targetId, upload } from './operations';
import { ACTORS, ACTOR_AUTH, OPERATIONS, PERMISSIONS, STORAGE_PATHS_UNDER_TEST, STORAGE_PERMISSIONS, type Actor, type Operation } from './permissions';

const FIRESTORE_RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const STORAGE_RULES = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');
/** Seconds since the epoch: the removal, a sign-in a minute before it, and one right at it. */
const CUT_OFF = 1_800_000_000;
const BEFORE = CUT_OFF - 60;
const AT = CUT_OFF;
const SIGNED_IN_ACTORS = ACTORS.filter((actor) => actor !== 'guest');

let env: RulesTestEnvironment;
setLogLevel('silent');

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-cutoff',
    firestore: { rules: FIRESTORE_RULES },
    storage: { rules: STORAGE_RULES },
  });
});
afterAll(() => env?.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  // Every signed-in actor was removed (or demoted) at CUT_OFF; their tokens still carry the claims.
  await env.withSecurityRulesDisabled(async (ctx) => {
    await Promise.all(
      SIGNED_IN_ACTORS.map((actor) => ctx.firestore().collection(COLLECTIONS.accessCutoffs).doc(ACTOR_AUTH[actor]!.uid).set({ not_before: CUT_OFF, updated_at: new Date() })),
    );
  });
});

/** The actor's context with a token from a sign-in at `authTime` (seconds); a guest has none. */
function signedInAt(actor: Actor, authTime: number): RulesTestContext {
  const auth = ACTOR_AUTH[actor];
  if (!auth) return env.unauthenticatedContext();
  const { uid, ...claims } = auth;
  return env.authenticatedContext(uid, { ...claims, email_verified: true, auth_time: authTime });
}

/** Where a cut-off must bite: each surface's permission table and how one cell is attempted. */
const SURFACES = {
  Firestore: {
    table: PERMISSIONS,
    attempt: async (collection: string, actor: Actor, op: Operation, ctx: RulesTestContext) => {
      await seedCollection(env, collection, op === 'create' ? targetId(collection, actor) : undefined);
      return runOperation(ctx, collection, actor, op);
    },
  },
  Storage: {
    table: STORAGE_PERMISSIONS,
    attempt: async (path: string, _actor: Actor, op: Operation, ctx: RulesTestContext) => {
      await seedStoragePath(env, path);
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
    const { table, attempt } = SURFACES[surface];
    const cells = Object.keys(table).flatMap((key) =>
      SIGNED_IN_ACTORS.flatMap((actor) => OPERATIONS.filter((op) => table[key][actor][op]).map((op) => [key, actor, op] as const)),
    );
    it.each(cells)(`%s: %s %s is ${expected}`, async (key, actor, op) => {
      const result = attempt(key, actor, op, signedInAt(actor, authTime));
      await (expected === 'allowed' ? assertSucceeds(result) : assertFails(result));
    });
  },
);

describe('a demoted admin whose token still says admin', () => {
  const demoted = () => signedInAt('admin', BEFORE);

  it('cannot read tickets, profiles, codes or audit entries', async () => {
    await Promise.all([COLLECTIONS.supportTickets, COLLECTIONS.users, COLLECTIONS.membershipCodes].map((c) => seedCollection(env, c)));
    await env.withSecurityRulesDisabled((ctx) =>
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
    await assertFails(upload(demoted().storage().ref(`${folder}/new.png`), bytes(), contentType));
  });

  it('after signing in again (now a member), reads the library and nothing of the staff', async () => {
    await seedCollection(env, COLLECTIONS.articles);
    await seedCollection(env, COLLECTIONS.membershipCodes);
    const { uid, email } = ACTOR_AUTH.admin!;
    const db = env.authenticatedContext(uid, { email, role: 'member', email_verified: true, auth_time: AT }).firestore();
    await assertSucceeds(db.collection(COLLECTIONS.articles).get());
    await assertFails(db.collection(COLLECTIONS.membershipCodes).get());
  });
});

describe('access_cutoffs', () => {
  it.each(ACTORS)('%s can neither read nor write any cut-off, not even their own', async (actor) => {
    const own = (ACTOR_AUTH[actor] ?? ACTOR_AUTH.member)!.uid;
    for (const authTime of [BEFORE, AT]) {
      const cutoffs = signedInAt(actor, authTime).firestore().collection(COLLECTIONS.accessCutoffs);
      await assertFails(cutoffs.doc(own).get());
      await assertFails(cutoffs.get());
      await assertFails(cutoffs.doc(own).set({ not_before: 0 }));
      await assertFails(cutoffs.doc(own).update({ not_before: 0 }));
      await assertFails(cutoffs.doc(own).delete());
      await assertFails(cutoffs.doc('someone-else').set({ not_before: 0 }));
    }
  });

  it('an account without a cut-off is not affected, whatever its sign-in time', async () => {
    await env.withSecurityRulesDisabled((ctx) => ctx.firestore().collection(COLLECTIONS.accessCutoffs).doc(ACTOR_AUTH.member!.uid).delete());
    await seedCollection(env, COLLECTIONS.articles);
    await assertSucceeds(signedInAt('member', 0).firestore().collection(COLLECTIONS.articles).get());
  });
});
