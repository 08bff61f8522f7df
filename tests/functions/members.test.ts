/**
 * The Members screen's callables: listMembers (accounts joined with their profiles) and
 * removeMembership (the role goes, the used code stays used, sign-ins are revoked, one audit
 * entry), with their refusals. setAdminRole is in roles.test.ts.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@common/audit';
import {
  CALLABLES,
  type ListMembersResult,
  type MemberSummary,
  type RedeemCodeResult,
  type RemoveMembershipResult,
} from '@common/callable-contracts';
import { MESSAGES } from '@common/messages';
import { COLLECTIONS } from '@common/collections';
import { adminAuth, adminDb, createUser, guestFunctions, signedInFunctions } from '../../tooling/emulator-clients';
import { callError } from '../support/callable-error';
import { getMembershipCode, getProfile, putMembershipCode } from '../support/firestore-data';
import { afterSignInSecond, auditEntriesFor, claimOf, createStaffed, cutoffOf, lastSignInOf } from './members-fixtures';
import { startEachTestOnEmptyEmulators } from '../support/clean-emulators';

const LIST = CALLABLES.listMembers;
const REMOVE = CALLABLES.removeMembership;
const REDEEM = CALLABLES.redeemMembershipCode;

startEachTestOnEmptyEmulators();

describe('listMembers', () => {
  it('lists every account with its profile: name, e-mail, verified, role, dates, code', async () => {
    const admin = await createStaffed('admin');
    const member = await createStaffed('member', { membershipCode: '4321' });
    const stranger = await createUser({ name: 'Sam Stranger' });
    const client = await signedInFunctions(admin);
    const before = Date.now();

    const { members, nextPageToken } = await client.call<ListMembersResult>(LIST);
    expect(nextPageToken).toBeNull();
    const byUid = new Map(members.map((m) => [m.uid, m]));
    expect([...byUid.keys()].sort()).toEqual([admin.uid, member.uid, stranger.uid].sort());

    expect(byUid.get(member.uid)).toEqual<MemberSummary>({
      uid: member.uid,
      name: member.name,
      email: member.email,
      email_verified: true,
      role: 'member',
      joined_at: expect.any(Number) as number,
      member_since: expect.any(Number) as number,
      membership_code: '4321',
      last_sign_in_at: await lastSignInOf(member.uid),
    });
    expect(byUid.get(stranger.uid)).toMatchObject({ name: 'Sam Stranger', email_verified: false, role: null, member_since: null, membership_code: null });
    const signedIn = byUid.get(admin.uid)!;
    expect(signedIn).toMatchObject({ role: 'admin', membership_code: null });
    expect(signedIn.last_sign_in_at).toBeGreaterThan(before - 60_000);
    expect(signedIn.joined_at).toBeLessThanOrEqual(signedIn.last_sign_in_at!);
    // The first page may be asked for with null or an empty object as well.
    expect((await client.call<ListMembersResult>(LIST, { pageToken: null })).members).toHaveLength(3);
    expect((await client.call<ListMembersResult>(LIST, {})).members).toHaveLength(3);
  });

  it('refuses guests, non-admins and malformed input', async () => {
    const [admin, member] = await Promise.all([createStaffed('admin'), createStaffed('member')]);
    expect(await callError(guestFunctions().call(LIST))).toEqual({ code: 'unauthenticated', message: MESSAGES.signInRequired });
    expect(await callError((await signedInFunctions(member)).call(LIST))).toEqual({ code: 'permission-denied', message: MESSAGES.adminRequired });
    const client = await signedInFunctions(admin);
    for (const data of [
      { pageToken: 42 },
      { pageToken: '' },
      'page-2',
      [1],
      { pageSize: 0 },
      { pageSize: 1001 },
      { pageSize: 2.5 },
      { search: 'x'.repeat(101) },
      { uids: [] },
      { uids: Array.from({ length: 101 }, (_, i) => `uid-${i}`) },
      { uids: [42] },
      { page: 2 },
    ]) {
      expect(await callError(client.call(LIST, data))).toEqual({ code: 'invalid-argument', message: MESSAGES.listMembersInput });
    }
  });
});

describe('listMembers, a page at a time', () => {
  it('pages by pageSize with the page token, reading each account once', async () => {
    const admin = await createStaffed('admin');
    await Promise.all(Array.from({ length: 4 }, (_, i) => createUser({ name: `Paged Person ${i}` })));
    const client = await signedInFunctions(admin);
    const first = await client.call<ListMembersResult>(LIST, { pageSize: 2 });
    expect(first.members).toHaveLength(2);
    expect(first.nextPageToken).not.toBeNull();
    const second = await client.call<ListMembersResult>(LIST, { pageSize: 2, pageToken: first.nextPageToken });
    const third = await client.call<ListMembersResult>(LIST, { pageSize: 2, pageToken: second.nextPageToken });
    const uids = [...first.members, ...second.members, ...third.members].map((m) => m.uid);
    expect(uids).toHaveLength(5);
    expect(new Set(uids).size).toBe(5);
  });

  it('searches names and e-mail addresses, case-insensitive, in the function', async () => {
    const admin = await createStaffed('admin');
    const [rosa] = await Promise.all([createUser({ name: 'Rosa Register' }), createUser({ name: 'Sam Stranger' }), createUser({ name: 'Una Other', email: `rosa.friend-${Date.now()}@pmc-tests.test` })]);
    const client = await signedInFunctions(admin);
    const byName = await client.call<ListMembersResult>(LIST, { search: 'ROSA REG' });
    expect(byName.members.map((m) => m.uid)).toEqual([rosa!.uid]);
    const byText = await client.call<ListMembersResult>(LIST, { search: 'rosa' });
    expect(byText.members.map((m) => m.name).sort()).toEqual(['Rosa Register', 'Una Other']);
    expect(byText.nextPageToken).toBeNull();
    expect((await client.call<ListMembersResult>(LIST, { search: 'nobody-by-this-name' })).members).toEqual([]);
  });

  it('looks a whole e-mail address up in Auth: that account alone, wherever it is, with no next page', async () => {
    const admin = await createStaffed('admin');
    const email = `whole.address-${Date.now()}@pmc-tests.test`;
    const [rosa] = await Promise.all([createUser({ name: 'Rosa Whole', email }), createUser({ name: 'Not Her', email: `not.${email}` })]);
    const client = await signedInFunctions(admin);
    const found = await client.call<ListMembersResult>(LIST, { search: ` ${email.toUpperCase()} `, pageSize: 25 });
    expect(found).toEqual({ members: [expect.objectContaining({ uid: rosa!.uid, email, name: 'Rosa Whole' })], nextPageToken: null });
    expect(await client.call<ListMembersResult>(LIST, { search: `nobody-${email}` })).toEqual({ members: [], nextPageToken: null });
  });

  it('looks up the accounts of given ids (the tickets’ senders), leaving out unknown ones', async () => {
    const [admin, member] = await Promise.all([createStaffed('admin'), createStaffed('member', { membershipCode: '2468' })]);
    const client = await signedInFunctions(admin);
    const { members, nextPageToken } = await client.call<ListMembersResult>(LIST, { uids: [member.uid, 'no-such-account'] });
    expect(nextPageToken).toBeNull();
    expect(members).toEqual([expect.objectContaining({ uid: member.uid, email: member.email, membership_code: '2468' })]);
  });
});

describe('removeMembership', () => {
  it('takes the role away, keeps the used code used, revokes, and records one entry', async () => {
    const [admin, member] = await Promise.all([createStaffed('admin'), createStaffed('member', { membershipCode: '4321' })]);
    await putMembershipCode('4321', { is_used: true, assigned_to: member.uid, assigned_user: { email: member.email } });
    const memberClient = await signedInFunctions(member);
    await afterSignInSecond(memberClient); // so the revocation falls in a later second than the account's creation
    const startedAt = Math.floor(Date.now() / 1000);

    const client = await signedInFunctions(admin);
    await expect(client.call<RemoveMembershipResult>(REMOVE, { uid: member.uid })).resolves.toEqual({ uid: member.uid, role: null });

    expect(await claimOf(member.uid)).toBeUndefined();
    expect(await getProfile(member.uid)).toMatchObject({ role: null, membership_code: '4321' });
    expect(await getMembershipCode('4321')).toMatchObject({ is_used: true, assigned_to: member.uid });
    const cutoff = await cutoffOf(member.uid);
    expect(cutoff?.not_before).toBeGreaterThanOrEqual(startedAt);
    // The second after the removal: a sign-in in its own second may have come before it.
    expect(cutoff!.not_before).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);
    // Refresh tokens revoked after the cut-off was written (in its second, or the one before).
    expect(Date.parse((await adminAuth().getUser(member.uid)).tokensValidAfterTime!) / 1000).toBeGreaterThanOrEqual(cutoff!.not_before - 1);
    expect(await auditEntriesFor(member.uid)).toEqual([
      expect.objectContaining({ actor_uid: admin.uid, action: AUDIT_ACTIONS.membershipRemoved, target_kind: 'users', target_id: member.uid }),
    ]);
    expect(await memberClient.refreshedRole()).toBeUndefined();

    // Again (a retry, or a second click): nothing more changes and nothing more is recorded.
    await expect(client.call<RemoveMembershipResult>(REMOVE, { uid: member.uid })).resolves.toEqual({ uid: member.uid, role: null });
    expect(await auditEntriesFor(member.uid)).toHaveLength(1);
  });

  it('a removed account comes back only with a new code, never its old one', async () => {
    const [admin, member] = await Promise.all([createStaffed('admin'), createUser({ emailVerified: true })]);
    await Promise.all([putMembershipCode('4321'), putMembershipCode('8765')]);
    await expect((await signedInFunctions(member)).call<RedeemCodeResult>(REDEEM, { code: '4321' })).resolves.toEqual({ role: 'member' });
    await (await signedInFunctions(admin)).call(REMOVE, { uid: member.uid });

    const again = await signedInFunctions(member); // signed in after the removal
    expect(await callError(again.call(REDEEM, { code: '4321' }))).toEqual({ code: 'not-found', message: MESSAGES.codeInvalid });
    expect(await claimOf(member.uid)).toBeUndefined();
    await expect(again.call<RedeemCodeResult>(REDEEM, { code: '8765' })).resolves.toEqual({ role: 'member' });
    expect(await getProfile(member.uid)).toMatchObject({ role: 'member', membership_code: '8765' });
  });

  it('removes an admin too (claim, profile, cut-off) while another admin remains', async () => {
    const [admin, other] = await Promise.all([createStaffed('admin'), createStaffed('admin')]);
    const otherClient = await signedInFunctions(other);
    await afterSignInSecond(otherClient);
    await (await signedInFunctions(admin)).call(REMOVE, { uid: other.uid });
    expect(await claimOf(other.uid)).toBeUndefined();
    expect((await getProfile(other.uid))?.role).toBeNull();
    expect(await cutoffOf(other.uid)).toBeDefined();
    // The removed admin's open session, even with a refreshed token, is refused at once.
    expect(await callError(otherClient.call(LIST))).toEqual({ code: 'permission-denied', message: MESSAGES.signInAgain });
  });

  it('a retry after the final cut-off was left behind writes it and revokes, recording nothing twice', async () => {
    const [admin, target] = await Promise.all([createStaffed('admin'), createUser({ emailVerified: true })]);
    // An earlier removal committed the profile (and its entry) and changed the claim, then stopped before the final cut-off.
    await adminDb().collection(COLLECTIONS.users).doc(target.uid).set({ email: target.email, name: target.name, role: null, membership_code: '4321', member_since: Timestamp.now(), updated_at: Timestamp.now() });
    await adminDb().collection(COLLECTIONS.accessCutoffs).doc(target.uid).set({ not_before: 1_000, removed_at: 1_000, provisional: true, updated_at: Timestamp.now() });
    const startedAt = Math.floor(Date.now() / 1000);
    await expect((await signedInFunctions(admin)).call(CALLABLES.removeMembership, { uid: target.uid })).resolves.toEqual({ uid: target.uid, role: null });
    const cutoff = await cutoffOf(target.uid);
    expect(cutoff).not.toHaveProperty('provisional');
    expect(cutoff!.not_before).toBeGreaterThan(startedAt);
    expect(Date.parse((await adminAuth().getUser(target.uid)).tokensValidAfterTime!) / 1000).toBeGreaterThanOrEqual(startedAt);
    expect(await auditEntriesFor(target.uid)).toEqual([]);
  });

  it('refuses to remove the last admin, even by themselves; another admin may remove themselves', async () => {
    const admin = await createStaffed('admin');
    const client = await signedInFunctions(admin);
    expect(await callError(client.call(REMOVE, { uid: admin.uid }))).toEqual({ code: 'failed-precondition', message: MESSAGES.lastAdmin });
    expect(await claimOf(admin.uid)).toBe('admin');
    expect(await cutoffOf(admin.uid)).toBeUndefined();
    expect(await auditEntriesFor(admin.uid)).toEqual([]);

    const second = await createStaffed('admin');
    await (await signedInFunctions(second)).call(REMOVE, { uid: second.uid });
    expect(await claimOf(second.uid)).toBeUndefined();
  });

  it('refuses guests, non-admins, unknown accounts and malformed input, changing nothing', async () => {
    const [admin, member] = await Promise.all([createStaffed('admin'), createStaffed('member')]);
    expect(await callError(guestFunctions().call(REMOVE, { uid: member.uid }))).toEqual({ code: 'unauthenticated', message: MESSAGES.signInRequired });
    expect(await callError((await signedInFunctions(member)).call(REMOVE, { uid: admin.uid }))).toEqual({ code: 'permission-denied', message: MESSAGES.adminRequired });
    const client = await signedInFunctions(admin);
    expect(await callError(client.call(REMOVE, { uid: 'no-such-account' }))).toEqual({ code: 'not-found', message: MESSAGES.accountIdNotFound });
    for (const data of [null, {}, { uid: '' }, { uid: 42 }, { uid: 'x'.repeat(129) }, { email: member.email }]) {
      expect(await callError(client.call(REMOVE, data))).toEqual({ code: 'invalid-argument', message: MESSAGES.memberUidInput });
    }
    expect(await claimOf(admin.uid)).toBe('admin');
    expect(await claimOf(member.uid)).toBe('member');
    expect([...(await auditEntriesFor(admin.uid)), ...(await auditEntriesFor(member.uid))]).toEqual([]);
  });
});
