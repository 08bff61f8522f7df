/**
 * getCodeGuessing() -> CodeGuessingResult: what staff see of code guessing on the
 * Membership Codes screen. Failures come from the per-account guess counters (guessBudget.ts:
 * every failed try is in exactly one account counter, a valid code's try is taken back; a try
 * without a known address has no address counter), the addresses from the per-address ones; the
 * breaker's state from breaker.ts. Counters not written for a day hold nothing of interest.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import type { CodeGuessingResult } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { codeAttemptsKey } from '@common/documents';
import { GUESS_HISTORY_MS } from '@common/membership';
import { db } from '../admin';
import { isTripped, readBreaker } from '../membership/breaker';
import { pruneFailures } from '../membership/guessBudget';
import { requireAdmin } from '../roles/requireAdmin';
import { CALLABLE_OPTIONS, parseInput } from '../shared/callable';
import { noInput } from '../shared/schemas';

const HOUR = 3_600_000;
const ACCOUNT_PREFIX = codeAttemptsKey.account('');
const ADDRESS_PREFIX = codeAttemptsKey.address('');

/** Sums the accounts' failures and counts the addresses with any, for each window. */
export function tallyGuessing(accountHistories: readonly number[][], addressHistories: readonly number[][], now: number) {
  const within = (histories: readonly number[][], windowMs: number) => histories.map((history) => history.filter((t) => t > now - windowMs).length);
  const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
  const withAny = (counts: number[]) => counts.filter((n) => n > 0).length;
  return {
    failed_last_hour: sum(within(accountHistories, HOUR)),
    failed_last_day: sum(within(accountHistories, GUESS_HISTORY_MS)),
    addresses_last_hour: withAny(within(addressHistories, HOUR)),
    addresses_last_day: withAny(within(addressHistories, GUESS_HISTORY_MS)),
  };
}

export const getCodeGuessing = onCall(CALLABLE_OPTIONS, async (request): Promise<CodeGuessingResult> => {
  await requireAdmin(request);
  parseInput(noInput, request.data);
  const now = Date.now();
  const [counters, breaker] = await Promise.all([
    db.collection(COLLECTIONS.codeAttempts).where('updated_at', '>', Timestamp.fromMillis(now - GUESS_HISTORY_MS)).get(),
    readBreaker(db),
  ]);
  const histories = (prefix: string) => counters.docs.filter((doc) => doc.id.startsWith(prefix)).map((doc) => pruneFailures(doc.get('failures'), now));
  const tripped = isTripped(breaker, now);
  return {
    ...tallyGuessing(histories(ACCOUNT_PREFIX), histories(ADDRESS_PREFIX), now),
    breaker: { tripped, tripped_until: tripped ? breaker.trippedUntil : null, last_tripped_at: breaker.lastTrippedAt },
  };
});
