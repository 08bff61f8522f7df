/**
 * Abuse suite, brute force: code guessers firing as fast as they can for a bounded run. Reports how
 * many guesses the server actually checked and asserts that stays within the budgets of
 * docs/decisions/0002-membership-codes.md (common/membership.ts GUESS_BUDGET) and the global
 * breaker (CODE_BREAKER): fresh accounts add nothing past the per-address and global limits. Every
 * other guess gets the budget refusal, or the tripped breaker's one refusal for every code that is
 * not bound to the caller.
 */
import { describe, expect, it } from 'vitest';
import { CALLABLES } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { codeAttemptsKey } from '@common/documents';
import { codeBreakerKey } from '@common/documents';
import { GUESS_BUDGET, type CodeBreakerSettings } from '@common/membership';
import { codesPausedMessage, MESSAGES } from '@common/messages';
import { DEFAULT_PRACTICE } from '@common/practice';
import { adminDb, callRaw, createUser, idTokenFor, type RawCallResult } from '../../tooling/emulator-clients';
import { getCodeAttempts, getMembershipCode, putMembershipCode } from '../support/firestore-data';
import { startEachTestOnEmptyEmulators } from '../support/clean-emulators';

const REDEEM = CALLABLES.redeemMembershipCode;
const [ACCOUNT_15_MIN] = GUESS_BUDGET.account;
const [ADDRESS_15_MIN] = GUESS_BUDGET.address;
const [NETWORK_15_MIN] = GUESS_BUDGET.network;
/** Well-formed codes nobody holds. */
const guess = (i: number) => String(5000 + (i % 4000));

startEachTestOnEmptyEmulators();

interface Tally {
  /** Answered "invalid code": the server looked the code up. */
  checked: number;
  /** Refused by the budget before any lookup. */
  refused: number;
  /** Refused by the tripped breaker: no unbound code can be redeemed then, so nothing was won or learned. */
  breaker: number;
  /** Anything else (there should be none). */
  other: RawCallResult<unknown>[];
  /** The valid code went through. */
  won: number;
}

function tally(results: RawCallResult<unknown>[]): Tally {
  const t: Tally = { checked: 0, refused: 0, breaker: 0, other: [], won: 0 };
  const breakerText = codesPausedMessage(DEFAULT_PRACTICE.phone);
  for (const r of results) {
    if (r.ok) t.won++;
    else if (r.status === 'not-found' && r.message === MESSAGES.codeInvalid) t.checked++;
    else if (r.status === 'resource-exhausted' && r.message.startsWith(MESSAGES.codeBudget.split('{time}')[0])) t.refused++;
    else if (r.status === 'not-found' && r.message === breakerText) t.breaker++;
    else t.other.push(r);
  }
  return t;
}

/** Runs `total` calls with at most `parallel` in flight, as fast as the server answers. */
async function flood(total: number, parallel: number, call: (i: number) => Promise<RawCallResult<unknown>>): Promise<RawCallResult<unknown>[]> {
  const results: RawCallResult<unknown>[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < total) {
        const i = next++;
        results[i] = await call(i);
      }
    }),
  );
  return results;
}

