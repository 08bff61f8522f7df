/**
 * generateMembershipCodes against the emulators (docs/decisions/0002-membership-codes.md): admins
 * only, 1-100 codes checked on the server, codes drawn from the free part of 1000-9999, a clear
 * refusal when fewer are free than asked for, and concurrent generations that never hand out the
 * same code.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@common/audit';
import { CALLABLES, type GenerateCodesResult, type RedeemCodeResult, type RetireCodesResult } from '@common/callable-contracts';
import { readCallableError } from '@common/callable';
import { COLLECTIONS } from '@common/collections';
import { CODE_EXPIRY_DEFAULT_DAYS, CODE_MAX, CODE_MIN, CODE_PATTERN, defaultCodeExpiry, GENERATE_MAX, GENERATE_MIN } from '@common/membership';
import { codesExhaustedMessage, MESSAGES } from '@common/messages';
import { clearAll, closeAll, closeClients, createUser, guestFunctions, signedInFunctions, type SignedInClient } from '../../tooling/emulator-clients';
import { callError } from '../support/callable-error';
import { countDocs, getMembershipCode, listCodeIds, putMembershipCode, putUsedCodes, callableAuditEntries } from '../support/firestore-data';

const GENERATE = CALLABLES.generateMembershipCodes;
const ALL_CODES = Array.from({ length: CODE_MAX - CODE_MIN + 1 }, (_, i) => String(CODE_MIN + i));

/** Every code of the range except `free` (a spread of codes across it), written in batches. */
async function fillAllBut(free: readonly string[]): Promise<void> {
  const keep = new Set(free);
  await putUsedCodes(ALL_CODES.filter((code) => !keep.has(code)));
}
/** `n` codes spread over the range. */
const spread = (n: number) => Array.from({ length: n }, (_, i) => ALL_CODES[Math.floor((i * ALL_CODES.length) / n) + 3]);

let admin: SignedInClient;
const generate = (data: unknown, client: SignedInClient = admin) => client.call<GenerateCodesResult>(GENERATE, data);

beforeEach(async () => {
  await clearAll();
  admin = await signedInFunctions(await createUser({ role: 'admin' }));
});
afterEach(closeClients);
// Leave no 9,000-code pool behind for the suites that run next (the seed tops up free codes).
afterAll(async () => {
  await clearAll();
  await closeAll();
});

describe('an admin generating codes', () => {
  it('gets the asked number of new, unused 4-digit codes, stored as MembershipCodeDoc', async () => {
    const before = Date.now();
    const { codes } = await generate({ count: 10, unbound: true });

    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(CODE_PATTERN);
      expect(Number(code)).toBeGreaterThanOrEqual(CODE_MIN);
      expect(Number(code)).toBeLessThanOrEqual(CODE_MAX);
    }
    expect((await listCodeIds()).sort()).toEqual([...codes].sort());
    const doc = await getMembershipCode(codes[0]);
    expect(doc).toEqual({
      code: codes[0],
      is_used: false,
      assigned_to: null,
      assigned_user: null,
      used_at: null,
      created_at: expect.any(Timestamp),
      invitee_email: null,
      expires_at: expect.any(Timestamp),
    });
    expect(doc!.created_at.toMillis()).toBeGreaterThanOrEqual(before - 2_000);
    expect(doc!.created_at.toMillis()).toBeLessThanOrEqual(Date.now() + 2_000);
  });

  it(`gives codes an expiry ${CODE_EXPIRY_DEFAULT_DAYS} days ahead unless told otherwise; null means they never expire`, async () => {
    const before = Date.now();
    const { codes } = await generate({ count: 2, invitee_email: 'default-expiry@pmc-tests.test' });
    const after = Date.now();
    for (const code of codes) {
      const expiresAt = (await getMembershipCode(code))?.expires_at?.toMillis();
      expect(expiresAt).toBeGreaterThanOrEqual(defaultCodeExpiry(before));
      expect(expiresAt).toBeLessThanOrEqual(defaultCodeExpiry(after));
    }
    const { codes: forever } = await generate({ count: 1, unbound: true, expires_at: null });
    expect(await getMembershipCode(forever[0])).toMatchObject({ invitee_email: null, expires_at: null });
  });

  it('records exactly one audit entry per generation, and none for a refused one', async () => {
    const { uid } = admin.user;
    await generate({ count: 3, invitee_email: 'invitee@pmc-tests.test' });
    await callError(generate({ count: GENERATE_MAX + 1, unbound: true }));
    expect(await callableAuditEntries()).toEqual([
      {
        actor_uid: uid,
        action: AUDIT_ACTIONS.codesGenerated,
        target_kind: COLLECTIONS.membershipCodes,
        target_id: '',
        fields: [],
        detail: expect.stringMatching(/^3 codes, for invitee@pmc-tests\.test, expiring \d{4}-\d{2}-\d{2}T/),
        at: expect.any(Timestamp),
      },
    ]);
  });

  it(`accepts ${GENERATE_MIN} and ${GENERATE_MAX}`, async () => {
    expect((await generate({ count: GENERATE_MIN, unbound: true })).codes).toHaveLength(GENERATE_MIN);
    expect((await generate({ count: GENERATE_MAX, unbound: true })).codes).toHaveLength(GENERATE_MAX);
    expect(await countDocs(COLLECTIONS.membershipCodes)).toBe(GENERATE_MIN + GENERATE_MAX);
  });

  it('stores an invitee e-mail lower-case and an expiry as a Timestamp', async () => {
    const expiresAt = Date.now() + 7 * 24 * 3_600_000;
    const { codes } = await generate({ count: 2, invitee_email: '  Invitee@PMC-Tests.TEST ', expires_at: expiresAt });
    for (const code of codes) {
      const doc = await getMembershipCode(code);
      expect(doc?.invitee_email).toBe('invitee@pmc-tests.test');
      expect(doc?.expires_at).toBeInstanceOf(Timestamp);
      expect(doc?.expires_at?.toMillis()).toBe(expiresAt);
    }
    // Unbound on purpose, never expiring.
    const { codes: plain } = await generate({ count: 1, invitee_email: null, unbound: true, expires_at: null });
    expect(await getMembershipCode(plain[0])).toMatchObject({ invitee_email: null, expires_at: null });
  });

  it('skips codes that exist: with a few free, it gets exactly those', async () => {
    const free = spread(5);
    await fillAllBut(free);
    const { codes } = await generate({ count: 5, unbound: true });
    expect([...codes].sort()).toEqual([...free].sort());
    for (const code of codes) expect((await getMembershipCode(code))?.is_used).toBe(false);
  });
});

