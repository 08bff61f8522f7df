/**
 * firestore.rules for support tickets (DECISIONS.md §5) beyond the permission table: what a valid
 * ticket is, who reads which, what an admin may change (SPEC.md §4), and the agreement with
 * common/content.ts LIMITS and TICKET_STATUSES.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp, setLogLevel } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { LIMITS, TICKET_STATUSES } from '@common/content';
import { contextFor, seedCollection } from './operations';
import { ACTOR_AUTH, validTicket, type Actor } from './permissions';

const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const TICKETS = COLLECTIONS.supportTickets;
const MEMBER = ACTOR_AUTH.member!.uid;
const ADMIN = ACTOR_AUTH.admin!.uid;
let env: RulesTestEnvironment;
setLogLevel('silent');

beforeAll(async () => {
  env = await initializeTestEnvironment({ projectId: 'demo-rules-tickets', firestore: { rules: RULES } });
});
afterAll(() => env?.cleanup());
beforeEach(() => env.clearFirestore());

const db = (actor: Actor) => contextFor(env, actor).firestore();
const send = (actor: Actor, ticket: Record<string, unknown>) => db(actor).collection(TICKETS).add(ticket);
const memberTicket = (changes: Record<string, unknown> = {}) => ({ ...validTicket(MEMBER), ...changes });
const without = (key: string) => {
  const ticket = memberTicket();
  delete ticket[key];
  return ticket;
};

describe('creating a ticket', () => {
  it('a member sends a valid ticket', async () => {
    await assertSucceeds(send('member', memberTicket()));
  });

  it('an admin may send one for themselves', async () => {
    await assertSucceeds(send('admin', validTicket(ADMIN)));
  });

  it.each(['guest', 'nonMember'] as const)('a %s cannot send one', async (actor) => {
    const uid = ACTOR_AUTH[actor]?.uid ?? MEMBER;
    await assertFails(send(actor, validTicket(uid)));
  });

  it.each(Object.keys(validTicket(MEMBER)))('refused without %s', async (key) => {
    await assertFails(send('member', without(key)));
  });

  const refused: [string, Record<string, unknown>][] = [
    ["status 'closed'", { status: 'closed' }],
    ["status 'in_progress'", { status: 'in_progress' }],
    ['a 100 kB message', { message: 'x'.repeat(100 * 1024) }],
    ["another user's user_id", { user_id: ADMIN }],
    ['an extra key', { priority: 'high' }],
    ['admin notes', { admin_notes: 'call back' }],
    ['created_at not the request time', { created_at: new Date() }],
    ['updated_at not the request time', { updated_at: new Date(0) }],
    ['responded_at set', { responded_at: new Date() }],
    ['an empty name', { name: '' }],
    ['a blank subject', { subject: '   ' }],
    ['an empty message', { message: '' }],
    ['an e-mail without @', { email: 'pat.rules.test' }],
    ['a name that is not text', { name: 42 }],
    ['a message that is not text', { message: ['a', 'b'] }],
  ];
  it.each(refused)('refused with %s', async (_label, changes) => {
    await assertFails(send('member', memberTicket(changes)));
  });

  it('cannot be written into an existing ticket id, nor changed afterwards', async () => {
    await seedCollection(env, TICKETS);
    const ref = db('member').collection(TICKETS).doc(MEMBER);
    await assertFails(ref.set(memberTicket()));
    await assertFails(ref.update({ status: 'closed' }));
    await assertFails(ref.delete());
  });
});

describe('reading tickets', () => {
  beforeEach(() => seedCollection(env, TICKETS));

  it("a member cannot read another member's ticket", async () => {
    await assertSucceeds(db('member').collection(TICKETS).doc(MEMBER).get());
    await assertFails(db('member').collection(TICKETS).doc(ADMIN).get());
  });

  it('a member lists their own with where(user_id == uid), newest first', async () => {
    const snap = await assertSucceeds(
      db('member').collection(TICKETS).where('user_id', '==', MEMBER).orderBy('created_at', 'desc').get(),
    );
    expect(snap.docs.map((d) => d.get('user_id'))).toEqual([MEMBER]);
  });

  it('a member cannot list without the filter, or filtered on someone else', async () => {
    await assertFails(db('member').collection(TICKETS).get());
    await assertFails(db('member').collection(TICKETS).orderBy('created_at', 'desc').get());
    await assertFails(db('member').collection(TICKETS).where('user_id', '==', ADMIN).get());
    await assertFails(db('member').collection(TICKETS).where('status', '==', 'open').get());
  });

  it('an admin lists every ticket', async () => {
    const snap = await assertSucceeds(db('admin').collection(TICKETS).get());
    expect(snap.size).toBe(Object.values(ACTOR_AUTH).filter(Boolean).length);
  });
});

describe('an admin updating a ticket', () => {
  const RESPONDED = new Date('2025-02-01T12:00:00Z');
  beforeEach(async () => {
    await seedCollection(env, TICKETS);
    // A ticket answered before, to check responded_at is kept when it must not change.
    const answered = { ...memberTicket(), status: 'resolved', created_at: new Date(0), updated_at: new Date(0), responded_at: RESPONDED };
    await env.withSecurityRulesDisabled((ctx) => ctx.firestore().collection(TICKETS).doc('answered').set(answered));
  });
  const ticket = (actor: Actor = 'admin', id = MEMBER) => db(actor).collection(TICKETS).doc(id);
  const now = serverTimestamp;

  it('Mark In Progress: status, notes and updated_at; responded_at stays', async () => {
    await assertSucceeds(ticket().update({ status: 'in_progress', admin_notes: 'Looking into it.', updated_at: now() }));
    await assertSucceeds(ticket('admin', 'answered').update({ status: 'in_progress', updated_at: now() }));
  });

  it.each(['resolved', 'closed'])('%s sets responded_at to now', async (status) => {
    await assertFails(ticket().update({ status, updated_at: now() }));
    await assertFails(ticket().update({ status, updated_at: now(), responded_at: new Date() }));
    await assertSucceeds(ticket().update({ status, admin_notes: 'Called back.', updated_at: now(), responded_at: now() }));
    // Every later update of a resolved or closed ticket sets it again (SPEC.md §4).
    await assertFails(ticket('admin', 'answered').update({ status, admin_notes: 'More notes.', updated_at: now() }));
    await assertSucceeds(ticket('admin', 'answered').update({ status, admin_notes: 'More notes.', updated_at: now(), responded_at: now() }));
  });

  it.each(TICKET_STATUSES)("status '%s' of TICKET_STATUSES is accepted", async (status) => {
    const responded = status === 'resolved' || status === 'closed' ? { responded_at: now() } : {};
    await assertSucceeds(ticket().update({ status, updated_at: now(), ...responded }));
  });

  const refused: [string, Record<string, unknown>][] = [
    ['an unknown status', { status: 'done', updated_at: serverTimestamp() }],
    ['no updated_at', { status: 'in_progress' }],
    ['updated_at not now', { status: 'in_progress', updated_at: new Date(0) }],
    ['responded_at set while in progress', { status: 'in_progress', updated_at: serverTimestamp(), responded_at: serverTimestamp() }],
    ['notes that are not text', { admin_notes: 42, updated_at: serverTimestamp() }],
    ['a changed subject', { subject: 'Something else', updated_at: serverTimestamp() }],
    ['a changed message', { message: 'Rewritten', updated_at: serverTimestamp() }],
    ['a changed sender', { user_id: ADMIN, updated_at: serverTimestamp() }],
    ['a changed created_at', { created_at: serverTimestamp(), updated_at: serverTimestamp() }],
    ['an extra key', { priority: 'high', updated_at: serverTimestamp() }],
  ];
  it.each(refused)('refused with %s', async (_label, changes) => {
    await assertFails(ticket().update(changes));
  });

  it('cannot remove a field, and a member cannot update even their own ticket', async () => {
    const snapshot = memberTicket();
    delete snapshot.subject;
    await assertFails(ticket().set({ ...snapshot, created_at: new Date(0), updated_at: serverTimestamp() }));
    await assertFails(ticket('member').update({ status: 'closed', updated_at: serverTimestamp(), responded_at: serverTimestamp() }));
    await assertFails(ticket('member').update({ admin_notes: 'note to self', updated_at: serverTimestamp() }));
  });

  it('nobody deletes a ticket', async () => {
    await assertFails(ticket('admin').delete());
    await assertFails(ticket('member').delete());
  });
});

describe('the rules agree with LIMITS of common/content.ts', () => {
  const emailOf = (length: number) => `${'a'.repeat(length - '@x.test'.length)}@x.test`;
  const fields: [string, number, (n: number) => string][] = [
    ['name', LIMITS.ticketName, (n) => 'n'.repeat(n)],
    ['email', LIMITS.ticketEmail, emailOf],
    ['subject', LIMITS.ticketSubject, (n) => 's'.repeat(n)],
    ['message', LIMITS.ticketMessage, (n) => 'm'.repeat(n)],
  ];

  it.each(fields)('%s: %i characters accepted, one more refused', async (field, limit, make) => {
    expect(make(limit)).toHaveLength(limit);
    await assertSucceeds(send('member', memberTicket({ [field]: make(limit) })));
    await assertFails(send('member', memberTicket({ [field]: make(limit + 1) })));
  });

  it(`admin notes: ${LIMITS.adminNotes} characters accepted, one more refused`, async () => {
    await seedCollection(env, TICKETS);
    const ref = db('admin').collection(TICKETS).doc(MEMBER);
    await assertSucceeds(ref.update({ admin_notes: 'n'.repeat(LIMITS.adminNotes), updated_at: serverTimestamp() }));
    await assertFails(ref.update({ admin_notes: 'n'.repeat(LIMITS.adminNotes + 1), updated_at: serverTimestamp() }));
  });

  it('the rules list exactly the statuses of TICKET_STATUSES', () => {
    expect(RULES).toContain(`after.status in [${TICKET_STATUSES.map((t) => `'${t}'`).join(', ')}]`);
  });

  it('the rules name the ticket collection and its limits', () => {
    expect(RULES).toContain(`match /${TICKETS}/{`);
    for (const limit of [LIMITS.ticketName, LIMITS.ticketEmail, LIMITS.ticketSubject, LIMITS.ticketMessage, LIMITS.adminNotes]) {
      expect(RULES).toContain(`, ${limit})`);
    }
  });
});
