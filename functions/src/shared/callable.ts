/** Small helpers every callable uses: who is calling, and is the input what we expect. */
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { MESSAGES } from '@common/messages';

/** Callables run in one region; the web app's functions client uses the same. */
export const REGION = 'us-central1';

export function requireUid(request: CallableRequest<unknown>): string {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', MESSAGES.signInRequired);
  return uid;
}

/**
 * Parses callable input with its schema. Anything else is `invalid-argument` with the schema's own
 * message, before the function reads or writes anything.
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new HttpsError('invalid-argument', result.error.issues[0]?.message ?? 'Invalid input.');
  }
  return result.data;
}
