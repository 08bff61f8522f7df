/**
 * firestore.rules for the global code-guessing breaker: no client reads or writes it, whatever its
 * role; staff see it through the getCodeGuessing callable.
 */
import { beforeEach, describe, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import { COLLECTIONS } from '@common/collections';
import { codeBreakerKey } from '@common/documents';
import { contextFor } from './operations';
import { ACTORS } from './permissions';
import { useFirestoreRules } from './rules-env';

const DOCS = [codeBreakerKey.state, codeBreakerKey.testSettings, codeBreakerKey.bucket(60_000, 0)];

const rulesEnv = useFirestoreRules('demo-rules-breaker');
beforeEach(async () => {
  await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
    for (const id of DOCS) await ctx.firestore().collection(COLLECTIONS.codeBreaker).doc(id).set({ tripped_until: 1, failures: 1 });
  });
});

describe('code_breaker', () => {
  it.each(ACTORS)('a %s can neither read nor write any of it', async (actor) => {
    const breaker = contextFor(rulesEnv(), actor).firestore().collection(COLLECTIONS.codeBreaker);
    await assertFails(breaker.get());
    for (const id of DOCS) {
      await assertFails(breaker.doc(id).get());
      await assertFails(breaker.doc(id).set({ tripped_until: 0 }));
      await assertFails(breaker.doc(id).update({ failures: 0 }));
      await assertFails(breaker.doc(id).delete());
    }
    await assertFails(breaker.doc('new').set({ tripped_until: 0 }));
  });
});
