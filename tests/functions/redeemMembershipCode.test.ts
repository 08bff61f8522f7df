/**
 * redeemMembershipCode against the emulators (docs/decisions/0002-membership-codes.md): members are
 * made by a valid code, guesses are budgeted per account and per address before any code is looked
 * at, and a race for one code has exactly one winner.
 */
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CALLABLES, type RedeemCodeResult } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { codeAttemptsKey, EXPIRY_FIELD } from '@common/documents';
import { GUESS_BUDGET, GUESS_HISTORY_MS, unusedCodeDoc } from '@common/membership';
import { budgetMessage, MESSAGES, verifyEmailMessage } from '@common/messages';
import { DEFAULT_PRACTICE } from '@common/practice';
import { adminAuth, adminDb, callRaw, createUser, guestFunctions, idTokenFor, signedInFunctions } from '../../tooling/emulator-clients';
import { recordRedemption } from '../../functions/src/membership/recordRedemption';
import { callError } from '../support/callable-error';
import { countDocs, getCodeAttempts, getMembershipCode, getProfile, putMembershipCode } from '../support/firestore-data';
import { startEachTestOnEmptyEmulators } from '../support/clean-emulators';

const REDEEM = CALLABLES.redeemMembershipCode;
const [ACCOUNT_15_MIN] = GUESS_BUDGET.account;
const [ADDRESS_15_MIN] = GUESS_BUDGET.address;
/** The key the Functions emulator hashes addresses with (functions/.secret.local). */
const ADDRESS_KEY = /^CLIENT_ADDRESS_KEY=(.+)$/m.exec(readFileSync(new URL('../../functions/.secret.local', import.meta.url), 'utf8'))![1]!.trim();
/** How an address is stored: HMAC-SHA256 under the secret key, never the plain SHA-256. */
const addressHash = (address: string) => createHmac('sha256', ADDRESS_KEY).update(address).digest('hex');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Codes that exist nowhere: valid format, so each is a failed guess. */
const wrongCode = (i: number) => String(9000 + i);

startEachTestOnEmptyEmulators();

