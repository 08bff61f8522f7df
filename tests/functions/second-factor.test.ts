/**
 * Staff callables need a sign-in with the second factor (functions/src/roles/requireAdmin.ts;
 * docs/decisions/0034-staff-second-factor-and-device-copies.md). Each one refuses a staff token from
 * a password alone with permission-denied and a message that says what to do, and writes nothing;
 * the same account, signed in again with its SMS code, is served. Tokens come from real sign-ins on
 * the Auth emulator, so the second factor is the one the Auth service itself records; the same
 * tokens go through firestore.rules and storage.rules on the emulators.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';
import { CALLABLES } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { codeBreakerKey, type SupportTicketDoc } from '@common/documents';
import { MESSAGES } from '@common/messages';
import { adminAuth, adminDb, callRaw, enrollSecondFactor, idTokenFor, type TestUser } from '../../tooling/emulator-clients';
import { seedApp } from '../../emulators/seeding/demo-seed';
import { startEachTestOnEmptyEmulators } from '../support/clean-emulators';
import { DEMO_BUCKET } from '../support/stored-files';
import { firestoreStatus, storageStatus } from '../support/token-access';
import { fromContentTrigger, putMembershipCode } from '../support/firestore-data';
import { createStaffed } from './members-fixtures';

startEachTestOnEmptyEmulators();

const MEMBER_CODE = '1234';
const UNUSED_CODE = '5678';
const TICKET = 'ticket-1';
const MEMBER_FILE = 'publications/pub-1/paper.pdf';

/** What each staff callable is asked: an input it serves, about the member and records below. */
const STAFF_CALLS: Record<string, (member: TestUser) => unknown> = {
  [CALLABLES.setAdminRole]: (member) => ({ uid: member.uid, admin: true }),
  [CALLABLES.generateMembershipCodes]: () => ({ count: 1, unbound: true }),
  [CALLABLES.resetMembershipCode]: () => ({ code: MEMBER_CODE }),
  [CALLABLES.listMembers]: () => ({}),
  [CALLABLES.removeMembership]: (member) => ({ uid: member.uid }),
  [CALLABLES.resetSecondFactor]: (member) => ({ uid: member.uid }),
  [CALLABLES.getCodeGuessing]: () => ({}),
  [CALLABLES.retireUnusedCodes]: () => ({}),
  [CALLABLES.resetCodeBreaker]: () => ({}),
  [CALLABLES.updateSupportTicket]: () => ({ ticketId: TICKET, status: 'closed' }),
  [CALLABLES.answerSupportTicket]: () => ({ ticketId: TICKET, kind: 'note', text: 'Called back.' }),
  [CALLABLES.getInsights]: () => ({}),
};

/** The member, their code and request, a code nobody used, a tripped breaker: something for every staff action. */
async function putRecords(): Promise<TestUser> {
  const member = await createStaffed('member', { membershipCode: MEMBER_CODE });
  const sent = Timestamp.fromMillis(Date.UTC(2026, 0, 5));
  const ticket: SupportTicketDoc<Timestamp> = { user_id: member.uid, subject: 'Parking', message: 'Where do I park?', status: 'open', created_at: sent, updated_at: sent, responded_at: null };
  await Promise.all([
    putMembershipCode(MEMBER_CODE, { is_used: true, assigned_to: member.uid, assigned_user: { email: member.email } }),
    putMembershipCode(UNUSED_CODE),
    adminDb().collection(COLLECTIONS.supportTickets).doc(TICKET).set(ticket),
    adminDb().collection(COLLECTIONS.codeBreaker).doc(codeBreakerKey.state).set({ tripped_until: Date.now() + 60 * 60 * 1000 }),
  ]);
  return member;
}

/**
 * Everything a call could change: every collection's documents and every account's claims. Left out:
 * what triggers write on their own time (a new request's e-mail, content counters and trails).
 */
async function state(): Promise<string> {
  const moving: string[] = [COLLECTIONS.mail, COLLECTIONS.contentVersions, COLLECTIONS.contentHistory];
  const collections = await Promise.all(
    Object.values(COLLECTIONS)
      .filter((name) => !moving.includes(name))
      .map(async (name) => {
        const docs = (await adminDb().collection(name).get()).docs.filter((d) => name !== COLLECTIONS.auditLog || !fromContentTrigger(d.data()));
        return [name, docs.map((d) => [d.id, d.updateTime.toMillis()])] as const;
      }),
  );
  const users = (await adminAuth().listUsers()).users.map((u) => [u.uid, u.customClaims ?? null, u.displayName ?? null]);
  return JSON.stringify({ collections, users });
}

describe('a staff callable asked with a staff token from a password alone', () => {
  it.each(Object.keys(STAFF_CALLS))('%s refuses it with permission-denied and writes nothing; the same account with its SMS code is served', async (name) => {
    const staff = await createStaffed('admin', { secondFactor: false });
    const member = await putRecords();
    const passwordOnly = await idTokenFor(staff);
    const withCode = await idTokenFor(await enrollSecondFactor(staff));

    const before = await state();
    const refused = await callRaw(name, STAFF_CALLS[name]!(member), { idToken: passwordOnly });
    expect(refused).toEqual({ ok: false, status: 'permission-denied', message: MESSAGES.secondFactorRequired });
    expect(await state()).toBe(before);

    const served = await callRaw(name, STAFF_CALLS[name]!(member), { idToken: withCode });
    expect(served).toMatchObject({ ok: true });
  });

  it('a member is still refused as before: no role, whatever the sign-in', async () => {
    const member = await putRecords();
    const refused = await callRaw(CALLABLES.listMembers, {}, { idToken: await idTokenFor(member) });
    expect(refused).toEqual({ ok: false, status: 'permission-denied', message: MESSAGES.adminRequired });
  });
});

describe('real tokens of the Auth emulator through the deployed rules', () => {
  it('a password-only staff token reads like a member in Firestore and Storage; with the SMS code, like staff', async () => {
    const staff = await createStaffed('admin', { secondFactor: false });
    await putRecords();
    await getStorage(seedApp()).bucket(DEMO_BUCKET).file(MEMBER_FILE).save(Buffer.from('%PDF-1.4\n%%EOF\n'), { contentType: 'application/pdf' });
    const passwordOnly = await idTokenFor(staff);
    const withCode = await idTokenFor(await enrollSecondFactor(staff));
    const reads = async (token: string) => [
      await firestoreStatus(token, `${COLLECTIONS.users}/${staff.uid}`),
      await firestoreStatus(token, COLLECTIONS.membershipCodes),
      await firestoreStatus(token, `${COLLECTIONS.supportTickets}/${TICKET}`),
      await storageStatus(token, MEMBER_FILE),
    ];
    // Own profile; codes, another member's request and a member file are staff's.
    expect(await reads(passwordOnly)).toEqual([200, 403, 403, 403]);
    expect(await reads(withCode)).toEqual([200, 200, 200, 200]);
  });
});

describe('the table of staff callables', () => {
  it('names every callable that requires an admin (the functions/src files importing requireAdmin or requireSensitiveAdmin, named after their callable)', () => {
    const root = new URL('../../functions/src/', import.meta.url);
    const callers = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => /import \{[^}]*\brequire(Sensitive)?Admin\b[^}]*\} from '[^']*\/requireAdmin'/.test(readFileSync(new URL(file, root), 'utf8')))
      .map((file) => file.split('/').at(-1)!.replace(/\.ts$/, ''));
    expect(callers.sort()).toEqual(Object.keys(STAFF_CALLS).sort());
  });
});
