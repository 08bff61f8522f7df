/**
 * Idempotency keys of the callables that change state (docs/architecture.md, "Retries"): the client
 * makes one key per user action and sends it again when it retries that action; the backend does the
 * work once per key and answers a repeat with the first call's result. The key is optional: a call
 * without one is done as it comes.
 */
import { CALLABLES } from './callable-contracts';

/** The request field that carries the key, beside the callable's own input. */
export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey' as const;

/**
 * 22 to 43 URL-safe characters: a UUID v4 as crypto.randomUUID() writes it (36), or 128 to 256
 * random bits in base64url. Enough to be unguessable and unique per action; short enough to hash.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{22,43}$/;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}

/**
 * How long a key's document is kept (its expire_at, for the collection's TTL policy: docs/deploy.md).
 * A retry comes within minutes; a day covers a laptop closed over lunch.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A first call still running holds its key this long; after that (the function's timeout has passed,
 * so it died) a retry with the key does the work. Slightly more than functions/src/options.ts's 60 s.
 */
export const IDEMPOTENCY_LEASE_MS = 70 * 1000;

/**
 * The callables that take a key: every one that changes state on a person's action and whose repeat
 * would do something again (another audit entry, codes, reply or mail, a second revocation, or a
 * refusal of a retried action that in fact succeeded). Not keyed, and why: redeemMembershipCode (a
 * repeat by the account that used the code answers its role and counts no failure: tests/functions
 * prove it), claimOwnerRole and endOtherSessions (no input; a repeat sets the same state again),
 * updateMyName (sets a value; a repeat stores the same name), deleteMyAccount (a repeat finds the
 * account gone; its own steps can be run again), and the read-only listMembers, getCodeGuessing and
 * exportMyData.
 */
export const KEYED_CALLABLES = [
  CALLABLES.generateMembershipCodes,
  CALLABLES.resetMembershipCode,
  CALLABLES.retireUnusedCodes,
  CALLABLES.resetCodeBreaker,
  CALLABLES.setAdminRole,
  CALLABLES.removeMembership,
  CALLABLES.resetSecondFactor,
  CALLABLES.updateSupportTicket,
  CALLABLES.answerSupportTicket,
] as const;
export type KeyedCallable = (typeof KEYED_CALLABLES)[number];

/** What a keyed callable's request may carry beside its own input. */
export interface Keyed {
  /** IDEMPOTENCY_KEY_PATTERN; made once per user action and sent again on its retries. */
  [IDEMPOTENCY_KEY_FIELD]?: string;
}

/** idempotency_keys/{id}: the state of one key's call. */
export interface IdempotencyKeyDoc<T = unknown> {
  callable: KeyedCallable;
  uid: string;
  /** SHA-256 of the request without its key: the same key with another request is refused. */
  request_hash: string;
  state: 'running' | 'done';
  /** While running: until when this call holds the key (IDEMPOTENCY_LEASE_MS); null once done. */
  lease_until: T | null;
  /** Once done: the call's result as JSON. */
  result: string | null;
  created_at: T;
  /** created_at plus IDEMPOTENCY_KEY_TTL_MS: the TTL policy deletes the document after it. */
  expire_at: T;
}
