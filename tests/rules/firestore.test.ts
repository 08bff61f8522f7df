/**
 * firestore.rules for profiles, membership codes, guess counters, library content and support
 * tickets: every collection × actor × operation of permissions.ts is asserted, plus the cases the
 * table cannot express (tickets: tickets.test.ts).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { ROLES, ROLE_CLAIM } from '@common/roles';
import { contextFor, runOperation, seedCollection, targetId } from './operations';
import { ACTORS, ACTOR_AUTH, OPERATIONS, PERMISSIONS } from './permissions';

const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
let env: RulesTestEnvironment;
setLogLevel('silent'); // every refused cell would otherwise log a PERMISSION_DENIED warning

beforeAll(async () => {
  env = await initializeTestEnvironment({ projectId: 'demo-rules-foundation', firestore: { rules: RULES } });
});
afterAll(() => env?.cleanup());
beforeEach(() => env.clearFirestore());

describe.each(Object.keys(PERMISSIONS))('%s', (collection) => {
  const cells = ACTORS.flatMap((actor) =>
    OPERATIONS.map((op) => [actor, op, PERMISSIONS[collection][actor][op] ? 'allowed' : 'refused'] as const),
  );
  it.each(cells)('%s %s: %s', async (actor, op, verdict) => {
    const allowed = verdict === 'allowed';
    await seedCollection(env, collection, op === 'create' ? targetId(collection, actor) : undefined);
    const attempt = runOperation(contextFor(env, actor), collection, actor, op);
    await (allowed ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

describe('profiles', () => {
  it.each(['member', 'nonMember'] as const)("a %s cannot read another member's profile", async (actor) => {
    await seedCollection(env, COLLECTIONS.users);
    const db = contextFor(env, actor).firestore();
    await assertFails(db.collection(COLLECTIONS.users).doc(ACTOR_AUTH.admin!.uid).get());
    await assertFails(db.collection(COLLECTIONS.users).doc('someone-else').get());
  });

  it('a member cannot list profiles, even filtered to their own', async () => {
    await seedCollection(env, COLLECTIONS.users);
    const db = contextFor(env, 'member').firestore();
    await assertFails(db.collection(COLLECTIONS.users).where('email', '==', 'member-uid@rules.test').get());
  });

  it('a member cannot make themselves admin by writing their profile', async () => {
    await seedCollection(env, COLLECTIONS.users);
    const db = contextFor(env, 'member').firestore();
    await assertFails(db.collection(COLLECTIONS.users).doc(ACTOR_AUTH.member!.uid).set({ role: 'admin' }, { merge: true }));
  });

  it('an unknown role claim counts as no role', async () => {
    await seedCollection(env, COLLECTIONS.membershipCodes);
    const db = env.authenticatedContext('odd', { [ROLE_CLAIM]: 'Admin' }).firestore();
    await assertFails(db.collection(COLLECTIONS.membershipCodes).get());
  });
});

describe('default deny', () => {
  it.each(ACTORS)('%s cannot touch a collection the rules do not name', async (actor) => {
    const db = contextFor(env, actor).firestore();
    await assertFails(db.collection('not_a_collection').doc('x').get());
    await assertFails(db.collection('not_a_collection').doc('x').set({ a: 1 }));
  });
});

describe('the rules agree with the shared declarations', () => {
  it('names each collection of this issue and the role values of common/roles.ts', () => {
    for (const collection of Object.keys(PERMISSIONS)) expect(RULES).toContain(`match /${collection}/{`);
    for (const role of ROLES) expect(RULES).toContain(`'${role}'`);
    expect(RULES).toContain(`request.auth.token.get('${ROLE_CLAIM}'`);
  });
});
