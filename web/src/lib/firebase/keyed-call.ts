/**
 * Calls a keyed callable (common/idempotency.ts KEYED_CALLABLES) with the idempotency key of the
 * person's action (lib/action-keys.ts): a retry of a failed call with the same input sends the same
 * key, and the server answers the first call's result instead of doing the work again.
 */
import { httpsCallable } from 'firebase/functions';
import { IDEMPOTENCY_KEY_FIELD, type KeyedCallable } from '@common/idempotency';
import { actionKeys, type ActionKeys } from '../action-keys';
import { getAppFunctions } from './functions';

const keysOf = new Map<KeyedCallable, ActionKeys>();

export function callKeyed<Req extends object, Res>(name: KeyedCallable, request: Req): Promise<Res> {
  let keys = keysOf.get(name);
  if (!keys) keysOf.set(name, (keys = actionKeys()));
  return keys.run(request, async (key) => (await httpsCallable<Req, Res>(getAppFunctions(), name)({ ...request, [IDEMPOTENCY_KEY_FIELD]: key })).data);
}