describe('input that is refused, writing nothing', () => {
  const refused: [string, unknown][] = [
    ['0', { count: 0 }],
    [String(GENERATE_MAX + 1), { count: GENERATE_MAX + 1 }],
    ['2.5', { count: 2.5 }],
    ['"ten"', { count: 'ten' }],
    ['"10" as text', { count: '10' }],
    ['-1', { count: -1 }],
    ['a missing count', {}],
    ['no input at all', null],
    ['a bare number', 10],
  ];
  it.each(refused)('count %s', async (_label, data) => {
    expect(await callError(generate(data))).toEqual({ code: 'invalid-argument', message: MESSAGES.generateCount });
    expect(await countDocs(COLLECTIONS.membershipCodes)).toBe(0);
  });

  it('neither an invitee nor unbound chosen, or both: bound is the default, so the choice must be said', async () => {
    for (const data of [
      { count: 1 },
      { count: 1, invitee_email: '' },
      { count: 1, invitee_email: null, unbound: false },
      { count: 1, invitee_email: 'invitee@pmc-tests.test', unbound: true },
      { count: 1, unbound: 'yes' },
    ]) {
      expect(await callError(generate(data)), JSON.stringify(data)).toEqual({ code: 'invalid-argument', message: MESSAGES.generateBinding });
    }
    expect(await countDocs(COLLECTIONS.membershipCodes)).toBe(0);
    expect(await countDocs(COLLECTIONS.auditLog)).toBe(0);
  });

  it('an invitee that is not an e-mail address', async () => {
    for (const invitee_email of ['not-an-email', 42, 'a b@c.d']) {
      expect(await callError(generate({ count: 1, invitee_email, unbound: true }))).toEqual({ code: 'invalid-argument', message: MESSAGES.generateInvitee });
    }
    expect(await countDocs(COLLECTIONS.membershipCodes)).toBe(0);
  });

  it('an expiry that is not a future time', async () => {
    for (const expires_at of [Date.now() - 60_000, 0, 'tomorrow', Date.now() + 3_600_000.5, 9e15]) {
      expect(await callError(generate({ count: 1, unbound: true, expires_at }))).toEqual({ code: 'invalid-argument', message: MESSAGES.generateExpiry });
    }
    expect(await countDocs(COLLECTIONS.membershipCodes)).toBe(0);
  });
});

describe('when the code space runs out', { timeout: 120_000 }, () => {
  it('asking for more than are free is refused with how many are free, writing nothing', async () => {
    const free = spread(5);
    await fillAllBut(free);
    const filled = ALL_CODES.length - free.length;

    const refused = await callError(generate({ count: 10, unbound: true }));
    expect(refused).toEqual({ code: 'resource-exhausted', message: codesExhaustedMessage(5) });
    expect(refused.message).toContain('only 5 left');
    expect(await countDocs(COLLECTIONS.membershipCodes)).toBe(filled);
    for (const code of free) expect(await getMembershipCode(code)).toBeUndefined();

    // The error carries the number too, for the screen.
    const raw = await generate({ count: 6, unbound: true }).catch((error: unknown) => readCallableError(error));
    expect(raw).toMatchObject({ code: 'resource-exhausted', details: { free: 5 } });
  });

  it('with none free, says so', async () => {
    await fillAllBut([]);
    expect(await callError(generate({ count: 1, unbound: true }))).toEqual({ code: 'resource-exhausted', message: codesExhaustedMessage(0) });
    expect(await countDocs(COLLECTIONS.membershipCodes)).toBe(ALL_CODES.length);
  });
});

