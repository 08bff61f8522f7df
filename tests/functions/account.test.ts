/**
 * A person's own account: updateMyName changes Auth's display name and the profile;
 * endOtherSessions signs the account's other browsers out through the access cut-off, set to the
 * caller's own sign-in time, asks for a recent sign-in, and is no removal; exportMyData returns the
 * caller's data only (saved items and reading progress included); deleteMyAccount deletes what it
 * says (e-mails by what caused them, never by address) and keeps what it says, and keeps the
 * account's cut-off, so no token from before the deletion works again anywhere.
 */
import { describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_SECONDS } from '@common/accounts';
import { Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { CALLABLES, type EndOtherSessionsResult, type MyDataExport, type RedeemCodeResult, type UpdateMyNameResult } from '@common/callable-contracts';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { codeAttemptsKey, CONTENT_VERSIONS_DOC, DELETED_ACCOUNT_CUTOFF_KEPT_MS, EXPIRY_FIELD, savedItemId, type MailDoc } from '@common/documents';
import { MESSAGES } from '@common/messages';
import { seedApp } from '../../emulators/seeding/demo-seed';
import { adminAuth, adminDb, callRaw, createUser, guestFunctions, idTokenFor, signedInFunctions } from '../../tooling/emulator-clients';
import { callError } from '../support/callable-error';
import { getMembershipCode, getProfile, putMembershipCode } from '../support/firestore-data';
import { startEachTestOnEmptyEmulators } from '../support/clean-emulators';
import { DEMO_BUCKET } from '../support/stored-files';
import { firestoreStatus, storageStatus } from '../support/token-access';
import { afterCutoffOf, afterSignInSecond, claimOf, createStaffed, cutoffOf, untilSecond } from './members-fixtures';

const NAME = CALLABLES.updateMyName;
const END = CALLABLES.endOtherSessions;
const EXPORT = CALLABLES.exportMyData;
const DELETE = CALLABLES.deleteMyAccount;
const REDEEM = CALLABLES.redeemMembershipCode;
/** functions/.env.demo-pmc */
const INBOX = 'members@pmc-portal.example';

startEachTestOnEmptyEmulators();

const savedItemsOf = (uid: string) => adminDb().collection(COLLECTIONS.savedItems).doc(uid).collection(SUBCOLLECTIONS.savedItems);

/** The Auth emulator's ID token of `token` with another auth_time (its tokens are unsigned). */
function withAuthTime(token: string, authTime: number): string {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  return `${header}.${Buffer.from(JSON.stringify({ ...claims, auth_time: authTime })).toString('base64url')}.`;
}

describe('updateMyName', () => {
  it('changes a member’s display name and profile name, trimmed', async () => {
    const member = await createStaffed('member');
    const client = await signedInFunctions(member);
    expect(await client.call<UpdateMyNameResult>(NAME, { name: '  Patricia Example  ' })).toEqual({ name: 'Patricia Example' });
    expect((await adminAuth().getUser(member.uid)).displayName).toBe('Patricia Example');
    expect((await getProfile(member.uid))?.name).toBe('Patricia Example');
  });

  it('changes only the display name of an account without a profile (no profile is made)', async () => {
    const stranger = await createUser({ name: 'Sam Stranger' });
    await (await signedInFunctions(stranger)).call(NAME, { name: 'Samuel Stranger' });
    expect((await adminAuth().getUser(stranger.uid)).displayName).toBe('Samuel Stranger');
    expect(await getProfile(stranger.uid)).toBeUndefined();
  });

  it('refuses a guest, and a session from before the account’s cut-off, changing nothing', async () => {
    expect(await callError(guestFunctions().call(NAME, { name: 'Nobody' }))).toEqual({ code: 'unauthenticated', message: MESSAGES.signInRequired });
    const member = await createStaffed('member');
    const old = await signedInFunctions(member);
    await afterSignInSecond(old);
    await (await signedInFunctions(member)).call<EndOtherSessionsResult>(END);
    expect(await callError(old.call(NAME, { name: 'Old Session' }))).toEqual({ code: 'permission-denied', message: MESSAGES.signInAgain });
    expect((await adminAuth().getUser(member.uid)).displayName).toBe(member.name);
  });
});

describe('endOtherSessions', () => {
  it('sets the cut-off to the caller’s own sign-in: other browsers are refused, the caller is not', async () => {
    const member = await createStaffed('member');
    const other = await signedInFunctions(member);
    await afterSignInSecond(other);
    const current = await signedInFunctions(member);
    const authTime = Number((await current.user.getIdTokenResult()).claims.auth_time);

    expect(await current.call<EndOtherSessionsResult>(END)).toEqual({ notBefore: authTime });
    expect((await cutoffOf(member.uid))?.not_before).toBe(authTime);
    // The caller goes on; the other browser's session is over (rules and callables share the check).
    await expect(current.call(NAME, { name: 'Still Signed In' })).resolves.toEqual({ name: 'Still Signed In' });
    expect(await callError(other.call(NAME, { name: 'Signed Out' }))).toEqual({ code: 'permission-denied', message: MESSAGES.signInAgain });
  });

  it('never moves a later cut-off back', async () => {
    const member = await createStaffed('member');
    const client = await signedInFunctions(member);
    const authTime = Number((await client.user.getIdTokenResult()).claims.auth_time);
    const later = await signedInFunctions(member);
    await afterSignInSecond(client);
    await later.call(END);
    const stored = (await cutoffOf(member.uid))?.not_before;
    expect(stored).toBeGreaterThanOrEqual(authTime);
    await later.call(END);
    expect((await cutoffOf(member.uid))?.not_before).toBe(stored);
  });

  it(`asks for a sign-in from the last ${RECENT_SIGN_IN_SECONDS / 60} minutes, and writes no cut-off otherwise`, async () => {
    const member = await createStaffed('member');
    const stale = withAuthTime(await idTokenFor(member), Math.floor(Date.now() / 1000) - RECENT_SIGN_IN_SECONDS - 60);
    expect(await callRaw(END, null, { idToken: stale })).toEqual({ ok: false, status: 'failed-precondition', message: MESSAGES.recentSignInRequired });
    expect(await cutoffOf(member.uid)).toBeUndefined();
  });

  it('refuses a guest', async () => {
    expect(await callError(guestFunctions().call(END))).toEqual({ code: 'unauthenticated', message: MESSAGES.signInRequired });
  });

  it('is no removal: a redemption whose claim step failed still completes after a password change', async () => {
    const user = await createUser({ emailVerified: true });
    await putMembershipCode('4321');
    await (await signedInFunctions(user)).call<RedeemCodeResult>(REDEEM, { code: '4321' });
    // The claim step failed: the code and the profile say member, the claim does not.
    await adminAuth().setCustomUserClaims(user.uid, {});
    // The password change's sign-in, and so its cut-off, comes in a later second than the redemption.
    await untilSecond(Math.floor((await getMembershipCode('4321'))!.used_at!.toMillis() / 1000) + 1);
    const changed = await signedInFunctions(user);
    await changed.call<EndOtherSessionsResult>(END);

    await expect(changed.call<RedeemCodeResult>(REDEEM, { code: '4321' })).resolves.toEqual({ role: 'member' });
    expect(await claimOf(user.uid)).toBe('member');
    expect(await cutoffOf(user.uid)).toMatchObject({ removed_at: null });
  });
});

describe('exportMyData', () => {
  it('returns the caller’s account, membership and requests, and nothing of anyone else', async () => {
    const member = await createStaffed('member', { membershipCode: '1357' });
    const other = await createStaffed('member', { membershipCode: '2468' });
    const tickets = adminDb().collection(COLLECTIONS.supportTickets);
    const at = Timestamp.fromMillis(Date.UTC(2026, 0, 5));
    await tickets.doc('mine').set({ user_id: member.uid, subject: 'My question', message: 'About my visit', status: 'open', created_at: at, updated_at: at, responded_at: null });
    await tickets.doc('theirs').set({ user_id: other.uid, subject: 'Their question', message: 'Not yours', status: 'open', created_at: at, updated_at: at, responded_at: null });
    await adminDb().collection(COLLECTIONS.ticketNotes).doc('mine').set({ notes: 'Staff only', updated_by: 'staff', updated_at: at });
    const later = (minutes: number) => Timestamp.fromMillis(at.toMillis() + minutes * 60_000);
    const thread = tickets.doc('mine').collection(SUBCOLLECTIONS.ticketMessages);
    await thread.doc('r1').set({ from: 'staff', author_uid: 'staff', author_name: 'Dana Admin', text: 'We will call you.', created_at: later(2) });
    await thread.doc('f1').set({ from: 'member', author_uid: member.uid, text: 'Thank you', created_at: later(3) });
    await adminDb().collection(COLLECTIONS.ticketNotes).doc('mine').collection(SUBCOLLECTIONS.ticketNoteEntries).doc('n1').set({ author_uid: 'staff', author_name: 'Dana Admin', text: 'Internal entry', created_at: later(1) });
    // Saved items and reading progress: the caller's, not the other member's.
    await savedItemsOf(member.uid).doc(savedItemId('articles', 'a-1')).set({ kind: 'articles', id: 'a-1', saved_at: later(1) });
    await savedItemsOf(member.uid).doc(savedItemId('products', 'p-1')).set({ kind: 'products', id: 'p-1', saved_at: later(5) });
    await savedItemsOf(other.uid).doc(savedItemId('articles', 'their-saved')).set({ kind: 'articles', id: 'their-saved', saved_at: later(1) });
    await adminDb().collection(COLLECTIONS.readingProgress).doc(member.uid).set({ kind: 'articles', id: 'a-1', slug: 'a-one', title: 'A one', position: 0.5, updated_at: later(6) });
    await adminDb().collection(COLLECTIONS.readingProgress).doc(other.uid).set({ kind: 'articles', id: 'their-reading', slug: 'theirs', title: 'Their reading', position: 0.5, updated_at: later(6) });

    const data = await (await signedInFunctions(member)).call<MyDataExport>(EXPORT);
    expect(data.account).toMatchObject({ uid: member.uid, email: member.email, name: member.name });
    expect(data.membership).toMatchObject({ role: 'member', code: '1357' });
    expect(data.support_requests).toEqual([expect.objectContaining({ id: 'mine', subject: 'My question', message: 'About my visit', status: 'open', created_at: '2026-01-05T00:00:00.000Z' })]);
    // With the replies, oldest first; never the staff's notes.
    expect(data.support_requests[0]!.messages).toEqual([
      { from: 'staff', author: 'Dana Admin', text: 'We will call you.', created_at: '2026-01-05T00:02:00.000Z' },
      { from: 'member', author: 'You', text: 'Thank you', created_at: '2026-01-05T00:03:00.000Z' },
    ]);
    // Newest saved first.
    expect(data.saved_items).toEqual([
      { kind: 'products', id: 'p-1', saved_at: '2026-01-05T00:05:00.000Z' },
      { kind: 'articles', id: 'a-1', saved_at: '2026-01-05T00:01:00.000Z' },
    ]);
    expect(data.reading_progress).toEqual({ kind: 'articles', id: 'a-1', slug: 'a-one', title: 'A one', position: 0.5, updated_at: '2026-01-05T00:06:00.000Z' });
    const text = JSON.stringify(data);
    for (const foreign of [other.uid, other.email, '2468', 'Their question', 'Staff only', 'Internal entry', 'their-saved', 'Their reading']) expect(text).not.toContain(foreign);
    // Input cannot ask for someone else.
    expect(await callError((await signedInFunctions(member)).call(EXPORT, { uid: other.uid }))).toMatchObject({ code: 'invalid-argument' });
  });

  it('exports no saved items and no progress for an account that has none', async () => {
    const member = await createStaffed('member');
    const data = await (await signedInFunctions(member)).call<MyDataExport>(EXPORT);
    expect(data.saved_items).toEqual([]);
    expect(data.reading_progress).toBeNull();
  });

  it('refuses a guest', async () => {
    expect(await callError(guestFunctions().call(EXPORT))).toEqual({ code: 'unauthenticated', message: MESSAGES.signInRequired });
  });
});

describe('deleteMyAccount', () => {
  it('deletes the account, its profile, counters and the text of its requests; keeps the code used without the account', async () => {
    const member = await createStaffed('member', { membershipCode: '1357' });
    await putMembershipCode('1357', { is_used: true, assigned_to: member.uid, assigned_user: { email: member.email } });
    const at = Timestamp.fromMillis(Date.UTC(2026, 0, 5));
    await adminDb().collection(COLLECTIONS.supportTickets).doc('mine').set({ user_id: member.uid, subject: 'My question', message: 'About my visit', status: 'resolved', created_at: at, updated_at: at, responded_at: at });
    await adminDb().collection(COLLECTIONS.codeAttempts).doc(codeAttemptsKey.account(member.uid)).set({ failures: [Date.now()], updated_at: at });
    const thread = adminDb().collection(COLLECTIONS.supportTickets).doc('mine').collection(SUBCOLLECTIONS.ticketMessages);
    await thread.doc('r1').set({ from: 'staff', author_uid: 'staff', author_name: 'Dana Admin', text: 'We will call you.', created_at: at });
    await thread.doc('f1').set({ from: 'member', author_uid: member.uid, text: 'My knee still hurts', created_at: at });
    await adminDb().collection(COLLECTIONS.supportLimits).doc(member.uid).set({ window_start: at, count: 2, last: 'mine/f1' });
    const mail = adminDb().collection(COLLECTIONS.mail);
    const message = { subject: 'PMC has replied', text: 'Sign in', html: '<p>Sign in</p>' };
    const queue = (id: string, doc: Omit<MailDoc, 'message' | 'account_id'> & { account_id?: string }) => mail.doc(id).set({ message, ...doc });
    // Caused by the account's requests: by request id (queued before e-mails named their account) or by account.
    await queue('reply-to-member', { to: member.email, ticket_id: 'mine' });
    await queue('request-to-practice', { to: INBOX, ticket_id: 'mine', account_id: member.uid });
    await queue('by-account', { to: INBOX, ticket_id: 'gone-request', account_id: member.uid });
    // Caused by someone else's request: kept, even to this account's address (addresses change hands).
    await queue('theirs-to-this-address', { to: member.email, ticket_id: 'theirs', account_id: 'another-account' });
    await queue('theirs-to-practice', { to: INBOX, ticket_id: 'theirs', account_id: 'another-account' });
    for (const id of ['a-1', 'a-2', 'a-3']) await savedItemsOf(member.uid).doc(savedItemId('articles', id)).set({ kind: 'articles', id, saved_at: at });
    await savedItemsOf('another-member').doc(savedItemId('articles', 'a-1')).set({ kind: 'articles', id: 'a-1', saved_at: at });
    await adminDb().collection(COLLECTIONS.readingProgress).doc(member.uid).set({ kind: 'articles', id: 'a-1', slug: 'a-one', title: 'A one', position: 0.5, updated_at: at });

    expect(await (await signedInFunctions(member)).call(DELETE)).toEqual({ deleted: true });
    await expect(adminAuth().getUser(member.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await getProfile(member.uid)).toBeUndefined();
    expect((await adminDb().collection(COLLECTIONS.codeAttempts).doc(codeAttemptsKey.account(member.uid)).get()).exists).toBe(false);
    expect(await getMembershipCode('1357')).toMatchObject({ is_used: true, assigned_to: null, assigned_user: null });
    expect((await adminDb().collection(COLLECTIONS.supportTickets).doc('mine').get()).data()).toMatchObject({
      user_id: '',
      subject: MESSAGES.deletedRequestText,
      message: MESSAGES.deletedRequestText,
      status: 'resolved',
    });
    // The follow-up's text and author go; the staff reply stays (the practice's record).
    expect((await thread.doc('f1').get()).data()).toMatchObject({ from: 'member', author_uid: '', text: MESSAGES.deletedRequestText });
    expect((await thread.doc('r1').get()).get('text')).toBe('We will call you.');
    expect((await adminDb().collection(COLLECTIONS.supportLimits).doc(member.uid).get()).exists).toBe(false);
    const queued = ['reply-to-member', 'request-to-practice', 'by-account', 'theirs-to-this-address', 'theirs-to-practice'];
    const left = await Promise.all(queued.map(async (id) => [id, (await mail.doc(id).get()).exists]));
    expect(Object.fromEntries(left)).toEqual({ 'reply-to-member': false, 'request-to-practice': false, 'by-account': false, 'theirs-to-this-address': true, 'theirs-to-practice': true });
    // Saved items and reading progress go; another member's stay.
    expect((await savedItemsOf(member.uid).get()).size).toBe(0);
    expect((await savedItemsOf('another-member').get()).size).toBe(1);
    expect((await adminDb().collection(COLLECTIONS.readingProgress).doc(member.uid).get()).exists).toBe(false);
  });

  it('keeps a removed admin’s token from before the removal refused by Firestore and Storage after the account is deleted', async () => {
    const [removed, staff] = await Promise.all([createStaffed('admin'), createStaffed('admin')]);
    const staffFile = `publications/cutoff-${Date.now()}/paper.pdf`;
    await getStorage(seedApp()).bucket(DEMO_BUCKET).file(staffFile).save(Buffer.from('%PDF-1.4\n%%EOF\n'), { contentType: 'application/pdf' });
    const before = await signedInFunctions(removed);
    const token = await before.user.getIdToken();
    expect([await firestoreStatus(token, COLLECTIONS.users), await storageStatus(token, staffFile)]).toEqual([200, 200]);
    await afterSignInSecond(before);
    await (await signedInFunctions(staff)).call(CALLABLES.removeMembership, { uid: removed.uid });
    expect(await firestoreStatus(token, COLLECTIONS.users)).toBe(403);

    // The removed admin signs in again (no role now) and deletes the account.
    await afterCutoffOf(removed.uid);
    expect(await (await signedInFunctions(removed)).call(DELETE)).toEqual({ deleted: true });

    // The token still says admin and has up to an hour left: every staff read is refused.
    for (const path of [COLLECTIONS.users, COLLECTIONS.membershipCodes, COLLECTIONS.auditLog]) {
      expect(await firestoreStatus(token, path)).toBe(403);
    }
    expect(await storageStatus(token, staffFile)).toBe(403);
    // The cut-off stays until every token of the account has expired; the TTL policy deletes it then.
    const cutoff = await cutoffOf(removed.uid);
    expect(cutoff!.not_before).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);
    expect((cutoff![EXPIRY_FIELD] as Timestamp).toMillis()).toBe(cutoff!.not_before * 1000 + DELETED_ACCOUNT_CUTOFF_KEPT_MS);
  });

  it('ends the member’s other browsers at once: a token from before the deletion is refused by Firestore and Storage', async () => {
    const member = await createStaffed('member');
    const picture = `images/articles/cutoff-${Date.now()}/picture.png`;
    await getStorage(seedApp()).bucket(DEMO_BUCKET).file(picture).save(Buffer.from('not really a png'), { contentType: 'image/png' });
    const versions = `${COLLECTIONS.contentVersions}/${CONTENT_VERSIONS_DOC}`;
    await adminDb().doc(versions).set({ updated_at: Timestamp.now() });
    const otherBrowser = await (await signedInFunctions(member)).user.getIdToken();
    expect([await firestoreStatus(otherBrowser, versions), await storageStatus(otherBrowser, picture)]).toEqual([200, 200]);

    expect(await (await signedInFunctions(member)).call(DELETE)).toEqual({ deleted: true });
    expect([await firestoreStatus(otherBrowser, versions), await storageStatus(otherBrowser, picture)]).toEqual([403, 403]);
    expect((await cutoffOf(member.uid))?.[EXPIRY_FIELD]).toBeInstanceOf(Timestamp);
  });

  it('asks for a recent sign-in, and keeps the last administrator', async () => {
    const member = await createStaffed('member');
    const stale = withAuthTime(await idTokenFor(member), Math.floor(Date.now() / 1000) - RECENT_SIGN_IN_SECONDS - 60);
    expect(await callRaw(DELETE, null, { idToken: stale })).toEqual({ ok: false, status: 'failed-precondition', message: MESSAGES.recentSignInRequired });
    expect((await adminAuth().getUser(member.uid)).uid).toBe(member.uid);

    const admin = await createStaffed('admin');
    expect(await callError((await signedInFunctions(admin)).call(DELETE))).toEqual({ code: 'failed-precondition', message: MESSAGES.lastAdminCannotLeave });
    expect(await getProfile(admin.uid)).toBeDefined();
    // With another administrator, an administrator may leave.
    await createStaffed('admin');
    expect(await (await signedInFunctions(admin)).call(DELETE)).toEqual({ deleted: true });
  });
});