describe('a valid code', () => {
  it('makes a member: claim after token refresh, profile, code marked used with the account and time', async () => {
    const user = await createUser({ name: 'Riley Redeemer' });
    await putMembershipCode('4821');
    const client = await signedInFunctions(user);
    const before = Timestamp.now().toMillis();

    await expect(client.call<RedeemCodeResult>(REDEEM, { code: '4821' })).resolves.toEqual({ role: 'member' });

    expect(await client.refreshedRole()).toBe('member');
    const code = await getMembershipCode('4821');
    expect(code).toMatchObject({ is_used: true, assigned_to: user.uid, assigned_user: { email: user.email } });
    expect(code?.used_at?.toMillis()).toBeGreaterThanOrEqual(before - 2_000);
    expect(code?.used_at?.toMillis()).toBeLessThanOrEqual(Date.now() + 2_000);
    const profile = await getProfile(user.uid);
    expect(profile).toMatchObject({ email: user.email, name: 'Riley Redeemer', role: 'member', membership_code: '4821' });
    expect(profile?.member_since).toBeInstanceOf(Timestamp);
    // A valid code is not a failed guess: the try counted up front is taken back.
    const attempts = await getCodeAttempts();
    expect(attempts[codeAttemptsKey.account(user.uid)]?.failures).toEqual([]);
  });

  it('redeemed again by the same account succeeds (a retry after a lost answer), and stays theirs', async () => {
    const user = await createUser();
    await putMembershipCode('4822');
    const client = await signedInFunctions(user);
    await client.call<RedeemCodeResult>(REDEEM, { code: '4822' });
    const firstUse = (await getMembershipCode('4822'))?.used_at?.toMillis();

    await expect(client.call<RedeemCodeResult>(REDEEM, { code: '4822' })).resolves.toEqual({ role: 'member' });
    const code = await getMembershipCode('4822');
    expect(code?.assigned_to).toBe(user.uid);
    expect(code?.used_at?.toMillis()).toBe(firstUse);
  });

  it.each(['member', 'admin'] as const)('an account that already is a %s cannot redeem another code, no code is used up and no try is counted', async (role) => {
    const user = await createUser({ role });
    await putMembershipCode('4823');
    const client = await signedInFunctions(user);
    expect(await callError(client.call<RedeemCodeResult>(REDEEM, { code: '4823' }))).toEqual({ code: 'already-exists', message: MESSAGES.codeAlreadyMember });
    expect(await getMembershipCode('4823')).toMatchObject({ is_used: false, assigned_to: null });
    expect(await client.refreshedRole()).toBe(role);
    // The try may be counted while the account is read (one round trip), but is taken back: no guess.
    const attempts = Object.values(await getCodeAttempts());
    expect(attempts.map((a) => a.failures)).toEqual(attempts.map(() => []));
  });

  it('a member redeeming a second code is refused; the first stays theirs', async () => {
    const user = await createUser();
    await Promise.all([putMembershipCode('4824'), putMembershipCode('4825')]);
    const client = await signedInFunctions(user);
    await client.call<RedeemCodeResult>(REDEEM, { code: '4824' });
    expect(await callError(client.call<RedeemCodeResult>(REDEEM, { code: '4825' }))).toEqual({ code: 'already-exists', message: MESSAGES.codeAlreadyMember });
    expect((await getMembershipCode('4825'))?.is_used).toBe(false);
    expect((await getProfile(user.uid))?.membership_code).toBe('4824');
  });

  it('a removed member cannot come back with the old code, only with a new one', async () => {
    const user = await createUser();
    await Promise.all([putMembershipCode('4826'), putMembershipCode('4827')]);
    const client = await signedInFunctions(user);
    await client.call<RedeemCodeResult>(REDEEM, { code: '4826' });
    // What removeMembership leaves: no role claim, the profile's role null, a cut-off, the code still used.
    // Times are set apart by a minute so that the test does not depend on when in a second it runs.
    const now = Date.now();
    await adminDb().collection(COLLECTIONS.membershipCodes).doc('4826').update({ used_at: Timestamp.fromMillis(now - 60_000) });
    await adminAuth().setCustomUserClaims(user.uid, {});
    await adminDb().collection(COLLECTIONS.users).doc(user.uid).update({ role: null });
    await adminDb().collection(COLLECTIONS.accessCutoffs).doc(user.uid).set({ not_before: Math.floor((now - 30_000) / 1000), updated_at: Timestamp.now() });
    await client.close();
    const again = await signedInFunctions(user); // signed in after the cut-off

    expect(await callError(again.call<RedeemCodeResult>(REDEEM, { code: '4826' }))).toEqual({ code: 'not-found', message: MESSAGES.codeInvalid });
    expect(await getMembershipCode('4826')).toMatchObject({ is_used: true, assigned_to: user.uid });
    await expect(again.call<RedeemCodeResult>(REDEEM, { code: '4827' })).resolves.toEqual({ role: 'member' });
    expect((await getProfile(user.uid))?.membership_code).toBe('4827');
  });
});

