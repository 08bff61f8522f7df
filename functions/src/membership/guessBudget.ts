/**
 * The guess budget of docs/decisions/0002-membership-codes.md. A try is written down as a failure
 * BEFORE the code is looked at, in an optimistic transaction over the account's and the address's
 * counters (shared/guardedWrites.ts), so concurrent guesses cannot overspend: the (n+1)-th sees n.
 * A try that turns out to be a valid code is taken back afterwards.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { codeAttemptsKey, EXPIRY_FIELD } from '@common/documents';
import { GUESS_BUDGET, GUESS_HISTORY_MS } from '@common/membership';
import { guardedWrite, retryOnConflict } from '../shared/guardedWrites';

export interface BudgetWindow {
  readonly windowMs: number;
  readonly max: number;
}

export type BudgetVerdict = { allowed: true } | { allowed: false; retryAt: number };

/** Numbers only, newer than the history limit, oldest first. */
export function pruneFailures(raw: unknown, now: number): number[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((t): t is number => typeof t === 'number' && Number.isFinite(t) && t > now - GUESS_HISTORY_MS)
    .sort((a, b) => a - b);
}

/**
 * Refused when any window already holds `max` failures; `retryAt` is when every window will have
 * room again (the oldest failure that has to expire, plus its window).
 */
export function evaluateBudget(failures: readonly number[], windows: readonly BudgetWindow[], now: number): BudgetVerdict {
  let retryAt = 0;
  for (const { windowMs, max } of windows) {
    const inWindow = failures.filter((t) => t > now - windowMs).sort((a, b) => a - b);
    if (inWindow.length >= max) {
      retryAt = Math.max(retryAt, inWindow[inWindow.length - max] + windowMs);
    }
  }
  return retryAt > 0 ? { allowed: false, retryAt } : { allowed: true };
}

export interface Reservation {
  keys: string[];
  /** The failure entry written for this try; unique within each counter. */
  at: number;
}

export type ReserveResult = { ok: true; reservation: Reservation } | { ok: false; retryAt: number };

/** The hashed client address of a try, and for IPv6 its hashed /48 (null for IPv4). */
export interface AddressHashes {
  address: string;
  network: string | null;
}

/**
 * Counts one try against the account, the address and (IPv6) the address's /48, unless any of
 * their budgets is spent. Entries are kept unique per counter (at least 1 ms after the newest) so
 * a refund removes exactly this one. A caller whose address is unknown (null) is held by the
 * account budget and the breaker alone: one shared "unknown" counter would let anyone spend
 * everyone else's guesses.
 */
export async function reserveGuess(db: Firestore, uid: string, address: AddressHashes | null): Promise<ReserveResult> {
  const counters = [
    { key: codeAttemptsKey.account(uid), windows: GUESS_BUDGET.account },
    ...(address === null ? [] : [{ key: codeAttemptsKey.address(address.address), windows: GUESS_BUDGET.address }]),
    ...(address?.network ? [{ key: codeAttemptsKey.network(address.network), windows: GUESS_BUDGET.network }] : []),
  ];
  const refs = counters.map(({ key }) => db.collection(COLLECTIONS.codeAttempts).doc(key));
  return retryOnConflict(async () => {
    const snaps = await db.getAll(...refs);
    const now = Date.now();
    const histories = snaps.map((snap) => pruneFailures(snap.get('failures'), now));
    let retryAt = 0;
    counters.forEach(({ windows }, i) => {
      const verdict = evaluateBudget(histories[i], windows, now);
      if (!verdict.allowed) retryAt = Math.max(retryAt, verdict.retryAt);
    });
    if (retryAt > 0) return { ok: false, retryAt } as const;
    const at = Math.max(now, ...histories.map((h) => (h.length ? h[h.length - 1] + 1 : 0)));
    // Guarded by what was read: of many tries from one address (or network) at once, one commits
    // per round and the rest re-read its count, so no budget is ever overspent.
    const batch = db.batch();
    // Kept until the newest entry leaves every budget window; then the TTL policy deletes it.
    const expiry = { [EXPIRY_FIELD]: Timestamp.fromMillis(at + GUESS_HISTORY_MS) };
    snaps.forEach((snap, i) => guardedWrite(batch, snap, { failures: [...histories[i], at], updated_at: FieldValue.serverTimestamp(), ...expiry }));
    await batch.commit();
    return { ok: true, reservation: { keys: counters.map((c) => c.key), at } } as const;
  });
}

/** Takes a try back (it was a valid code). A blind arrayRemove: no read, so no contention retries. */
export async function refundGuess(db: Firestore, reservation: Reservation): Promise<void> {
  const batch = db.batch();
  for (const key of reservation.keys) {
    batch.update(db.collection(COLLECTIONS.codeAttempts).doc(key), {
      failures: FieldValue.arrayRemove(reservation.at),
      updated_at: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
}
