/**
 * Membership codes: format, generation limits and the guessing budget
 * (docs/decisions/0002-membership-codes.md).
 */
import type { MembershipCodeDoc } from './documents';

export const CODE_LENGTH = 4;
/** Exactly four ASCII digits. */
export const CODE_PATTERN = /^[0-9]{4}$/;
/** Generated codes are drawn from this inclusive range. */
export const CODE_MIN = 1000;
export const CODE_MAX = 9999;

export const GENERATE_MIN = 1;
export const GENERATE_MAX = 100;
export const GENERATE_DEFAULT = 10;

/**
 * A code nobody has redeemed yet, as generating codes, the seed and the tests create it. Generic
 * over the timestamp type: the Admin SDK's Timestamp or FieldValue, a Date in the rules tests.
 */
export function unusedCodeDoc<T>(
  code: string,
  createdAt: T,
  limits: { invitee_email?: string | null; expires_at?: T | null } = {},
): MembershipCodeDoc<T> {
  return {
    code,
    is_used: false,
    assigned_to: null,
    assigned_user: null,
    used_at: null,
    created_at: createdAt,
    invitee_email: limits.invitee_email ?? null,
    expires_at: limits.expires_at ?? null,
  };
}

/** Strips everything but digits and keeps at most CODE_LENGTH of them (docs/product.md §5). */
export function sanitizeCodeInput(raw: string): string {
  return raw.replace(/[^0-9]/g, '').slice(0, CODE_LENGTH);
}

export function isValidCodeFormat(value: unknown): value is string {
  return typeof value === 'string' && CODE_PATTERN.test(value);
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Days a new code works by default: the Generate form fills its expiry date with this, and a
 * generation that names no expiry gets it. A code nobody redeemed within a month has most likely
 * been lost, and a lost code that still works is one more a guesser can find.
 */
export const CODE_EXPIRY_DEFAULT_DAYS = 30;

/** The default expiry of codes generated at `now` (epoch ms). */
export function defaultCodeExpiry(now: number): number {
  return now + CODE_EXPIRY_DEFAULT_DAYS * DAY;
}

/**
 * All IPv6 /64s of one /48 together get this many times one address's budget. One subscriber often
 * holds a whole /48 (65,536 /64s): counted per /64 alone, it would buy 65,536 address budgets.
 */
export const NETWORK_BUDGET_FACTOR = 5;

const ADDRESS_WINDOWS = [
  { windowMs: 15 * MINUTE, max: 20 },
  { windowMs: DAY, max: 100 },
] as const;

/**
 * Failed redemptions allowed before the server refuses to check codes. Counted per account, per
 * client address (IPv4 address or IPv6 /64) and, for IPv6, per /48 network; every window of each
 * is checked, and all must have room.
 */
export const GUESS_BUDGET = {
  account: [
    { windowMs: 15 * MINUTE, max: 5 },
    { windowMs: DAY, max: 20 },
  ],
  address: ADDRESS_WINDOWS,
  network: ADDRESS_WINDOWS.map(({ windowMs, max }) => ({ windowMs, max: max * NETWORK_BUDGET_FACTOR })),
} as const;
export const GUESS_HISTORY_MS = DAY;

/**
 * The global breaker: failed redemptions across ALL callers are counted in buckets of `bucketMs`
 * (each split into `shards` documents, so an attack is not a write hot spot on one document). When
 * `threshold` or more fall within the window (breakerWindowStarts), unbound codes (no invitee) are
 * refused for everyone for `trippedForMs`; invitee-bound codes keep working, since only the
 * invitee's verified address can redeem them. Patients mistyping a code fail a few times a day;
 * 100 failures in 10 minutes is someone guessing from many accounts and addresses. A lower
 * threshold would shut unbound codes on ordinary days of typos: bound codes are the defence
 * against a patient guesser (docs/decisions/0002-membership-codes.md).
 */
export const CODE_BREAKER = {
  bucketMs: MINUTE,
  shards: 4,
  windowMs: 10 * MINUTE,
  threshold: 100,
  trippedForMs: 6 * 60 * MINUTE,
};
export type CodeBreakerSettings = typeof CODE_BREAKER;

/** The starts (epoch ms) of the buckets whose failures count towards the breaker at `now`. */
export function breakerWindowStarts(settings: Pick<CodeBreakerSettings, 'bucketMs' | 'windowMs'>, now: number): number[] {
  const first = Math.floor((now - settings.windowMs) / settings.bucketMs) * settings.bucketMs;
  const starts: number[] = [];
  for (let start = first; start <= now; start += settings.bucketMs) starts.push(start);
  return starts;
}