describe('concurrent generations', { timeout: 180_000 }, () => {
  it('two generations of 100 at once give 200 distinct codes', async () => {
    const other = await signedInFunctions(await createUser({ role: 'admin' }));
    const [a, b] = await Promise.all([generate({ count: 100, unbound: true }), generate({ count: 100, unbound: true }, other)]);
    const all = [...a.codes, ...b.codes];
    expect(a.codes).toHaveLength(100);
    expect(b.codes).toHaveLength(100);
    expect(new Set(all).size).toBe(200);
    expect((await listCodeIds()).sort()).toEqual(all.sort());
  });

  it('with exactly 200 free, two generations of 100 at once share them without a duplicate', async () => {
    // Both draw from the same 200: the one that commits second collides, draws again from what is
    // left, and gets exactly the other 100.
    const free = spread(200);
    await fillAllBut(free);
    const [a, b] = await Promise.all([generate({ count: 100, unbound: true }), generate({ count: 100, unbound: true })]);
    const all = [...a.codes, ...b.codes];
    expect(new Set(all).size).toBe(200);
    expect(all.sort()).toEqual([...free].sort());
    expect(await countDocs(COLLECTIONS.membershipCodes)).toBe(ALL_CODES.length);
    for (const code of a.codes.slice(0, 5)) expect((await getMembershipCode(code))?.is_used).toBe(false);
  });
});

describe('callers who are not admins', () => {
  it.each(['member', 'nonMember'] as const)('a %s is refused, and nothing is written', async (who) => {
    const user = await createUser(who === 'member' ? { role: 'member' } : {});
    const client = await signedInFunctions(user);
    expect(await callError(generate({ count: 5, unbound: true }, client))).toEqual({ code: 'permission-denied', message: MESSAGES.adminRequired });
    expect(await countDocs(COLLECTIONS.membershipCodes)).toBe(0);
  });

  it('a guest is refused, and nothing is written', async () => {
    expect(await callError(guestFunctions().call(GENERATE, { count: 5, unbound: true }))).toEqual({ code: 'unauthenticated', message: MESSAGES.signInRequired });
    expect(await countDocs(COLLECTIONS.membershipCodes)).toBe(0);
  });
});

describe('retiring unused codes', () => {
  const RETIRE = CALLABLES.retireUnusedCodes;

  it('retires every unused code, leaves used ones, records one audit entry; a retired code cannot be redeemed', async () => {
    await Promise.all([putMembershipCode('1001'), putMembershipCode('1002'), putMembershipCode('1003', { is_used: true, assigned_to: 'someone' })]);

    await expect(admin.call<RetireCodesResult>(RETIRE)).resolves.toEqual({ retired: 2 });

    expect((await getMembershipCode('1001'))?.retired_at).toBeInstanceOf(Timestamp);
    expect((await getMembershipCode('1002'))?.retired_at).toBeInstanceOf(Timestamp);
    expect((await getMembershipCode('1003'))?.retired_at).toBeUndefined();
    expect(await callableAuditEntries()).toEqual([
      expect.objectContaining({ actor_uid: admin.user.uid, action: AUDIT_ACTIONS.codesRetired, target_kind: COLLECTIONS.membershipCodes, detail: '2 unused codes' }),
    ]);
    const patient = await signedInFunctions(await createUser());
    expect(await callError(patient.call<RedeemCodeResult>(CALLABLES.redeemMembershipCode, { code: '1001' }))).toEqual({ code: 'not-found', message: MESSAGES.codeInvalid });
    expect((await getMembershipCode('1001'))?.is_used).toBe(false);
    // Codes generated afterwards work.
    const { codes } = await generate({ count: 1, unbound: true });
    await expect(patient.call<RedeemCodeResult>(CALLABLES.redeemMembershipCode, { code: codes[0] })).resolves.toEqual({ role: 'member' });
  });

  it('takes no input: anything else is refused and nothing changes', async () => {
    await putMembershipCode('1001');
    for (const data of [{ all: true }, 'all', [1]]) {
      expect(await callError(admin.call(RETIRE, data))).toEqual({ code: 'invalid-argument', message: MESSAGES.noInput });
    }
    expect((await getMembershipCode('1001'))?.retired_at).toBeUndefined();
    expect(await countDocs(COLLECTIONS.auditLog)).toBe(0);
  });

  it.each(['member', 'nonMember'] as const)('a %s is refused, and nothing changes', async (who) => {
    await putMembershipCode('1001');
    const client = await signedInFunctions(await createUser(who === 'member' ? { role: 'member' } : {}));
    expect(await callError(client.call(RETIRE))).toEqual({ code: 'permission-denied', message: MESSAGES.adminRequired });
    expect(await callError(guestFunctions().call(RETIRE))).toEqual({ code: 'unauthenticated', message: MESSAGES.signInRequired });
    expect((await getMembershipCode('1001'))?.retired_at).toBeUndefined();
    expect(await countDocs(COLLECTIONS.auditLog)).toBe(0);
  });
});
