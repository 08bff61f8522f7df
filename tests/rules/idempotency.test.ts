/**
 * firestore.rules for the keyed callables' idempotency keys: no client reads or writes them, not
 * even the caller whose key it is (permissions.ts has the table's cells; here each actor tries its
 * own key and another's). A client learns a result only by calling again with its key.
 */
import { beforeEach, describe, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import { CALLABLES } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { contextFor } from './operations';
import { ACTOR_AUTH, ACTORS } from './permissions';
import { useFirestoreRules } from './rules-env';

const rulesEnv = useFirestoreRules('demo-rules-idempotency');
const uidOf = (actor: (typeof ACTORS)[number]) => ACTOR_AUTH[actor]?.uid ?? 'guest';
const keyDoc = (uid: string) => ({ callable: CALLABLES.generateMembershipCodes, uid, request_hash: 'h', state: 'done', result: '{"codes":["1234"]}' });
const IDS = [...ACTORS.map((actor) => `key-of-${uidOf(actor)}`), 'key-of-someone'];

beforeEach(async () => {
  await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
    const keys = ctx.firestore().collection(COLLECTIONS.idempotencyKeys);
    for (const actor of ACTORS) await keys.doc(`key-of-${uidOf(actor)}`).set(keyDoc(uidOf(actor)));
    await keys.doc('key-of-someone').set(keyDoc('someone'));
  });
});

describe('idempotency_keys', () => {
  it.each(ACTORS)('a %s can neither read nor write any key, its own included', async (actor) => {
    const keys = contextFor(rulesEnv(), actor).firestore().collection(COLLECTIONS.idempotencyKeys);
    await assertFails(keys.get());
    await assertFails(keys.where('uid', '==', uidOf(actor)).get());
    for (const id of IDS) {
      await assertFails(keys.doc(id).get());
      await assertFails(keys.doc(id).set({ ...keyDoc(uidOf(actor)), result: '{"codes":["9999"]}' }));
      await assertFails(keys.doc(id).update({ state: 'running' }));
      await assertFails(keys.doc(id).delete());
    }
    await assertFails(keys.doc('new').set({ ...keyDoc(uidOf(actor)), state: 'running' }));
  });
});
