/**
 * Runs one cell of the permission table (permissions.ts) against the Firestore emulator: the actor's
 * client performs the operation on the collection's target document.
 */
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { ACTOR_AUTH, COLLECTIONS_UNDER_TEST, type Actor, type Operation } from './permissions';

export function contextFor(env: RulesTestEnvironment, actor: Actor): RulesTestContext {
  const auth = ACTOR_AUTH[actor];
  if (!auth) return env.unauthenticatedContext();
  const { uid, ...claims } = auth;
  return env.authenticatedContext(uid, { ...claims, email_verified: true });
}

/** The document id get/update/delete/create aim at for this actor. */
export function targetId(collection: string, actor: Actor): string {
  const { target } = COLLECTIONS_UNDER_TEST[collection];
  if (target === 'own') return (ACTOR_AUTH[actor] ?? ACTOR_AUTH.member)!.uid;
  return target.fixed;
}

/**
 * Puts the collection's documents in place with rules off: every actor's own document for 'own'
 * collections, else the fixed one. A create cell leaves its target absent, so it is a real create.
 */
export async function seedCollection(env: RulesTestEnvironment, collection: string, skipId?: string): Promise<void> {
  const spec = COLLECTIONS_UNDER_TEST[collection];
  const ids =
    spec.target === 'own'
      ? Object.values(ACTOR_AUTH).flatMap((a) => (a ? [a.uid] : []))
      : [spec.target.fixed];
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await Promise.all(ids.filter((id) => id !== skipId).map((id) => db.collection(collection).doc(id).set(spec.seed(id))));
  });
}

export function runOperation(ctx: RulesTestContext, collection: string, actor: Actor, op: Operation): Promise<unknown> {
  const db = ctx.firestore();
  const ref = db.collection(collection).doc(targetId(collection, actor));
  const { write } = COLLECTIONS_UNDER_TEST[collection];
  switch (op) {
    case 'get':
      return ref.get();
    case 'list':
      return db.collection(collection).get();
    case 'create':
      return ref.set(write);
    case 'update':
      return ref.update(write);
    case 'delete':
      return ref.delete();
  }
}