describe('brute force on membership codes', { timeout: 240_000 }, () => {
  it(`one account guessing flat out gets at most ${ACCOUNT_15_MIN.max} guesses checked`, async () => {
    const user = await createUser();
    const idToken = await idTokenFor(user);
    const GUESSES = 60;
    // The real code is among the guesses, late: by then the budget must refuse even it.
    await putMembershipCode('4455');
    const started = Date.now();
    const results = await flood(GUESSES, 10, (i) =>
      callRaw(REDEEM, { code: i === GUESSES - 1 ? '4455' : guess(i) }, { idToken, headers: { 'X-Forwarded-For': '198.51.100.7' } }),
    );
    const t = tally(results);
    console.info(
      `brute force, 1 account: ${GUESSES} guesses in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${t.checked} checked, ${t.refused} refused, ${t.won} won (budget ${ACCOUNT_15_MIN.max} per 15 min)`,
    );

    expect(t.other).toEqual([]);
    expect(t.checked).toBeLessThanOrEqual(ACCOUNT_15_MIN.max);
    expect(t.checked + t.refused + t.won).toBe(GUESSES);
    expect(t.won).toBe(0);
    expect((await getMembershipCode('4455'))?.is_used).toBe(false);
    expect((await getCodeAttempts())[codeAttemptsKey.account(user.uid)]?.failures.length).toBeLessThanOrEqual(ACCOUNT_15_MIN.max);
  });

  it(`20 accounts from one address guessing flat out get at most ${ADDRESS_15_MIN.max} guesses checked in all`, async () => {
    const ACCOUNTS = 20;
    const PER_ACCOUNT = 8;
    const users = await Promise.all(Array.from({ length: ACCOUNTS }, () => createUser()));
    const tokens = await Promise.all(users.map((u) => idTokenFor(u)));
    const started = Date.now();
    // Interleaved so that every account is guessing at the same time.
    const results = await flood(ACCOUNTS * PER_ACCOUNT, ACCOUNTS, (i) =>
      callRaw(REDEEM, { code: guess(i) }, { idToken: tokens[i % ACCOUNTS], headers: { 'X-Forwarded-For': '198.51.100.20' } }),
    );
    const t = tally(results);
    const perAccount = users.map((_, a) => tally(results.filter((_r, i) => i % ACCOUNTS === a)).checked);
    console.info(
      `brute force, ${ACCOUNTS} accounts on 1 address: ${results.length} guesses in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${t.checked} checked, ${t.refused} refused (budget ${ADDRESS_15_MIN.max} per address, ${ACCOUNT_15_MIN.max} per account, per 15 min)`,
    );

    expect(t.other).toEqual([]);
    expect(t.won).toBe(0);
    expect(t.checked).toBeLessThanOrEqual(ADDRESS_15_MIN.max);
    expect(Math.max(...perAccount)).toBeLessThanOrEqual(ACCOUNT_15_MIN.max);
    expect(t.checked + t.refused).toBe(ACCOUNTS * PER_ACCOUNT);
    const attempts = await getCodeAttempts();
    const addressCounters = Object.entries(attempts).filter(([key]) => key.startsWith('address_'));
    expect(addressCounters).toHaveLength(1);
    expect(addressCounters[0][1].failures.length).toBeLessThanOrEqual(ADDRESS_15_MIN.max);
    // Nothing became a member.
    expect((await adminDb().collection(COLLECTIONS.users).count().get()).data().count).toBe(0);
  });

  it(`accounts on many IPv6 /64s of one /48 get at most ${NETWORK_15_MIN.max} guesses checked in all`, async () => {
    // The breaker out of the way (emulator-only settings): this test is about the /48's budget.
    await adminDb().collection(COLLECTIONS.codeBreaker).doc(codeBreakerKey.testSettings).set({ threshold: 100_000 });
    const SUBNETS = Math.ceil(NETWORK_15_MIN.max / ADDRESS_15_MIN.max) + 1;
    const PER_SUBNET = ADDRESS_15_MIN.max / ACCOUNT_15_MIN.max;
    const ACCOUNTS = SUBNETS * PER_SUBNET;
    const users = await Promise.all(Array.from({ length: ACCOUNTS }, () => createUser()));
    const tokens = await Promise.all(users.map((u) => idTokenFor(u)));
    // Account a sits in /64 number floor(a / PER_SUBNET) of 2001:db8:4800::/48, on an address of its own.
    const addressOf = (a: number) => `2001:db8:4800:${Math.floor(a / PER_SUBNET).toString(16)}::${(a + 1).toString(16)}`;
    const started = Date.now();
    // Every account within its own budget, every /64 within its own: only the /48's budget can stop them.
    const results = await flood(ACCOUNTS * ACCOUNT_15_MIN.max, 10, (i) =>
      callRaw(REDEEM, { code: guess(i) }, { idToken: tokens[i % ACCOUNTS], headers: { 'X-Forwarded-For': addressOf(i % ACCOUNTS) } }),
    );
    const t = tally(results);
    console.info(
      `brute force, ${ACCOUNTS} accounts on ${SUBNETS} /64s of one /48: ${results.length} guesses in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${t.checked} checked, ${t.refused} refused (budget ${NETWORK_15_MIN.max} per /48, ${ADDRESS_15_MIN.max} per /64, per 15 min)`,
    );

    expect(t.other).toEqual([]);
    expect(t.won).toBe(0);
    expect(results.length).toBeGreaterThan(NETWORK_15_MIN.max);
    expect(t.checked).toBeLessThanOrEqual(NETWORK_15_MIN.max);
    expect(t.checked + t.refused).toBe(results.length);
    const counters = Object.entries(await getCodeAttempts());
    expect(counters.filter(([key]) => key.startsWith('address_'))).toHaveLength(SUBNETS);
    const networks = counters.filter(([key]) => key.startsWith('network_'));
    expect(networks).toHaveLength(1);
    expect(networks[0][1].failures.length).toBeLessThanOrEqual(NETWORK_15_MIN.max);

    // Another /48 has a budget of its own.
    await putMembershipCode('4456');
    const elsewhere = await callRaw(REDEEM, { code: '4456' }, { idToken: await idTokenFor(await createUser()), headers: { 'X-Forwarded-For': '2001:db8:4801::1' } });
    expect(elsewhere).toEqual({ ok: true, data: { role: 'member' } });
  });

  it('fresh accounts, each on its own address, get no more checked guesses in all than the breaker allows', async () => {
    // The breaker's settings shrunk for the run (read by the functions in the emulator only).
    const THRESHOLD = 15;
    const settings: CodeBreakerSettings = { bucketMs: 60_000, shards: 4, windowMs: 10 * 60_000, threshold: THRESHOLD, trippedForMs: 10 * 60_000 };
    await adminDb().collection(COLLECTIONS.codeBreaker).doc(codeBreakerKey.testSettings).set(settings);
    const ACCOUNTS = 30;
    const PARALLEL = 10;
    const users = await Promise.all(Array.from({ length: ACCOUNTS }, () => createUser()));
    const tokens = await Promise.all(users.map((u) => idTokenFor(u)));
    const started = Date.now();
    // Every account would be within its own budget and every address within its own.
    const results = await flood(ACCOUNTS * ACCOUNT_15_MIN.max, PARALLEL, (i) =>
      callRaw(REDEEM, { code: guess(i) }, { idToken: tokens[i % ACCOUNTS], headers: { 'X-Forwarded-For': `203.0.113.${(i % ACCOUNTS) + 1}` } }),
    );
    const t = tally(results);
    console.info(
      `brute force, ${ACCOUNTS} fresh accounts on ${ACCOUNTS} addresses: ${results.length} guesses in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${t.checked} checked, ${t.breaker} stopped by the breaker, ${t.refused} refused by budgets (breaker at ${THRESHOLD})`,
    );

    expect(t.other).toEqual([]);
    expect(t.won).toBe(0);
    // Guesses that read the breaker before it tripped still get the plain answer: at most one per caller in flight.
    expect(t.checked).toBeLessThanOrEqual(THRESHOLD + PARALLEL);
    expect(t.breaker).toBeGreaterThan(0);
    expect(t.checked + t.refused + t.breaker).toBe(results.length);
    expect((await adminDb().collection(COLLECTIONS.codeBreaker).doc(codeBreakerKey.state).get()).get('tripped_until')).toBeGreaterThan(Date.now());
  });
});
