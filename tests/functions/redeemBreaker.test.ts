/**
 * The global code-guessing breaker and what staff see of guessing, against the emulators. The
 * breaker's settings are shrunk through its test_settings document, which the functions read only
 * in the emulator (functions/src/membership/breaker.ts).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS, type AuditEntryDoc } from '@common/audit';
import { CALLABLES, type CodeGuessingResult, type RedeemCodeResult } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { codeAttemptsKey, codeBreakerKey, type CodeBreakerStateDoc } from '@common/documents';
import type { CodeBreakerSettings } from '@common/membership';
import { MESSAGES, verifyEmailMessage } from '@common/messages';
import { DEFAULT_PRACTICE } from '@common/practice';
import { adminDb, callRaw, clearAll, closeAll, closeClients, createUser, guestFunctions, idTokenFor, signedInFunctions } from '../../tooling/emulator-clients';
import { callError } from '../support/callable-error';
import { countDocs, getCodeAttempts, getMembershipCode, putMembershipCode } from '../support/firestore-data';

const REDEEM = CALLABLES.redeemMembershipCode;
const GUESSING = CALLABLES.getCodeGuessing;
const breakerDocs = () => adminDb().collection(COLLECTIONS.codeBreaker);
const breakerEntries = async () =>
  (await adminDb().collection(COLLECTIONS.auditLog).where('action', '==', AUDIT_ACTIONS.breakerTripped).get()).docs.map((d) => d.data() as AuditEntryDoc<Timestamp>);
const breakerState = async () => (await breakerDocs().doc(codeBreakerKey.state).get()).data() as CodeBreakerStateDoc<Timestamp> | undefined;

const THRESHOLD = 3;
const TRIPPED_FOR_MS = 20_000;
const TEST_SETTINGS: CodeBreakerSettings = { bucketMs: 60_000, shards: 2, windowMs: 10 * 60_000, threshold: THRESHOLD, trippedForMs: TRIPPED_FOR_MS };

/** One failed guess from a fresh account on its own address. */
async function failFrom(i: number, options: { emailVerified?: boolean } = {}) {
  const idToken = await idTokenFor(await createUser(options));
  const result = await callRaw(REDEEM, { code: String(9100 + i) }, { idToken, headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` } });
  expect(result).toEqual({ ok: false, status: 'not-found', message: MESSAGES.codeInvalid });
}

beforeEach(async () => {
  await clearAll();
  await breakerDocs().doc(codeBreakerKey.testSettings).set(TEST_SETTINGS);
});
afterEach(closeClients);
afterAll(async () => {
  await clearAll();
  await closeAll();
});

describe('the global breaker', { timeout: 120_000 }, () => {
  it('trips at the configured rate, then asks unverified accounts to verify, and resets after its time', async () => {
    for (let i = 0; i < THRESHOLD - 1; i++) await failFrom(i);
    expect(await breakerState()).toBeUndefined();
    await failFrom(THRESHOLD - 1);

    const state = await breakerState();
    expect(state?.tripped_until).toBeGreaterThan(Date.now());
    expect(await breakerEntries()).toEqual([
      expect.objectContaining({ actor_uid: null, action: AUDIT_ACTIONS.breakerTripped, target_kind: COLLECTIONS.codeBreaker, target_id: codeBreakerKey.state }),
    ]);
    // Further failures while tripped are no new trip.
    await failFrom(THRESHOLD, { emailVerified: true });
    expect(await breakerEntries()).toHaveLength(1);

    // An unverified account is told why and what to do, before its code is looked at.
    await Promise.all([putMembershipCode('2001'), putMembershipCode('2002')]);
    const unverifiedUser = await createUser();
    const unverified = await signedInFunctions(unverifiedUser);
    expect(await callError(unverified.call<RedeemCodeResult>(REDEEM, { code: '2001' }))).toEqual({
      code: 'failed-precondition',
      message: verifyEmailMessage(MESSAGES.codeBreakerVerify, DEFAULT_PRACTICE.phone),
    });
    expect((await getMembershipCode('2001'))?.is_used).toBe(false);
    // Refused before its code is looked at: no guess, so no try is counted against the account.
    expect((await getCodeAttempts())[codeAttemptsKey.account(unverifiedUser.uid)]?.failures ?? []).toEqual([]);
    // A verified account redeems as usual.
    const verified = await signedInFunctions(await createUser({ emailVerified: true }));
    await expect(verified.call<RedeemCodeResult>(REDEEM, { code: '2002' })).resolves.toEqual({ role: 'member' });

    // After its time the breaker lets unverified accounts redeem again.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(state!.tripped_until), { timeout: TRIPPED_FOR_MS + 10_000, interval: 250 });
    await expect(unverified.call<RedeemCodeResult>(REDEEM, { code: '2001' })).resolves.toEqual({ role: 'member' });
  });
});

describe('staff see guessing', { timeout: 120_000 }, () => {
  it('failed attempts of the last hour and day, distinct addresses, and whether the breaker is tripped', async () => {
    const admin = await signedInFunctions(await createUser({ role: 'admin' }));
    expect(await admin.call<CodeGuessingResult>(GUESSING)).toEqual({
      failed_last_hour: 0,
      failed_last_day: 0,
      addresses_last_hour: 0,
      addresses_last_day: 0,
      breaker: { tripped: false, tripped_until: null, last_tripped_at: null },
    });

    for (let i = 0; i < THRESHOLD; i++) await failFrom(i);
    // One account on one address also failed twice earlier today (outside the last hour). Failures
    // are counted from the accounts' counters (a try with no known address has no address counter).
    const earlier = Date.now() - 3 * 3_600_000;
    for (const key of ['address_earlier', 'account_earlier']) {
      await adminDb().collection(COLLECTIONS.codeAttempts).doc(key).set({ failures: [earlier, earlier + 1], updated_at: Timestamp.now() });
    }

    const seen = await admin.call<CodeGuessingResult>(GUESSING);
    expect(seen).toMatchObject({ failed_last_hour: THRESHOLD, failed_last_day: THRESHOLD + 2, addresses_last_hour: THRESHOLD, addresses_last_day: THRESHOLD + 1 });
    expect(seen.breaker.tripped).toBe(true);
    expect(seen.breaker.tripped_until).toBe((await breakerState())?.tripped_until);
    expect(seen.breaker.last_tripped_at).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each(['member', 'nonMember'] as const)('a %s is refused', async (who) => {
    const client = await signedInFunctions(await createUser(who === 'member' ? { role: 'member' } : {}));
    expect(await callError(client.call(GUESSING))).toEqual({ code: 'permission-denied', message: MESSAGES.adminRequired });
  });

  it('a guest is refused', async () => {
    expect(await callError(guestFunctions().call(GUESSING))).toEqual({ code: 'unauthenticated', message: MESSAGES.signInRequired });
    expect(await countDocs(COLLECTIONS.auditLog)).toBe(0);
  });
});
