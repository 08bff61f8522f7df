/**
 * updateSupportTicket against the emulators (docs/product.md §4): an admin sets a ticket's status
 * and staff notes in one transaction with exactly one audit entry per change; nobody else may, and
 * bad input changes nothing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@common/audit';
import { CALLABLES, type UpdateTicketResult } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { LIMITS } from '@common/limits';
import type { SupportTicketDoc, TicketNotesDoc } from '@common/documents';
import { MESSAGES } from '@common/messages';
import { adminDb, clearAll, closeAll, closeClients, createUser, guestFunctions, signedInFunctions, type SignedInClient } from '../../tooling/emulator-clients';
import { callError } from '../support/callable-error';
import { callableAuditEntries } from '../support/firestore-data';

const UPDATE = CALLABLES.updateSupportTicket;
const SENT = Timestamp.fromMillis(Date.UTC(2026, 0, 5, 15, 4));
const RESPONDED = Timestamp.fromMillis(Date.UTC(2026, 0, 6));

let admin: SignedInClient;
let adminUid: string;
const update = (data: unknown, client: SignedInClient = admin) => client.call<UpdateTicketResult>(UPDATE, data);
const ticketRef = (id: string) => adminDb().collection(COLLECTIONS.supportTickets).doc(id);
const notesRef = (id: string) => adminDb().collection(COLLECTIONS.ticketNotes).doc(id);
const getTicket = async (id: string) => (await ticketRef(id).get()).data() as SupportTicketDoc<Timestamp> | undefined;
const getNotes = async (id: string) => (await notesRef(id).get()).data() as TicketNotesDoc<Timestamp> | undefined;

async function putTicket(id: string, changes: Partial<SupportTicketDoc<Timestamp>> = {}) {
  const ticket: SupportTicketDoc<Timestamp> = {
    user_id: 'member-1',
    subject: 'Parking',
    message: 'Where do I park?',
    status: 'open',
    created_at: SENT,
    updated_at: SENT,
    responded_at: null,
    ...changes,
  };
  await ticketRef(id).set(ticket);
}

beforeEach(async () => {
  await clearAll();
  const user = await createUser({ role: 'admin', emailVerified: true });
  adminUid = user.uid;
  admin = await signedInFunctions(user);
});
afterEach(closeClients);
afterAll(closeAll);

describe('an admin updating a ticket', () => {
  it('Mark Resolved with notes: status, updated_at, responded_at, the notes, and one entry for each', async () => {
    await putTicket('t1');
    await expect(update({ ticketId: 't1', status: 'resolved', notes: '  Called back.  ' })).resolves.toEqual({ ticketId: 't1', status: 'resolved' });

    const ticket = await getTicket('t1');
    expect(ticket).toMatchObject({ user_id: 'member-1', subject: 'Parking', message: 'Where do I park?', status: 'resolved', created_at: SENT });
    expect(ticket!.updated_at.toMillis()).toBeGreaterThan(SENT.toMillis());
    expect(ticket!.responded_at!.isEqual(ticket!.updated_at)).toBe(true);
    expect(Object.keys(ticket!).sort()).toEqual(['created_at', 'message', 'responded_at', 'status', 'subject', 'updated_at', 'user_id']);
    expect(await getNotes('t1')).toEqual({ notes: 'Called back.', updated_by: adminUid, updated_at: ticket!.updated_at });

    const entries = await callableAuditEntries();
    expect(entries.map(({ at: _at, ...entry }) => entry).sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { actor_uid: adminUid, action: AUDIT_ACTIONS.ticketNoteChanged, target_kind: COLLECTIONS.supportTickets, target_id: 't1', fields: [], detail: '' },
      { actor_uid: adminUid, action: AUDIT_ACTIONS.ticketStatusChanged, target_kind: COLLECTIONS.supportTickets, target_id: 't1', fields: [], detail: 'open → resolved' },
    ]);
    expect(entries.every((e) => e.at.isEqual(ticket!.updated_at))).toBe(true);
  });

  it('Mark In Progress keeps responded_at; a status alone records exactly one entry', async () => {
    await putTicket('t2', { status: 'resolved', responded_at: RESPONDED });
    await update({ ticketId: 't2', status: 'in_progress' });
    expect(await getTicket('t2')).toMatchObject({ status: 'in_progress', responded_at: RESPONDED });
    expect(await getNotes('t2')).toBeUndefined();
    expect((await callableAuditEntries()).map((e) => [e.action, e.detail])).toEqual([[AUDIT_ACTIONS.ticketStatusChanged, 'resolved → in_progress']]);
  });

  it('notes alone record exactly one entry, and clearing them is a change too', async () => {
    await putTicket('t3');
    await update({ ticketId: 't3', notes: 'Asked IT.' });
    expect((await getTicket('t3'))?.status).toBe('open');
    expect((await callableAuditEntries()).map((e) => e.action)).toEqual([AUDIT_ACTIONS.ticketNoteChanged]);
    await update({ ticketId: 't3', notes: '' });
    expect((await getNotes('t3'))?.notes).toBe('');
    expect((await callableAuditEntries()).map((e) => e.action)).toEqual([AUDIT_ACTIONS.ticketNoteChanged, AUDIT_ACTIONS.ticketNoteChanged]);
  });

  it('sending the same status and notes again (a retry) records nothing more', async () => {
    await putTicket('t4');
    const change = { ticketId: 't4', status: 'closed', notes: 'Duplicate of t1.' };
    await update(change);
    const first = await getTicket('t4');
    await update(change);
    expect((await callableAuditEntries()).length).toBe(2);
    // docs/product.md §4: every update still stamps updated_at, and closing stamps responded_at
    // again.
    expect((await getTicket('t4'))!.updated_at.toMillis()).toBeGreaterThanOrEqual(first!.updated_at.toMillis());
  });

  it(`notes up to ${LIMITS.adminNotes} characters are kept; one more is refused and nothing changes`, async () => {
    await putTicket('t5');
    await update({ ticketId: 't5', notes: 'n'.repeat(LIMITS.adminNotes) });
    expect((await getNotes('t5'))?.notes).toHaveLength(LIMITS.adminNotes);
    expect(await callError(update({ ticketId: 't5', status: 'closed', notes: 'm'.repeat(LIMITS.adminNotes + 1) }))).toEqual({
      code: 'invalid-argument',
      message: MESSAGES.ticketNotesTooLong,
    });
    expect((await getTicket('t5'))?.status).toBe('open');
    expect((await callableAuditEntries()).length).toBe(1);
  });

  it('an unknown ticket is not found, and nothing is written', async () => {
    expect(await callError(update({ ticketId: 'nope', status: 'resolved', notes: 'x' }))).toEqual({ code: 'not-found', message: MESSAGES.ticketNotFound });
    expect(await getTicket('nope')).toBeUndefined();
    expect(await getNotes('nope')).toBeUndefined();
    expect(await callableAuditEntries()).toEqual([]);
  });

  it.each([
    ['no status and no notes', { ticketId: 't6' }],
    ['an unknown status', { ticketId: 't6', status: 'done' }],
    ['notes that are not text', { ticketId: 't6', notes: 42 }],
    ['no ticket id', { status: 'resolved' }],
    ['an empty ticket id', { ticketId: '', status: 'resolved' }],
    ['a ticket path', { ticketId: 't6/x', status: 'resolved' }],
    ['no input', null],
  ])('input with %s is refused and nothing changes', async (_label, data) => {
    await putTicket('t6');
    expect(await callError(update(data))).toEqual({ code: 'invalid-argument', message: MESSAGES.ticketUpdateInput });
    expect(await getTicket('t6')).toMatchObject({ status: 'open', updated_at: SENT });
    expect(await callableAuditEntries()).toEqual([]);
  });
});

describe('callers who are not admins', () => {
  it('the member who sent the ticket and a signed-in non-member are refused', async () => {
    const member = await createUser({ role: 'member' });
    await putTicket('t7', { user_id: member.uid });
    for (const caller of [await signedInFunctions(member), await signedInFunctions(await createUser())]) {
      expect(await callError(update({ ticketId: 't7', status: 'closed', notes: 'mine' }, caller))).toEqual({
        code: 'permission-denied',
        message: MESSAGES.adminRequired,
      });
    }
    expect(await getTicket('t7')).toMatchObject({ status: 'open', updated_at: SENT });
    expect(await getNotes('t7')).toBeUndefined();
    expect(await callableAuditEntries()).toEqual([]);
  });

  it('a guest is refused', async () => {
    await putTicket('t8');
    expect(await callError(guestFunctions().call(UPDATE, { ticketId: 't8', status: 'closed' }))).toEqual({
      code: 'unauthenticated',
      message: MESSAGES.signInRequired,
    });
    expect((await getTicket('t8'))?.status).toBe('open');
  });
});
