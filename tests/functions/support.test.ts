/**
 * Support that answers back against the emulators: answerSupportTicket writes a reply the member
 * reads or a note only staff read, each with its audit entry, for admins only and with a schema; the
 * mail triggers queue an e-mail in the "Trigger Email" format for a new request (to the practice) and
 * for a staff reply (to the member, only at a verified address), never for a note or a member's
 * follow-up, never with what was written, and each naming the request and the account that caused
 * it.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS } from '@common/audit';
import { CALLABLES, type AnswerTicketResult } from '@common/callable-contracts';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import type { MailDoc, SupportTicketDoc, TicketMessageDoc, TicketNoteEntryDoc } from '@common/documents';
import { LIMITS } from '@common/limits';
import { MESSAGES } from '@common/messages';
import { SUPPORT_PATHS } from '@common/portal-paths';
import { adminDb, guestFunctions, signedInFunctions } from '../../tooling/emulator-clients';
import { callError } from '../support/callable-error';
import { callableAuditEntries } from '../support/firestore-data';
import { startEachTestOnEmptyEmulators } from '../support/clean-emulators';
import { createStaffed } from './members-fixtures';

const ANSWER = CALLABLES.answerSupportTicket;
/** functions/.env.demo-pmc */
const INBOX = 'members@pmc-portal.example';
const PORTAL = 'http://127.0.0.1:5173';
const SENT = Timestamp.fromMillis(Date.UTC(2026, 0, 5, 15, 4));
const SUBJECT = 'Pain after the injection';
const MESSAGE = 'My left knee still hurts at night after the injection.';

startEachTestOnEmptyEmulators();

const tickets = () => adminDb().collection(COLLECTIONS.supportTickets);
const messagesOf = (id: string) => tickets().doc(id).collection(SUBCOLLECTIONS.ticketMessages);
const noteEntriesOf = (id: string) => adminDb().collection(COLLECTIONS.ticketNotes).doc(id).collection(SUBCOLLECTIONS.ticketNoteEntries);

async function putTicket(id: string, userId: string): Promise<void> {
  const ticket: SupportTicketDoc<Timestamp> = { user_id: userId, subject: SUBJECT, message: MESSAGE, status: 'open', created_at: SENT, updated_at: SENT, responded_at: null };
  await tickets().doc(id).set(ticket);
}

async function mailAbout(ticketId: string): Promise<MailDoc[]> {
  const snap = await adminDb().collection(COLLECTIONS.mail).where('ticket_id', '==', ticketId).get();
  return snap.docs.map((d) => d.data() as MailDoc);
}

/** Waits until the triggers queued `count` e-mails about the ticket (they run after the write). */
async function waitForMail(ticketId: string, count: number): Promise<MailDoc[]> {
  let found: MailDoc[] = [];
  await vi.waitFor(
    async () => {
      found = await mailAbout(ticketId);
      expect(found).toHaveLength(count);
    },
    { timeout: 20_000, interval: 200 },
  );
  return found;
}

function expectNothingWritten(mail: MailDoc): void {
  const all = JSON.stringify(mail.message);
  for (const secret of [SUBJECT, MESSAGE, 'knee', 'injection']) expect(all).not.toContain(secret);
}

