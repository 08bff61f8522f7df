/**
 * The keyed callables against the emulators (common/idempotency.ts, functions/src/shared/idempotency.ts):
 * a call repeated with its idempotency key answers the first call's result and writes nothing more,
 * calls with one key at the same time do the work once, a key carries expire_at for the TTL policy,
 * a malformed key is refused, a missing one is allowed, and a failed call leaves no key behind. And
 * redemption, which takes no key: a redemption whose answer is lost, tried again, makes one member
 * with one code and counts no failed guess.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS } from '@common/audit';
import { CALLABLES, type GenerateCodesResult, type RedeemCodeResult } from '@common/callable-contracts';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { codeAttemptsKey, type SupportTicketDoc } from '@common/documents';
import { IDEMPOTENCY_KEY_FIELD, IDEMPOTENCY_KEY_TTL_MS, KEYED_CALLABLES, type IdempotencyKeyDoc } from '@common/idempotency';
import { MESSAGES } from '@common/messages';
import { adminAuth, adminDb, callRaw, createUser, idTokenFor, signedInFunctions, type SignedInClient } from '../../tooling/emulator-clients';
import { callError } from '../support/callable-error';
import { callableAuditEntries, countDocs, getCodeAttempts, getMembershipCode, getProfile, putMembershipCode } from '../support/firestore-data';
import { startEachTestOnEmptyEmulators } from '../support/clean-emulators';

startEachTestOnEmptyEmulators();

const keyed = <T extends object>(data: T, key = randomUUID()) => ({ ...data, [IDEMPOTENCY_KEY_FIELD]: key });
const keyDocs = async () => (await adminDb().collection(COLLECTIONS.idempotencyKeys).get()).docs.map((d) => d.data() as IdempotencyKeyDoc<Timestamp>);

/** Everything a call could change: every collection's documents (and the threads), every account's claims and cut-off. */
async function state(): Promise<string> {
  const db = adminDb();
  // The mail trigger of a staff reply lands when it lands: the thread's messages are counted instead.
  const collections = await Promise.all(
    Object.values(COLLECTIONS)
      .filter((name) => name !== COLLECTIONS.mail)
      .map(async (name) => [name, (await db.collection(name).get()).docs.map((d) => [d.id, d.updateTime.toMillis()])] as const),
  );
  const threads = await db.collectionGroup(SUBCOLLECTIONS.ticketMessages).get();
  const entries = await db.collectionGroup(SUBCOLLECTIONS.ticketNoteEntries).get();
  const users = (await adminAuth().listUsers()).users.map((u) => [u.uid, u.customClaims ?? null, u.tokensValidAfterTime ?? null]);
  return JSON.stringify({ collections, threads: threads.docs.map((d) => d.ref.path), entries: entries.docs.map((d) => d.ref.path), users });
}

/**
 * The stored state once the background triggers of the calls so far have landed (the audit trail's
 * entries arrive after the callable's answer): two readings in a row agree.
 */
async function settled(): Promise<string> {
  let last = await state();
  await vi.waitFor(
    async () => {
      const now = await state();
      const same = now === last;
      last = now;
      if (!same) throw new Error('The stored state is still changing');
    },
    { timeout: 10_000, interval: 250 },
  );
  return last;
}

async function putTicket(id: string): Promise<void> {
  const sent = Timestamp.fromMillis(Date.UTC(2026, 0, 5, 15, 4));
  const ticket: SupportTicketDoc<Timestamp> = { user_id: 'member-1', subject: 'Parking', message: 'Where do I park?', status: 'open', created_at: sent, updated_at: sent, responded_at: null };
  await adminDb().collection(COLLECTIONS.supportTickets).doc(id).set(ticket);
}

async function verifiedAdmin(): Promise<SignedInClient> {
  return signedInFunctions(await createUser({ role: 'admin', emailVerified: true }));
}

