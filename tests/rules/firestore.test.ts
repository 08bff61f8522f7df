/**
 * firestore.rules for profiles, membership codes, guess counters, library content and support
 * tickets: every collection × actor × operation of permissions.ts is asserted, plus the cases the
 * table cannot express (tickets: tickets.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { COLLECTIONS } from '@common/collections';
import { ROLES, ROLE_CLAIM } from '@common/roles';
import { contextFor, runOperation, seedCollection, targetId } from './operations';
import { ACTORS, ACTOR_AUTH, OPERATIONS, PERMISSIONS } from './permissions';
import { FIRESTORE_RULES as RULES, useFirestoreRules } from './rules-env';


const rulesEnv = useFirestoreRules('demo-rules-foundation');

describe.each(Object.keys(PERMISSIONS))('%s', (collection) => {
  const cells = ACTORS.flatMap((actor) =>
    OPERATIONS.map((op) => [actor, op, PERMISSIONS[collection][actor][op] ? 'allowed' : 'refused'] as const),
  );
  it.each(cells)('%s %s: %s', async (actor, op, verdict) => {
    const allowed = verdict === 'allowed';
    await seedCollection(rulesEnv(), collection, op === 'create' ? targetId(collection, actor) : undefined);
    const attempt = runOperation(contextFor(rulesEnv(), actor), collection, actor, op);
    await (allowed ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

describe('profiles', () => {
  it.each(['member', 'nonMember'] as const)("a %s cannot read another member's profile", async (actor) => {
    await seedCollection(rulesEnv(), COLLECTIONS.users);
    const db = contextFor(rulesEnv(), actor).firestore();
    await assertFails(db.collection(COLLECTIONS.users).doc(ACTOR_AUTH.admin!.uid).get());
    await assertFails(db.collection(COLLECTIONS.users).doc('someone-else').get());
  });

  it('a member cannot list profiles, even filtered to their own', async () => {
    await seedCollection(rulesEnv(), COLLECTIONS.users);
    const db = contextFor(rulesEnv(), 'member').firestore();
    await assertFails(db.collection(COLLECTIONS.users).where('email', '==', 'member-uid@rules.test').get());
  });

  it('a member cannot make themselves admin by writing their profile', async () => {
    await seedCollection(rulesEnv(), COLLECTIONS.users);
    const db = contextFor(rulesEnv(), 'member').firestore();
    await assertFails(db.collection(COLLECTIONS.users).doc(ACTOR_AUTH.member!.uid).set({ role: 'admin' }, { merge: true }));
  });

  it('an unknown role claim counts as no role', async () => {
    await seedCollection(rulesEnv(), COLLECTIONS.membershipCodes);
    const db = rulesEnv().authenticatedContext('odd', { [ROLE_CLAIM]: 'Admin' }).firestore();
    await assertFails(db.collection(COLLECTIONS.membershipCodes).get());
  });
});

describe('default deny', () => {
  it.each(ACTORS)('%s cannot touch a collection the rules do not name', async (actor) => {
    const db = contextFor(rulesEnv(), actor).firestore();
    await assertFails(db.collection('not_a_collection').doc('x').get());
    await assertFails(db.collection('not_a_collection').doc('x').set({ a: 1 }));
  });
});

describe('the rules agree with the shared declarations', () => {
  it('names each collection of the permission table and the role values of common/roles.ts', () => {
    // A subcollection's table key is a path (support_tickets/member-uid/messages): its last name.
    for (const collection of Object.keys(PERMISSIONS)) expect(RULES).toContain(`match /${collection.split('/').at(-1)}/{`);
    for (const role of ROLES) expect(RULES).toContain(`'${role}'`);
    expect(RULES).toContain(`request.auth.token.get('${ROLE_CLAIM}'`);
  });
});
