/** Small helpers every callable uses: who is calling, and is the input what we expect. */
import { HttpsError, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import type { output, ZodMiniType } from 'zod/mini';
import { MESSAGES } from '@common/messages';

import { ENFORCE_APP_CHECK } from './appCheck';

/** Callables run in one region; the web app's functions client uses the same. */
export const REGION = 'us-central1';

/**
 * What every callable is declared with (region, instances and memory come from options.ts): App
 * Check enforced through its parameter.
 */
export const CALLABLE_OPTIONS = { enforceAppCheck: ENFORCE_APP_CHECK } as const satisfies CallableOptions;

export function requireUid(request: CallableRequest<unknown>): string {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', MESSAGES.signInRequired);
  return uid;
}

/**
 * Parses callable input with its schema. Anything else is `invalid-argument` with the schema's own
 * message, before the function reads or writes anything.
 */
export function parseInput<S extends ZodMiniType>(schema: S, data: unknown): output<S> {
  // Input is JSON: arrays, plain objects and scalars. An object with another prototype (a
  // "__proto__" key in the request becomes one) would let a schema read inherited fields.
  if (!isPlainData(data)) {
    throw new HttpsError('invalid-argument', schema.safeParse(Symbol('not JSON')).error?.issues[0]?.message ?? 'Invalid input.');
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new HttpsError('invalid-argument', result.error.issues[0]?.message ?? 'Invalid input.');
  }
  return result.data;
}

const PLAIN_PROTOTYPES = new Set<unknown>([Object.prototype, null]);
/** Deep enough for any input of ours; deeper nesting is refused rather than walked. */
const MAX_DEPTH = 32;

/** JSON-shaped all the way down: scalars, arrays, and objects with a plain (or no) prototype. */
export function isPlainData(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => isPlainData(item, depth + 1));
  if (!PLAIN_PROTOTYPES.has(Object.getPrototypeOf(value))) return false;
  if (Object.prototype.hasOwnProperty.call(value, '__proto__')) return false;
  return Object.values(value).every((item) => isPlainData(item, depth + 1));
}