describe('generateMembershipCodes with a key', () => {
  it('repeated with the same key: the same codes, no more codes, one audit entry, a key document with expire_at', async () => {
    const admin = await verifiedAdmin();
    const request = keyed({ count: 5, unbound: true });
    const before = Date.now();
    const first = await admin.call<GenerateCodesResult>(CALLABLES.generateMembershipCodes, request);
    const afterFirst = await settled();
    const again = await admin.call<GenerateCodesResult>(CALLABLES.generateMembershipCodes, request);

    expect(again).toEqual(first);
    expect(await settled()).toBe(afterFirst);
    expect(await countDocs(COLLECTIONS.membershipCodes)).toBe(5);
    expect((await callableAuditEntries()).filter((e) => e.action === AUDIT_ACTIONS.codesGenerated)).toHaveLength(1);
    const [doc] = await keyDocs();
    expect(doc).toMatchObject({ callable: CALLABLES.generateMembershipCodes, uid: admin.user.uid, state: 'done', lease_until: null });
    expect(JSON.parse(doc!.result!)).toEqual(first);
    // Nothing names the key itself: the document's id is a hash of callable, caller and key.
    expect(JSON.stringify(doc)).not.toContain(request.idempotencyKey);
    expect(doc!.expire_at.toMillis() - doc!.created_at.toMillis()).toBe(IDEMPOTENCY_KEY_TTL_MS);
    expect(doc!.created_at.toMillis()).toBeGreaterThanOrEqual(before - 2_000);
  });

  it('five calls with one key at the same time: the work is done once and all five answer the same codes', async () => {
    const admin = await verifiedAdmin();
    const request = keyed({ count: 3, unbound: true });
    const results = await Promise.all(Array.from({ length: 5 }, () => admin.call<GenerateCodesResult>(CALLABLES.generateMembershipCodes, request)));

    for (const result of results) expect(result).toEqual(results[0]);
    expect(await countDocs(COLLECTIONS.membershipCodes)).toBe(3);
    expect((await callableAuditEntries()).filter((e) => e.action === AUDIT_ACTIONS.codesGenerated)).toHaveLength(1);
    expect(await keyDocs()).toHaveLength(1);
  });

  it('without a key (or with null) every call does its work; another key is another action', async () => {
    const admin = await verifiedAdmin();
    await admin.call(CALLABLES.generateMembershipCodes, { count: 1, unbound: true });
    await admin.call(CALLABLES.generateMembershipCodes, { count: 1, unbound: true, [IDEMPOTENCY_KEY_FIELD]: null });
    await admin.call(CALLABLES.generateMembershipCodes, keyed({ count: 1, unbound: true }));
    await admin.call(CALLABLES.generateMembershipCodes, keyed({ count: 1, unbound: true }));
    expect(await countDocs(COLLECTIONS.membershipCodes)).toBe(4);
    expect(await keyDocs()).toHaveLength(2);
  });

  it("one admin's key is not another's: the same key from two admins is two actions", async () => {
    const [first, second] = await Promise.all([verifiedAdmin(), verifiedAdmin()]);
    const key = randomUUID();
    const a = await first.call<GenerateCodesResult>(CALLABLES.generateMembershipCodes, keyed({ count: 2, unbound: true }, key));
    const b = await second.call<GenerateCodesResult>(CALLABLES.generateMembershipCodes, keyed({ count: 2, unbound: true }, key));
    expect(b.codes).not.toEqual(a.codes);
    expect(await countDocs(COLLECTIONS.membershipCodes)).toBe(4);
  });

  it('the same key with a different request is refused and changes nothing', async () => {
    const admin = await verifiedAdmin();
    const key = randomUUID();
    await admin.call(CALLABLES.generateMembershipCodes, keyed({ count: 2, unbound: true }, key));
    const before = await settled();
    expect(await callError(admin.call(CALLABLES.generateMembershipCodes, keyed({ count: 3, unbound: true }, key)))).toEqual({
      code: 'invalid-argument',
      message: MESSAGES.idempotencyKeyReused,
    });
    expect(await settled()).toBe(before);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'a'.repeat(44)],
    ['with a slash', `${randomUUID()}/x`],
    ['a number', 42],
    ['an object', { key: randomUUID() }],
  ])('a malformed key (%s) is refused and writes nothing', async (_label, key) => {
    const admin = await verifiedAdmin();
    const before = await settled();
    expect(await callError(admin.call(CALLABLES.generateMembershipCodes, { count: 1, unbound: true, [IDEMPOTENCY_KEY_FIELD]: key }))).toEqual({
      code: 'invalid-argument',
      message: MESSAGES.idempotencyKeyInput,
    });
    expect(await settled()).toBe(before);
  });

  it('a keyed call that fails leaves no key behind, so the retry does the work', async () => {
    const admin = await verifiedAdmin();
    const key = randomUUID();
    // Refused by the callable's own schema after the key was taken out: no code, no key document.
    expect((await callError(admin.call(CALLABLES.generateMembershipCodes, keyed({ count: 0, unbound: true }, key)))).code).toBe('invalid-argument');
    expect(await keyDocs()).toEqual([]);
    expect((await callError(admin.call(CALLABLES.resetCodeBreaker, keyed({})))).code).toBe('failed-precondition');
    expect(await keyDocs()).toEqual([]);
  });

  it('a caller who is not an admin writes no key document', async () => {
    const member = await signedInFunctions(await createUser({ role: 'member' }));
    const before = await settled();
    expect((await callError(member.call(CALLABLES.generateMembershipCodes, keyed({ count: 1, unbound: true })))).code).toBe('permission-denied');
    expect((await callRaw(CALLABLES.retireUnusedCodes, keyed({}))).ok).toBe(false);
    expect(await settled()).toBe(before);
  });
});

