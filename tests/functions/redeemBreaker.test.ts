/**
 * The global code-guessing breaker, its reset by staff, and what staff see of guessing, against the
 * emulators. The breaker's settings are shrunk through its test_settings document, which the
 * functions read only in the emulator (functions/src/membership/breaker.ts).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS, type AuditEntryDoc } from '@common/audit';
import { readCallableError } from '@common/callable';
import { CALLABLES, type CodeGuessingResult, type RedeemCodeResult, type ResetBreakerResult } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { codeAttemptsKey, codeBreakerKey, codeGuessingMailId, type CodeBreakerStateDoc, type CodeGuessingMailDoc } from '@common/documents';
import type { CodeBreakerSettings } from '@common/membership';
import { codesPausedMessage, MESSAGES } from '@common/messages';
import { STAFF_CODES_PATH } from '@common/portal-paths';
import { DEFAULT_PRACTICE } from '@common/practice';
import { adminDb, callRaw, clearAll, closeAll, closeClients, createUser, guestFunctions, idTokenFor, signedInFunctions, type TestUser } from '../../tooling/emulator-clients';
import { callError } from '../support/callable-error';
import { countDocs, getCodeAttempts, getMembershipCode, putMembershipCode } from '../support/firestore-data';

const REDEEM = CALLABLES.redeemMembershipCode;
const GUESSING = CALLABLES.getCodeGuessing;
const RESET = CALLABLES.resetCodeBreaker;
const breakerDocs = () => adminDb().collection(COLLECTIONS.codeBreaker);
const entriesOf = async (action: string) =>
  (await adminDb().collection(COLLECTIONS.auditLog).where('action', '==', action).get()).docs.map((d) => d.data() as AuditEntryDoc<Timestamp>);
const breakerEntries = () => entriesOf(AUDIT_ACTIONS.breakerTripped);
const breakerState = async () => (await breakerDocs().doc(codeBreakerKey.state).get()).data() as CodeBreakerStateDoc<Timestamp> | undefined;
const guessingMails = async () =>
  (await adminDb().collection(COLLECTIONS.mail).where('about', '==', 'code_guessing').get()).docs.map((d) => ({ id: d.id, ...(d.data() as CodeGuessingMailDoc) }));

const THRESHOLD = 3;
const TRIPPED_FOR_MS = 20_000;
const TEST_SETTINGS: CodeBreakerSettings = { bucketMs: 60_000, shards: 2, windowMs: 10 * 60_000, threshold: THRESHOLD, trippedForMs: TRIPPED_FOR_MS };
/** The inbox of the demo project (functions/.env.demo-pmc SUPPORT_INBOX), the practice's members address. */
const INBOX = DEFAULT_PRACTICE.membersEmail;

let nextAddress = 1;
/** One failed guess from a fresh account on its own address. */
async function failFrom(i: number, options: { emailVerified?: boolean } = {}) {
  const idToken = await idTokenFor(await createUser(options));
  const result = await callRaw(REDEEM, { code: String(9100 + i) }, { idToken, headers: { 'X-Forwarded-For': `198.51.100.${nextAddress++}` } });
  expect(result).toMatchObject({ ok: false, status: 'not-found' });
}

async function trip() {
  for (let i = 0; i < THRESHOLD; i++) await failFrom(i);
  const state = await breakerState();
  expect(state?.tripped_until).toBeGreaterThan(Date.now());
  return state!;
}

