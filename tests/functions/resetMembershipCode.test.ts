/**
 * resetMembershipCode against the emulators (docs/decisions/0002-membership-codes.md): an admin
 * frees a used code in one step; the person who used it stays a member; only admins may do it.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@common/audit';
import { CALLABLES, type RedeemCodeResult, type ResetCodeResult } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { codeNotFoundMessage, MESSAGES } from '@common/messages';
import { adminAuth, clearAll, closeAll, closeClients, createUser, guestFunctions, signedInFunctions, type SignedInClient } from '../../tooling/emulator-clients';
import { callError } from '../support/callable-error';
import { getMembershipCode, getProfile, putMembershipCode, callableAuditEntries } from '../support/firestore-data';

const RESET = CALLABLES.resetMembershipCode;
const REDEEM = CALLABLES.redeemMembershipCode;
const claimOf = async (uid: string) => (await adminAuth().getUser(uid)).customClaims?.role;

let admin: SignedInClient;
const reset = (data: unknown, client: SignedInClient = admin) => client.call<ResetCodeResult>(RESET, data);

beforeEach(async () => {
  await clearAll();
  admin = await signedInFunctions(await createUser({ role: 'admin' }));
});
afterEach(closeClients);
afterAll(closeAll);

/** A member who redeemed `code` through the real function. */
async function memberWhoRedeemed(code: string) {
  const user = await createUser();
  await putMembershipCode(code, { created_at: Timestamp.fromMillis(Date.UTC(2025, 0, 2)) });
  const client = await signedInFunctions(user);
  await client.call<RedeemCodeResult>(REDEEM, { code });
  expect(await getMembershipCode(code)).toMatchObject({ is_used: true, assigned_to: user.uid });
  return { user, client };
}

describe('an admin resetting a code', () => {
  it('frees a used code; the person who used it stays a member', async () => {
    const { user, client } = await memberWhoRedeemed('4242');

    await expect(reset({ code: '4242' })).resolves.toEqual({ code: '4242' });

    expect(await getMembershipCode('4242')).toEqual({
      code: '4242',
      is_used: false,
      assigned_to: null,
      assigned_user: null,
      used_at: null,
      created_at: Timestamp.fromMillis(Date.UTC(2025, 0, 2)),
      invitee_email: null,
      expires_at: null,
    });
    expect(await claimOf(user.uid)).toBe('member');
    expect(await client.refreshedRole()).toBe('member');
    expect(await getProfile(user.uid)).toMatchObject({ role: 'member', membership_code: '4242' });
  });

  it('records exactly one audit entry, naming the code and its former holder', async () => {
    const { user } = await memberWhoRedeemed('4141');
    await reset({ code: '4141' });
    expect(await callableAuditEntries()).toEqual([
      {
        actor_uid: admin.user.uid,
        action: AUDIT_ACTIONS.codeReset,
        target_kind: COLLECTIONS.membershipCodes,
        target_id: '4141',
        fields: [],
        detail: `freed from account ${user.uid}`,
        at: expect.any(Timestamp),
      },
    ]);
  });

  it('the freed code can be redeemed by someone else', async () => {
    await memberWhoRedeemed('4343');
    await reset({ code: '4343' });
    const next = await createUser();
    await expect((await signedInFunctions(next)).call<RedeemCodeResult>(REDEEM, { code: '4343' })).resolves.toEqual({ role: 'member' });
    expect(await getMembershipCode('4343')).toMatchObject({ is_used: true, assigned_to: next.uid });
  });

  it('resetting an unused code succeeds and changes nothing else', async () => {
    const expires = Timestamp.fromMillis(Date.now() + 3_600_000);
    await putMembershipCode('4444', { invitee_email: 'someone@pmc-tests.test', expires_at: expires });
    const before = await getMembershipCode('4444');
    await expect(reset({ code: '4444' })).resolves.toEqual({ code: '4444' });
    expect(await getMembershipCode('4444')).toEqual(before);
  });

  it('an unknown code is not found, and nothing is created', async () => {
    expect(await callError(reset({ code: '9876' }))).toEqual({ code: 'not-found', message: codeNotFoundMessage('9876') });
    expect(await getMembershipCode('9876')).toBeUndefined();
  });

  it.each([
    ['three digits', { code: '123' }],
    ['five digits', { code: '12345' }],
    ['letters', { code: 'abcd' }],
    ['a number', { code: 1234 }],
    ['no code', {}],
    ['no input', null],
  ])('input with %s is refused', async (_label, data) => {
    expect(await callError(reset(data))).toEqual({ code: 'invalid-argument', message: MESSAGES.resetInput });
  });
});

describe('callers who are not admins', () => {
  it('the member who used the code cannot reset it, nor can a signed-in non-member', async () => {
    const { user, client } = await memberWhoRedeemed('5151');
    const nonMember = await signedInFunctions(await createUser());
    for (const caller of [client, nonMember]) {
      expect(await callError(reset({ code: '5151' }, caller))).toEqual({ code: 'permission-denied', message: MESSAGES.adminRequired });
    }
    expect(await getMembershipCode('5151')).toMatchObject({ is_used: true, assigned_to: user.uid });
  });

  it('a guest is refused', async () => {
    await putMembershipCode('5252', { is_used: true, assigned_to: 'someone', assigned_user: { email: 'someone@pmc-tests.test' } });
    expect(await callError(guestFunctions().call(RESET, { code: '5252' }))).toEqual({ code: 'unauthenticated', message: MESSAGES.signInRequired });
    expect((await getMembershipCode('5252'))?.is_used).toBe(true);
  });
});