describe('every keyed callable, repeated with its key, writes nothing more and answers the same', () => {
  /** Each callable's setup (as the given admin) and a request that changes something. */
  const CASES: [string, (admin: SignedInClient) => Promise<Record<string, unknown>>][] = [
    [CALLABLES.generateMembershipCodes, () => Promise.resolve({ count: 2, unbound: true })],
    [
      CALLABLES.resetMembershipCode,
      async () => {
        await putMembershipCode('4321', { is_used: true, assigned_to: 'someone', assigned_user: { email: 'someone@example.org' } });
        return { code: '4321' };
      },
    ],
    [
      CALLABLES.retireUnusedCodes,
      async () => {
        await Promise.all(['4001', '4002'].map((code) => putMembershipCode(code)));
        return {};
      },
    ],
    [
      CALLABLES.setAdminRole,
      async () => {
        const target = await createUser({ role: 'member', emailVerified: true });
        return { uid: target.uid, admin: true };
      },
    ],
    [
      CALLABLES.removeMembership,
      async () => {
        const target = await createUser({ role: 'member', emailVerified: true });
        return { uid: target.uid };
      },
    ],
    [
      CALLABLES.resetSecondFactor,
      async () => {
        const target = await createUser({ role: 'admin' });
        return { uid: target.uid };
      },
    ],
    [
      CALLABLES.updateSupportTicket,
      async () => {
        await putTicket('t1');
        return { ticketId: 't1', status: 'in_progress', notes: 'Called back' };
      },
    ],
    [
      CALLABLES.answerSupportTicket,
      async () => {
        await putTicket('t1');
        return { ticketId: 't1', kind: 'reply', text: 'Park behind the building.' };
      },
    ],
  ];

  it('covers every keyed callable but the breaker reset (its own test above: it needs a tripped breaker)', () => {
    expect(CASES.map(([name]) => name).sort()).toEqual(KEYED_CALLABLES.filter((name) => name !== CALLABLES.resetCodeBreaker).sort());
  });

  it.each(CASES)('%s', async (name, setup) => {
    const admin = await verifiedAdmin();
    const request = keyed(await setup(admin));
    const before = await settled();
    const first = await admin.call(name, request);
    const afterFirst = await settled();
    expect(afterFirst).not.toBe(before);
    expect(await admin.call(name, request)).toEqual(first);
    expect(await settled()).toBe(afterFirst);
  });
});

describe('a redemption whose answer is lost, tried again', () => {
  it('leaves a member with one used code and no failed guess, whether the retry comes during the first call or after it', async () => {
    const user = await createUser();
    await Promise.all(['4821', '4822'].map((code) => putMembershipCode(code)));
    const token = await idTokenFor(user);
    // The first call's answer never reaches the client: it is not awaited until the end.
    const lost = callRaw<RedeemCodeResult>(CALLABLES.redeemMembershipCode, { code: '4821' }, { idToken: token });
    const during = await callRaw<RedeemCodeResult>(CALLABLES.redeemMembershipCode, { code: '4821' }, { idToken: token });
    const after = await callRaw<RedeemCodeResult>(CALLABLES.redeemMembershipCode, { code: '4821' }, { idToken: token });
    await lost;

    expect(during).toEqual({ ok: true, data: { role: 'member' } });
    expect(after).toEqual({ ok: true, data: { role: 'member' } });
    const client = await signedInFunctions(user);
    expect(await client.refreshedRole()).toBe('member');
    expect(await getProfile(user.uid)).toMatchObject({ role: 'member', membership_code: '4821' });
    expect(await getMembershipCode('4821')).toMatchObject({ is_used: true, assigned_to: user.uid });
    expect(await getMembershipCode('4822')).toMatchObject({ is_used: false });
    const used = await adminDb().collection(COLLECTIONS.membershipCodes).where('is_used', '==', true).get();
    expect(used.size).toBe(1);
    // No failed guess anywhere: not on the account, not on its address, not in the breaker's buckets.
    const attempts = await getCodeAttempts();
    expect(attempts[codeAttemptsKey.account(user.uid)]?.failures ?? []).toEqual([]);
    for (const doc of Object.values(attempts)) expect(doc.failures ?? []).toEqual([]);
    const buckets = (await adminDb().collection(COLLECTIONS.codeBreaker).get()).docs.filter((d) => d.id.startsWith('bucket_'));
    expect(buckets.map((d) => d.data())).toEqual([]);
  });
});