describe('codes that cannot be redeemed', () => {
  it('unknown and already used codes give the same error', async () => {
    const [first, second] = await Promise.all([createUser(), createUser()]);
    await putMembershipCode('5150');
    await (await signedInFunctions(first)).call<RedeemCodeResult>(REDEEM, { code: '5150' });
    const client = await signedInFunctions(second);

    const used = await callError(client.call<RedeemCodeResult>(REDEEM, { code: '5150' }));
    const unknown = await callError(client.call<RedeemCodeResult>(REDEEM, { code: '5151' }));

    expect(used).toEqual({ code: 'not-found', message: MESSAGES.codeInvalid });
    expect(unknown).toEqual(used);
    expect((await getMembershipCode('5150'))?.assigned_to).toBe(first.uid);
    expect(await getProfile(second.uid)).toBeUndefined();
  });

  it('an invited code is only for the invitee, with a verified e-mail', async () => {
    const [stranger, unverified, invitee] = await Promise.all([
      createUser(),
      createUser({ email: 'invitee-unverified@pmc-tests.test' }),
      createUser({ email: 'invitee@pmc-tests.test', emailVerified: true }),
    ]);
    await putMembershipCode('3141', { invitee_email: 'Invitee@PMC-tests.test' });
    await putMembershipCode('3142', { invitee_email: 'invitee-unverified@pmc-tests.test' });

    const refused = await callError((await signedInFunctions(stranger)).call<RedeemCodeResult>(REDEEM, { code: '3141' }));
    expect(refused).toEqual({ code: 'not-found', message: MESSAGES.codeInvalid });
    expect((await getMembershipCode('3141'))?.is_used).toBe(false);

    // The matching address, not yet verified: told to verify, the code stays free, no guess counted.
    const notYet = await signedInFunctions(unverified);
    expect(await callError(notYet.call<RedeemCodeResult>(REDEEM, { code: '3142' }))).toEqual({
      code: 'failed-precondition',
      message: verifyEmailMessage(MESSAGES.codeInviteeUnverified, DEFAULT_PRACTICE.phone),
    });
    expect((await getMembershipCode('3142'))?.is_used).toBe(false);
    expect((await getCodeAttempts())[codeAttemptsKey.account(unverified.uid)]?.failures).toEqual([]);

    await expect((await signedInFunctions(invitee)).call<RedeemCodeResult>(REDEEM, { code: '3141' })).resolves.toEqual({ role: 'member' });
    expect((await getMembershipCode('3141'))?.assigned_to).toBe(invitee.uid);
  });

  it("an invited code needs the ID token's own verified e-mail, and that must still be the account's e-mail", async () => {
    const user = await createUser({ email: 'moving-from@pmc-tests.test', emailVerified: true });
    const oldToken = await idTokenFor(user);
    await putMembershipCode('3151', { invitee_email: 'moving-to@pmc-tests.test' });
    await putMembershipCode('3152', { invitee_email: 'moving-from@pmc-tests.test' });
    // The account changes its address to one it has not verified; its token, minted before, still
    // says "moving-from, verified".
    await adminAuth().updateUser(user.uid, { email: 'moving-to@pmc-tests.test', emailVerified: false });
    const refused = { ok: false, status: 'not-found', message: MESSAGES.codeInvalid };

    // The new address is the invitee's, but the token vouches for the old one only.
    expect(await callRaw(REDEEM, { code: '3151' }, { idToken: oldToken })).toEqual(refused);
    // The token's address is the invitee's, but the account no longer has it.
    expect(await callRaw(REDEEM, { code: '3152' }, { idToken: oldToken })).toEqual(refused);
    expect((await getMembershipCode('3151'))?.is_used).toBe(false);
    expect((await getMembershipCode('3152'))?.is_used).toBe(false);

    // Once the new address is verified, a fresh token for it redeems the code bound to it.
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    const fresh = await idTokenFor({ email: 'moving-to@pmc-tests.test', password: user.password });
    expect(await callRaw(REDEEM, { code: '3151' }, { idToken: fresh })).toEqual({ ok: true, data: { role: 'member' } });
  });

  it('a code stored before invitees and expiries existed (neither field) works as it did', async () => {
    const { invitee_email: _invitee, expires_at: _expiry, ...legacy } = unusedCodeDoc('2720', Timestamp.now());
    await adminDb().collection(COLLECTIONS.membershipCodes).doc('2720').set(legacy);
    const client = await signedInFunctions(await createUser());
    await expect(client.call<RedeemCodeResult>(REDEEM, { code: '2720' })).resolves.toEqual({ role: 'member' });
  });

  it('an expired code is refused; one that expires later works', async () => {
    const user = await createUser();
    await putMembershipCode('2718', { expires_at: Timestamp.fromMillis(Date.now() - 60_000) });
    await putMembershipCode('2719', { expires_at: Timestamp.fromMillis(Date.now() + 24 * 3_600_000) });
    const client = await signedInFunctions(user);

    expect(await callError(client.call<RedeemCodeResult>(REDEEM, { code: '2718' }))).toEqual({ code: 'not-found', message: MESSAGES.codeInvalid });
    expect((await getMembershipCode('2718'))?.is_used).toBe(false);
    await expect(client.call<RedeemCodeResult>(REDEEM, { code: '2719' })).resolves.toEqual({ role: 'member' });
  });
});