describe('answerSupportTicket', () => {
  it('a reply: the member reads it, the ticket says when, one audit entry, and the member gets an e-mail that says only that', async () => {
    const member = await createStaffed('member');
    const admin = await createStaffed('admin');
    await putTicket('t1', member.uid);
    await waitForMail('t1', 1);

    const result = await (await signedInFunctions(admin)).call<AnswerTicketResult>(ANSWER, { ticketId: 't1', kind: 'reply', text: '  Please rest the knee and call us.  ' });
    expect(result.ticketId).toBe('t1');
    const reply = (await messagesOf('t1').doc(result.id).get()).data() as TicketMessageDoc<Timestamp>;
    expect(reply).toMatchObject({ from: 'staff', author_uid: admin.uid, author_name: admin.name, text: 'Please rest the knee and call us.' });
    const ticket = (await tickets().doc('t1').get()).data() as SupportTicketDoc<Timestamp>;
    expect(ticket.last_reply_at!.isEqual(reply.created_at)).toBe(true);
    expect(ticket.updated_at.isEqual(reply.created_at)).toBe(true);
    expect(ticket.status).toBe('open');
    expect((await callableAuditEntries()).map(({ at: _at, ...e }) => e)).toEqual([
      { actor_uid: admin.uid, action: AUDIT_ACTIONS.ticketReplied, target_kind: COLLECTIONS.supportTickets, target_id: 't1', fields: [], detail: '' },
    ]);

    const mail = await waitForMail('t1', 2);
    const toMember = mail.find((m) => m.to === member.email)!;
    expect(toMember).toMatchObject({ ticket_id: 't1', account_id: member.uid });
    expect(toMember.message.subject).toBe('PMC has replied to your support request');
    expect(toMember.message.text).toContain(`${PORTAL}${SUPPORT_PATHS.request('t1')}`);
    expect(toMember.message.html).toContain(`href="${PORTAL}${SUPPORT_PATHS.request('t1')}"`);
    expectNothingWritten(toMember);
    expect(JSON.stringify(toMember)).not.toContain('rest the knee');
  });

  it('an internal note: only in the staff notes, its own audit entry, no e-mail and no "New reply"', async () => {
    const member = await createStaffed('member');
    const admin = await createStaffed('admin');
    await putTicket('t1', member.uid);
    await waitForMail('t1', 1);
    const staff = await signedInFunctions(admin);

    const note = await staff.call<AnswerTicketResult>(ANSWER, { ticketId: 't1', kind: 'note', text: 'Spoke to Dr. Rivera' });
    expect((await noteEntriesOf('t1').doc(note.id).get()).data()).toMatchObject({ author_uid: admin.uid, author_name: admin.name, text: 'Spoke to Dr. Rivera' } satisfies Partial<TicketNoteEntryDoc>);
    expect((await messagesOf('t1').get()).size).toBe(0);
    expect((await tickets().doc('t1').get()).get('last_reply_at')).toBeUndefined();
    expect((await callableAuditEntries()).map((e) => e.action)).toEqual([AUDIT_ACTIONS.ticketNoteAdded]);

    // A member's follow-up sends nothing either; a reply afterwards does: exactly one to the member.
    await messagesOf('t1').doc('f1').set({ from: 'member', author_uid: member.uid, text: 'Any news?', created_at: Timestamp.now() });
    await staff.call(ANSWER, { ticketId: 't1', kind: 'reply', text: 'Yes: call us.' });
    const mail = await waitForMail('t1', 2);
    expect(mail.map((m) => m.to).sort()).toEqual([INBOX, member.email].sort());
  });

  it('e-mails no reply to an address the account has not verified', async () => {
    const [unverified, verified, admin] = await Promise.all([createStaffed('member', { emailVerified: false }), createStaffed('member'), createStaffed('admin')]);
    await Promise.all([putTicket('t1', unverified.uid), putTicket('t2', verified.uid)]);
    await Promise.all([waitForMail('t1', 1), waitForMail('t2', 1)]);
    const staff = await signedInFunctions(admin);
    await staff.call<AnswerTicketResult>(ANSWER, { ticketId: 't1', kind: 'reply', text: 'Please call us.' });
    await staff.call<AnswerTicketResult>(ANSWER, { ticketId: 't2', kind: 'reply', text: 'Please call us.' });

    // Wait for the later reply's e-mail: the earlier reply's trigger fired first, so an e-mail of it would be there too.
    expect((await waitForMail('t2', 2)).map((m) => m.to).sort()).toEqual([INBOX, verified.email].sort());
    expect((await mailAbout('t1')).map((m) => m.to)).toEqual([INBOX]);
    expect((await messagesOf('t1').get()).size).toBe(1);
  });

  it('refuses guests and members, bad input and unknown tickets, writing nothing', async () => {
    const member = await createStaffed('member');
    const admin = await createStaffed('admin');
    await putTicket('t1', member.uid);
    expect(await callError(guestFunctions().call(ANSWER, { ticketId: 't1', kind: 'reply', text: 'Hi' }))).toMatchObject({ code: 'unauthenticated' });
    expect(await callError((await signedInFunctions(member)).call(ANSWER, { ticketId: 't1', kind: 'reply', text: 'Hi' }))).toMatchObject({ code: 'permission-denied' });

    const staff = await signedInFunctions(admin);
    for (const bad of [
      { ticketId: 't1', kind: 'shout', text: 'Hi' },
      { ticketId: 't1', kind: 'reply', text: '   ' },
      { ticketId: 't1', kind: 'note', text: 'x'.repeat(LIMITS.ticketMessage + 1) },
      { ticketId: 'a/b', kind: 'reply', text: 'Hi' },
      { kind: 'reply', text: 'Hi' },
      'reply',
    ]) {
      expect(await callError(staff.call(ANSWER, bad))).toEqual({ code: 'invalid-argument', message: MESSAGES.ticketAnswerInput });
    }
    expect(await callError(staff.call(ANSWER, { ticketId: 'missing', kind: 'reply', text: 'Hi' }))).toEqual({ code: 'not-found', message: MESSAGES.ticketNotFound });
    expect((await messagesOf('t1').get()).size).toBe(0);
    expect((await noteEntriesOf('t1').get()).size).toBe(0);
    expect(await callableAuditEntries()).toEqual([]);
  });
});

describe('the e-mail of a new request', () => {
  it('goes to the practice in the Trigger Email format, links to the staff screen, and repeats nothing', async () => {
    const member = await createStaffed('member');
    await putTicket('new-1', member.uid);
    const [mail] = await waitForMail('new-1', 1);
    expect(mail).toEqual({
      to: INBOX,
      ticket_id: 'new-1',
      account_id: member.uid,
      message: { subject: 'New support request in the PMC Portal', text: expect.stringContaining(`${PORTAL}${SUPPORT_PATHS.staffTickets}`), html: expect.stringContaining('<p>') },
    });
    expectNothingWritten(mail!);
    expect(JSON.stringify(mail)).not.toContain(member.email);
  });
});
