/**
 * getCodeGuessing() -> CodeGuessingResult (issue 9 §3): what staff see of code guessing on the
 * Membership Codes screen. Failures come from the per-address guess counters (guessBudget.ts:
 * every failed try is in exactly one address counter, a valid code's try is taken back); the
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
import { parseInput, REGION } from '../shared/callable';
import { noCodesInput } from './schemas';

const HOUR = 3_600_000;
const ADDRESS_PREFIX = codeAttemptsKey.address('');

/** Sums failures and counts addresses with any, for each window. */
export function tallyGuessing(addressHistories: readonly number[][], now: number) {
  const within = (windowMs: number) => addressHistories.map((history) => history.filter((t) => t > now - windowMs).length);
  const [hour, day] = [within(HOUR), within(GUESS_HISTORY_MS)];
  const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
  const withAny = (counts: number[]) => counts.filter((n) => n > 0).length;
  return { failed_last_hour: sum(hour), failed_last_day: sum(day), addresses_last_hour: withAny(hour), addresses_last_day: withAny(day) };
}

export const getCodeGuessing = onCall({ region: REGION }, async (request): Promise<CodeGuessingResult> => {
  await requireAdmin(request);
  parseInput(noCodesInput, request.data);
  const now = Date.now();
  const [counters, breaker] = await Promise.all([
    db.collection(COLLECTIONS.codeAttempts).where('updated_at', '>', Timestamp.fromMillis(now - GUESS_HISTORY_MS)).get(),
    readBreaker(db),
  ]);
  const histories = counters.docs.filter((doc) => doc.id.startsWith(ADDRESS_PREFIX)).map((doc) => pruneFailures(doc.get('failures'), now));
  const tripped = isTripped(breaker, now);
  return {
    ...tallyGuessing(histories, now),
    breaker: { tripped, tripped_until: tripped ? breaker.trippedUntil : null, last_tripped_at: breaker.lastTrippedAt },
  };
});