/** A redemption by `user` answered with its code, message and details (the web SDK's view). */
async function redeemAs(user: TestUser, code: string) {
  const client = await signedInFunctions(user);
  try {
    return { ok: true as const, data: await client.call<RedeemCodeResult>(REDEEM, { code }) };
  } catch (error) {
    const { code: status, message, details } = readCallableError(error);
    return { ok: false as const, status, message, details };
  }
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
  it('trips at the configured rate, with one audit entry and one e-mail to the practice that names no code', async () => {
    for (let i = 0; i < THRESHOLD - 1; i++) await failFrom(i);
    expect(await breakerState()).toBeUndefined();
    await failFrom(THRESHOLD - 1);

    const state = await breakerState();
    expect(state?.tripped_until).toBeGreaterThan(Date.now());
    expect(await breakerEntries()).toEqual([
      expect.objectContaining({ actor_uid: null, action: AUDIT_ACTIONS.breakerTripped, target_kind: COLLECTIONS.codeBreaker, target_id: codeBreakerKey.state }),
    ]);
    const mails = await guessingMails();
    expect(mails).toEqual([
      {
        id: codeGuessingMailId(state!.tripped_until),
        to: INBOX,
        about: 'code_guessing',
        message: { subject: `Code guessing detected in the ${DEFAULT_PRACTICE.shortName} Portal`, text: expect.any(String), html: expect.any(String) },
      },
    ]);
    const { text, html } = mails[0].message;
    expect(text).toContain('Code guessing detected');
    expect(text).toContain(new Date(state!.tripped_until).toISOString());
    expect(text).toContain(STAFF_CODES_PATH);
    for (let i = 0; i <= THRESHOLD; i++) {
      expect(text).not.toContain(String(9100 + i));
      expect(html).not.toContain(String(9100 + i));
    }

    // Further failures while tripped are no new trip: no second entry, no second e-mail.
    await failFrom(THRESHOLD, { emailVerified: true });
    expect(await breakerEntries()).toHaveLength(1);
    expect(await guessingMails()).toHaveLength(1);
  });

  it('while tripped, refuses every code not bound to the caller with one identical answer, verified or not; bound codes work; after its time unbound codes work again', async () => {
    const state = await trip();
    const someone = await createUser();
    const invitee = await createUser({ email: 'paused-invitee@pmc-tests.test', emailVerified: true });
    await Promise.all([
      putMembershipCode('2001'), // live, unbound
      putMembershipCode('2002', { is_used: true, assigned_to: someone.uid, assigned_user: { email: someone.email }, used_at: Timestamp.now() }),
      putMembershipCode('2003', { expires_at: Timestamp.fromMillis(Date.now() - 60_000) }),
      putMembershipCode('2004', { retired_at: Timestamp.now() }),
      putMembershipCode('2005', { invitee_email: 'someone-else@pmc-tests.test' }),
      putMembershipCode('2006', { invitee_email: invitee.email }),
    ]);
    const paused = { ok: false, status: 'not-found', message: codesPausedMessage(DEFAULT_PRACTICE.phone), details: { reason: 'codes-paused' } };

    // Live unbound, used, expired, retired, someone else's invitation and unknown: the same answer,
    // each to a verified account (and the live one to an unverified account too).
    const cases: [string, boolean][] = [['2001', true], ['2001', false], ['2002', true], ['2003', true], ['2004', true], ['2005', true], ['2099', true]];
    for (const [code, emailVerified] of cases) {
      const user = await createUser({ emailVerified });
      expect(await redeemAs(user, code), `code ${code}`).toEqual(paused);
      // Each counted as a failed guess alike: the budgets cannot tell a live code from a wrong one either.
      expect((await getCodeAttempts())[codeAttemptsKey.account(user.uid)]?.failures, `code ${code}`).toHaveLength(1);
    }
    expect(paused.message).toContain(DEFAULT_PRACTICE.phone);
    expect(await getMembershipCode('2001')).toMatchObject({ is_used: false, assigned_to: null });

    // The invitee's own code works while tripped.
    expect(await redeemAs(invitee, '2006')).toEqual({ ok: true, data: { role: 'member' } });
    expect((await getMembershipCode('2006'))?.assigned_to).toBe(invitee.uid);

    // After its time the breaker lets unbound codes through again.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(state.tripped_until), { timeout: TRIPPED_FOR_MS + 10_000, interval: 250 });
    expect(await redeemAs(await createUser(), '2001')).toEqual({ ok: true, data: { role: 'member' } });
  });
});

describe('staff reset the breaker', { timeout: 120_000 }, () => {
  it('an admin untrips it at once, with an audit entry; unbound codes work again and its window starts afresh', async () => {
    await trip();
    await putMembershipCode('3001');
    const adminUser = await createUser({ role: 'admin' });
    const admin = await signedInFunctions(adminUser);
    expect(await redeemAs(await createUser({ emailVerified: true }), '3001')).toMatchObject({ ok: false, details: { reason: 'codes-paused' } });

    const { was_tripped_until } = await admin.call<ResetBreakerResult>(RESET);
    expect(was_tripped_until).toBeGreaterThan(Date.now());
    const state = await breakerState();
    expect(state).toMatchObject({ tripped_until: 0, reset_by: adminUser.uid });
    expect(state?.reset_at).toBeInstanceOf(Timestamp);
    expect(await entriesOf(AUDIT_ACTIONS.breakerReset)).toEqual([
      expect.objectContaining({ actor_uid: adminUser.uid, target_kind: COLLECTIONS.codeBreaker, target_id: codeBreakerKey.state, detail: `was tripped until ${new Date(was_tripped_until).toISOString()}` }),
    ]);
    expect((await admin.call<CodeGuessingResult>(GUESSING)).breaker).toMatchObject({ tripped: false, tripped_until: null });

    // The failures that tripped it no longer count: one more is not a new trip.
    await failFrom(50);
    expect((await breakerState())?.tripped_until).toBe(0);
    expect(await redeemAs(await createUser(), '3001')).toEqual({ ok: true, data: { role: 'member' } });

    // Nothing to reset now: refused, and nothing written.
    expect(await callError(admin.call(RESET))).toEqual({ code: 'failed-precondition', message: MESSAGES.breakerNotTripped });
    expect(await entriesOf(AUDIT_ACTIONS.breakerReset)).toHaveLength(1);
  });

  it.each(['member', 'nonMember'] as const)('a %s cannot reset it, and it stays tripped', async (who) => {
    const { tripped_until } = await trip();
    const client = await signedInFunctions(await createUser(who === 'member' ? { role: 'member' } : {}));
    expect(await callError(client.call(RESET))).toEqual({ code: 'permission-denied', message: MESSAGES.adminRequired });
    expect(await callError(guestFunctions().call(RESET))).toEqual({ code: 'unauthenticated', message: MESSAGES.signInRequired });
    expect((await breakerState())?.tripped_until).toBe(tripped_until);
    expect(await entriesOf(AUDIT_ACTIONS.breakerReset)).toEqual([]);
  });

  it('takes no input', async () => {
    await trip();
    const admin = await signedInFunctions(await createUser({ role: 'admin' }));
    expect(await callError(admin.call(RESET, { all: true }))).toEqual({ code: 'invalid-argument', message: MESSAGES.noInput });
    expect((await breakerState())?.tripped_until).toBeGreaterThan(Date.now());
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