// The functions emulator starts one worker process per simultaneous call, and its Firestore aborts
// contending transactions (the SDK retries with back-off): 50 at once are slow on two cores, slower
// when the machine is busy. Generous limits; the figures are not what these tests check.
describe('racing for one code', { timeout: 240_000 }, () => {
  const RACERS = 50;

  it(`${RACERS} accounts on one address at once: exactly one winner, and the address budget is not overspent`, async () => {
    const users = await Promise.all(Array.from({ length: RACERS }, () => createUser()));
    const tokens = await Promise.all(users.map((u) => idTokenFor(u)));
    await putMembershipCode('7777');

    const results = await Promise.all(
      tokens.map((idToken) => callRaw<RedeemCodeResult>(REDEEM, { code: '7777' }, { idToken, headers: { 'X-Forwarded-For': '198.51.100.77' } })),
    );

    const winners = results.flatMap((r, i) => (r.ok ? [users[i]] : []));
    expect(winners).toHaveLength(1);
    expect(results.find((r) => r.ok)).toMatchObject({ data: { role: 'member' } });
    const errors = results.flatMap((r) => (r.ok ? [] : [r]));
    const lost = errors.filter((e) => e.status === 'not-found' && e.message === MESSAGES.codeInvalid);
    const budget = errors.filter((e) => e.status === 'resource-exhausted');
    expect(lost.length + budget.length).toBe(errors.length); // every other caller got a clean answer
    // All 50 come from one address: counted before checking, at most its 15-minute budget was
    // checked (one more if the winner's refund landed before a late try).
    expect(lost.length + 1).toBeGreaterThanOrEqual(ADDRESS_15_MIN.max);
    expect(lost.length + 1).toBeLessThanOrEqual(ADDRESS_15_MIN.max + 1);

    const code = await getMembershipCode('7777');
    expect(code).toMatchObject({ is_used: true, assigned_to: winners[0].uid, assigned_user: { email: winners[0].email } });
    expect(await countDocs(COLLECTIONS.users)).toBe(1);
    expect((await getProfile(winners[0].uid))?.membership_code).toBe('7777');
  });

  it(`${RACERS} accounts from ${RACERS} addresses at once: exactly one winner, everyone else told the code is invalid`, async () => {
    const users = await Promise.all(Array.from({ length: RACERS }, () => createUser()));
    const tokens = await Promise.all(users.map((u) => idTokenFor(u)));
    await putMembershipCode('8888');

    const results = await Promise.all(
      tokens.map((idToken, i) => callRaw(REDEEM, { code: '8888' }, { idToken, headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` } })),
    );

    const winners = results.flatMap((r, i) => (r.ok ? [users[i]] : []));
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual(
      Array.from({ length: RACERS - 1 }, () => ({ ok: false, status: 'not-found', message: MESSAGES.codeInvalid })),
    );
    expect((await getMembershipCode('8888'))?.assigned_to).toBe(winners[0].uid);
    expect((await adminAuth().getUser(winners[0].uid)).customClaims?.role).toBe('member');
    expect(await countDocs(COLLECTIONS.users)).toBe(1);
  });
});

describe('one account redeeming two codes at once', { timeout: 120_000 }, () => {
  const ACCOUNTS = 4;

  it(`uses at most one code per account (${ACCOUNTS} accounts, each sending two different valid codes together)`, async () => {
    const users = await Promise.all(Array.from({ length: ACCOUNTS }, () => createUser()));
    const tokens = await Promise.all(users.map((u) => idTokenFor(u)));
    const pairs = users.map((_, i) => [String(6100 + 2 * i), String(6101 + 2 * i)] as const);
    await Promise.all(pairs.flat().map((code) => putMembershipCode(code)));
    // The functions emulator starts a worker per call in flight and keeps it for the next: with
    // warm workers the two calls of an account really run at the same time.
    await Promise.all(tokens.flatMap((idToken) => [callRaw(REDEEM, { code: 'warm' }, { idToken }), callRaw(REDEEM, { code: 'warm' }, { idToken })]));

    const results = await Promise.all(
      pairs.flatMap((pair, i) =>
        pair.map((code) => callRaw<RedeemCodeResult>(REDEEM, { code }, { idToken: tokens[i], headers: { 'X-Forwarded-For': `198.51.100.${120 + i}` } })),
      ),
    );

    for (const [i, user] of users.entries()) {
      const [first, second] = results.slice(2 * i, 2 * i + 2);
      const codes = await Promise.all(pairs[i].map((code) => getMembershipCode(code)));
      const used = pairs[i].filter((_code, k) => codes[k]?.is_used);
      // Exactly one of the two calls made a member; the other was told the account has a membership.
      expect([first.ok, second.ok].filter(Boolean)).toHaveLength(1);
      expect([first, second].find((r) => !r.ok)).toEqual({ ok: false, status: 'already-exists', message: MESSAGES.codeAlreadyMember });
      expect(used).toHaveLength(1);
      expect((await getProfile(user.uid))?.membership_code).toBe(used[0]);
      // The refused call was no guess: its try is taken back.
      expect((await getCodeAttempts())[codeAttemptsKey.account(user.uid)]?.failures).toEqual([]);
    }
  });
});

describe("recordRedemption's transaction", () => {
  it('of two redemptions at once by one account, one takes its code and the other is refused', async () => {
    const user = await createUser();
    await Promise.all([putMembershipCode('6201'), putMembershipCode('6202')]);
    const redeemer = { uid: user.uid, email: user.email, name: user.name, tokenEmail: user.email, emailVerified: false };

    const outcomes = await Promise.all(['6201', '6202'].map((code) => recordRedemption(adminDb(), code, redeemer, 'member')));

    expect([...outcomes].sort()).toEqual(['already-member', 'redeemed']);
    const used = (await Promise.all(['6201', '6202'].map((code) => getMembershipCode(code)))).filter((code) => code?.is_used);
    expect(used).toHaveLength(1);
    expect((await getProfile(user.uid))?.membership_code).toBe(used[0]?.code);
  });
});

describe('the guess budget', () => {
  it(`the ${ACCOUNT_15_MIN.max + 1}th failure within 15 minutes is refused with the budget message, even for a valid code`, async () => {
    // The budget's numbers (docs/decisions/0002-membership-codes.md); common/membership.ts is where
    // they live.
    expect(ACCOUNT_15_MIN).toEqual({ windowMs: 15 * 60_000, max: 5 });
    const user = await createUser();
    await putMembershipCode('2468');
    const client = await signedInFunctions(user);

    for (let i = 0; i < ACCOUNT_15_MIN.max; i++) {
      expect(await callError(client.call<RedeemCodeResult>(REDEEM, { code: wrongCode(i) }))).toEqual({ code: 'not-found', message: MESSAGES.codeInvalid });
    }
    const refused = await callError(client.call<RedeemCodeResult>(REDEEM, { code: '2468' }));

    const failures = (await getCodeAttempts())[codeAttemptsKey.account(user.uid)]?.failures ?? [];
    expect(failures).toHaveLength(ACCOUNT_15_MIN.max);
    expect(refused).toEqual({
      code: 'resource-exhausted',
      message: budgetMessage(new Date(Math.min(...failures) + ACCOUNT_15_MIN.windowMs)),
    });
    expect((await getMembershipCode('2468'))?.is_used).toBe(false);
    expect(await client.refreshedRole()).toBeUndefined();
  });

  it('failures from many accounts on one address are capped, whatever the client puts in front in X-Forwarded-For', async () => {
    const perAccount = ACCOUNT_15_MIN.max - 1;
    const accounts = Math.ceil(ADDRESS_15_MIN.max / perAccount);
    const users = await Promise.all(Array.from({ length: accounts + 1 }, () => createUser()));
    const tokens = await Promise.all(users.map((u) => idTokenFor(u)));
    await putMembershipCode('1357');
    // Google's front end appends the real address last; anything before it is the client's own.
    const from = (address: string, forged: number) => ({ 'X-Forwarded-For': `10.9.${forged}.1, ${address}` });
    let forged = 0;

    // One after the other: concurrency is the racing tests' subject; here it would only add the
    // emulator's transaction retries (see guessBudget.ts) to the run time.
    for (let round = 0; round < perAccount; round++) {
      for (let i = 0; i < accounts; i++) {
        const result = await callRaw(REDEEM, { code: wrongCode(round * accounts + i) }, { idToken: tokens[i], headers: from('203.0.113.50', forged++) });
        expect(result).toEqual({ ok: false, status: 'not-found', message: MESSAGES.codeInvalid });
      }
    }

    // A fresh account on the same address, with the valid code: refused before the code is checked.
    const capped = await callRaw(REDEEM, { code: '1357' }, { idToken: tokens[accounts], headers: from('203.0.113.50', forged++) });
    const addressFailures = (await getCodeAttempts())[codeAttemptsKey.address(addressHash('203.0.113.50'))]?.failures ?? [];
    expect(capped).toEqual({
      ok: false,
      status: 'resource-exhausted',
      message: budgetMessage(new Date(Math.min(...addressFailures) + ADDRESS_15_MIN.windowMs)),
    });
    expect((await getMembershipCode('1357'))?.is_used).toBe(false);

    // The same account from another address is fine.
    const elsewhere = await callRaw(REDEEM, { code: '1357' }, { idToken: tokens[accounts], headers: from('203.0.113.51', forged) });
    expect(elsewhere).toEqual({ ok: true, data: { role: 'member' } });

    // Counters hold a hash of the address the front end saw, never the forged entries or raw addresses.
    const attempts = await getCodeAttempts();
    expect(attempts[codeAttemptsKey.address(addressHash('203.0.113.50'))]?.failures).toHaveLength(accounts * perAccount);
    expect(Object.keys(attempts).filter((k) => k.startsWith('address_'))).toHaveLength(2);
    expect(attempts[codeAttemptsKey.address(sha256('203.0.113.50'))]).toBeUndefined(); // keyed, not reversible by trying all addresses
    expect(JSON.stringify(attempts)).not.toContain('203.0.113');
  });
});

describe('a caller whose address is unknown', () => {
  it('is held by its own account budget, never by a counter shared with every other such caller', async () => {
    const [first, second] = await Promise.all([createUser(), createUser()]);
    for (const user of [first, second]) {
      const answer = await callRaw(REDEEM, { code: '9876' }, { idToken: await idTokenFor(user) });
      expect(answer).toMatchObject({ ok: false, status: 'not-found' });
    }
    const keys = Object.keys(await getCodeAttempts());
    expect(keys.sort()).toEqual([codeAttemptsKey.account(first.uid), codeAttemptsKey.account(second.uid)].sort());
  });
});

describe('attempt records', () => {
  it('carry the time the TTL policy deletes them: when their newest entry leaves every budget window', async () => {
    const user = await createUser();
    await callRaw(REDEEM, { code: '9876' }, { idToken: await idTokenFor(user), headers: { 'X-Forwarded-For': '198.51.100.61' } });
    const snaps = await adminDb().collection(COLLECTIONS.codeAttempts).get();
    expect(snaps.size).toBe(2); // the account's and the address's
    for (const snap of snaps.docs) {
      const failures = snap.get('failures') as number[];
      expect(snap.get(EXPIRY_FIELD)).toBeInstanceOf(Timestamp);
      expect((snap.get(EXPIRY_FIELD) as Timestamp).toMillis()).toBe(Math.max(...failures) + GUESS_HISTORY_MS);
    }
  });
});

describe('input that is not a 4-digit code', () => {
  const malformed: [string, unknown][] = [
    ['no data', undefined],
    ['null', null],
    ['no code', {}],
    ['code null', { code: null }],
    ['a number', { code: 1234 }],
    ['3 digits', { code: '123' }],
    ['5 digits', { code: '12345' }],
    ['letters', { code: 'abcd' }],
    ['digits with a space', { code: '1234 ' }],
    ['non-ASCII digits', { code: '١٢٣٤' }],
    ['a 10 kB string', { code: '1'.repeat(10 * 1024) }],
    ['an object', { code: { code: '1234' } }],
    ['a bare string', '1234'],
    ['an array', ['1234']],
  ];

  it.each(malformed)('%s: invalid-argument with a clear message, and nothing changes', async (_label, data) => {
    const user = await createUser();
    await putMembershipCode('1234');
    const client = await signedInFunctions(user);

    expect(await callError(client.call<RedeemCodeResult>(REDEEM, data))).toEqual({ code: 'invalid-argument', message: MESSAGES.codeWrongLength });

    expect(await countDocs(COLLECTIONS.codeAttempts)).toBe(0);
    expect(await countDocs(COLLECTIONS.users)).toBe(0);
    expect((await getMembershipCode('1234'))?.is_used).toBe(false);
    expect((await adminAuth().getUser(user.uid)).customClaims?.role).toBeUndefined();
  });
});

describe('without an account', () => {
  it('is refused and writes nothing', async () => {
    await putMembershipCode('1111');
    const guest = guestFunctions();
    expect(await callError(guest.call<RedeemCodeResult>(REDEEM, { code: '1111' }))).toEqual({ code: 'unauthenticated', message: MESSAGES.signInRequired });
    expect(await countDocs(COLLECTIONS.codeAttempts)).toBe(0);
    expect((await getMembershipCode('1111'))?.is_used).toBe(false);
  });
});
