/**
 * The one wrapper of the keyed callables (common/idempotency.ts KEYED_CALLABLES): a call with an
 * idempotency key does its work once per key, caller and callable, and a repeat answers the first
 * call's result without writing anything more.
 *
 * 1. The caller passes the callable's own check (`authorize`, e.g. requireAdmin), so nobody else
 *    ever writes a key document.
 * 2. The key is taken out of the input before the callable's schema sees it; a malformed key is
 *    refused with `invalid-argument`, a missing one (or null) means "do it as it comes".
 * 3. The key's document (idempotency_keys, id from callable + caller + key) is claimed with a
 *    guarded write (create if absent; take over only a lease that ran out), so of two calls at
 *    the same time exactly one does the work. The other waits for its result (up to WAIT_MS).
 * 4. Done: the result is stored on the document (expire_at for the TTL policy) and answered to
 *    every repeat. The same key with a different request is refused. A call that fails releases
 *    the key, so the person's retry does the work (nothing of a failed call is kept).
 */
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore, type WriteResult } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@common/collections';
import {
  IDEMPOTENCY_KEY_FIELD,
  IDEMPOTENCY_KEY_TTL_MS,
  IDEMPOTENCY_LEASE_MS,
  isIdempotencyKey,
  type IdempotencyKeyDoc,
  type KeyedCallable,
} from '@common/idempotency';
import { MESSAGES } from '@common/messages';
import { db } from '../admin';
import { isPlainData } from './callable';
import { guardedWrite, retryOnConflict } from './guardedWrites';

/** How long a repeat waits for a first call that is still running before it answers "try again". */
const WAIT_MS = 20_000;

/**
 * The key and the input without it. Input that is not a plain object (null, a number, an array, a
 * prototype trick) carries no key and goes to the schema as it came, to be judged there.
 */
export function takeKey(data: unknown): { key: string | null; data: unknown } {
  if (data === null || typeof data !== 'object' || Array.isArray(data) || !isPlainData(data)) return { key: null, data };
  if (!Object.prototype.hasOwnProperty.call(data, IDEMPOTENCY_KEY_FIELD)) return { key: null, data };
  const { [IDEMPOTENCY_KEY_FIELD]: key, ...rest } = data as Record<string, unknown>;
  if (key === null) return { key: null, data: rest };
  if (!isIdempotencyKey(key)) throw new HttpsError('invalid-argument', MESSAGES.idempotencyKeyInput);
  return { key, data: rest };
}

/** JSON with object keys sorted, so one request hashes the same however its fields were ordered. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The key document's id: the key alone never names a document, so one caller's key cannot meet another's. */
export function keyDocId(callable: KeyedCallable, uid: string, key: string): string {
  return sha256(`${callable}\n${uid}\n${key}`);
}

type Claim = { kind: 'claimed'; written: WriteResult } | { kind: 'done'; result: unknown } | { kind: 'running' };

async function claim(firestore: Firestore, ref: DocumentReference, fields: Pick<IdempotencyKeyDoc, 'callable' | 'uid' | 'request_hash'>): Promise<Claim> {
  return retryOnConflict(async () => {
    const snap: DocumentSnapshot = await ref.get();
    const now = Date.now();
    if (snap.exists) {
      const stored = snap.data() as Partial<IdempotencyKeyDoc<Timestamp>>;
      if (stored.request_hash !== fields.request_hash) throw new HttpsError('invalid-argument', MESSAGES.idempotencyKeyReused);
      if (stored.state === 'done') return { kind: 'done', result: JSON.parse(stored.result ?? 'null') as unknown };
      if (stored.lease_until instanceof Timestamp && stored.lease_until.toMillis() > now) return { kind: 'running' };
    }
    const batch = firestore.batch();
    const doc: IdempotencyKeyDoc<Timestamp> = {
      ...fields,
      state: 'running',
      lease_until: Timestamp.fromMillis(now + IDEMPOTENCY_LEASE_MS),
      result: null,
      created_at: Timestamp.fromMillis(now),
      expire_at: Timestamp.fromMillis(now + IDEMPOTENCY_KEY_TTL_MS),
    };
    guardedWrite(batch, snap, doc);
    const [written] = await batch.commit();
    return { kind: 'claimed', written: written! };
  });
}

/**
 * Wraps a keyed callable's handler: `authorize` runs first and answers the caller's uid, then the
 * key is taken out and `handler` sees the request without it.
 */
export function keyed<T>(
  callable: KeyedCallable,
  authorize: (request: CallableRequest<unknown>) => Promise<string>,
  handler: (request: CallableRequest<unknown>, uid: string) => Promise<T>,
  firestore: Firestore = db,
): (request: CallableRequest<unknown>) => Promise<T> {
  return async (request) => {
    const uid = await authorize(request);
    const { key, data } = takeKey(request.data);
    const unkeyed: CallableRequest<unknown> = { ...request, data };
    if (key === null) return handler(unkeyed, uid);

    const ref = firestore.collection(COLLECTIONS.idempotencyKeys).doc(keyDocId(callable, uid, key));
    const fields = { callable, uid, request_hash: sha256(canonical(data)) };
    const started = Date.now();
    for (let pause = 100; ; pause = Math.min(pause * 2, 1000)) {
      const outcome = await claim(firestore, ref, fields);
      if (outcome.kind === 'done') {
        logger.info('idempotent repeat', { callable, uid });
        return outcome.result as T;
      }
      if (outcome.kind === 'claimed') return run(ref, outcome.written, () => handler(unkeyed, uid));
      if (Date.now() - started > WAIT_MS) throw new HttpsError('aborted', MESSAGES.idempotencyKeyBusy);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  };
}

async function run<T>(ref: DocumentReference, claimed: WriteResult, work: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    // Guarded by the claim's write time: a key taken over after the lease ran out is not ours to drop.
    await ref.delete({ lastUpdateTime: claimed.writeTime }).catch((failure: unknown) => logger.warn('idempotency key not released', { error: String(failure) }));
    throw error;
  }
  // The work is done: its answer goes back even if storing it fails (a repeat then waits out the lease).
  await ref
    .update({ state: 'done', result: JSON.stringify(result ?? null), lease_until: null })
    .catch((failure: unknown) => logger.error('idempotency result not stored', { error: String(failure) }));
  return result;
}
