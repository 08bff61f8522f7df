/**
 * firestore.rules for support tickets (DECISIONS.md §5; issue 9 §4) beyond the permission table:
 * what a valid ticket is (the sender's own, with no typed name or e-mail), who reads which, that no
 * client changes a ticket (updateSupportTicket does), that staff notes are for admins only, and the
 * agreement with common/content.ts LIMITS.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { LIMITS } from '@common/limits';
import { contextFor, seedCollection } from './operations';
import { ACTOR_AUTH, ACTORS, validTicket, type Actor } from './permissions';
import { FIRESTORE_RULES as RULES, useFirestoreRules } from './rules-env';

const TICKETS = COLLECTIONS.supportTickets;
const NOTES = COLLECTIONS.ticketNotes;
const MEMBER = ACTOR_AUTH.member!.uid;
const ADMIN = ACTOR_AUTH.admin!.uid;

const rulesEnv = useFirestoreRules('demo-rules-tickets');

const db = (actor: Actor) => contextFor(rulesEnv(), actor).firestore();
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

  it('a member whose e-mail is not verified yet can still ask for help', async () => {
    const unverified = rulesEnv().authenticatedContext(MEMBER, { role: 'member', email: 'member@rules.test', email_verified: false });
    await assertSucceeds(unverified.firestore().collection(TICKETS).add(memberTicket()));
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
    ["another account's user_id", { user_id: ADMIN }],
    ['a typed name', { name: 'Someone Else' }],
    ['a typed e-mail (another address)', { email: 'someone.else@rules.test' }],
    ["the sender's own e-mail typed in", { email: ACTOR_AUTH.member!.email }],
    ['admin notes, even empty', { admin_notes: '' }],
    ["status 'closed'", { status: 'closed' }],
    ["status 'in_progress'", { status: 'in_progress' }],
    ['a 100 kB message', { message: 'x'.repeat(100 * 1024) }],
    ['an extra key', { priority: 'high' }],
    ['created_at not the request time', { created_at: new Date() }],
    ['updated_at not the request time', { updated_at: new Date(0) }],
    ['responded_at set', { responded_at: new Date() }],
    ['a blank subject', { subject: '   ' }],
    ['an empty message', { message: '' }],
    ['a subject that is not text', { subject: 42 }],
    ['a message that is not text', { message: ['a', 'b'] }],
  ];
  it.each(refused)('refused with %s', async (_label, changes) => {
    await assertFails(send('member', memberTicket(changes)));
  });

  it('cannot be written into an existing ticket id', async () => {
    await seedCollection(rulesEnv(), TICKETS);
    await assertFails(db('member').collection(TICKETS).doc(MEMBER).set(memberTicket()));
  });
});

describe('reading tickets', () => {
  beforeEach(() => seedCollection(rulesEnv(), TICKETS));

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

describe('no client changes a ticket (updateSupportTicket does)', () => {
  beforeEach(() => seedCollection(rulesEnv(), TICKETS));
  const ticket = (actor: Actor) => db(actor).collection(TICKETS).doc(MEMBER);
  const resolve = () => ({ status: 'resolved', updated_at: serverTimestamp(), responded_at: serverTimestamp() });

  it.each(ACTORS)('a %s cannot set the status, the notes or anything else', async (actor) => {
    await assertFails(ticket(actor).update(resolve()));
    await assertFails(ticket(actor).update({ status: 'in_progress', updated_at: serverTimestamp() }));
    await assertFails(ticket(actor).update({ admin_notes: 'note', updated_at: serverTimestamp() }));
    await assertFails(ticket(actor).update({ subject: 'Something else' }));
    await assertFails(ticket(actor).set({ ...memberTicket(), ...resolve(), created_at: new Date(0) }));
  });

  it.each(ACTORS)('a %s cannot delete one', async (actor) => {
    await assertFails(ticket(actor).delete());
  });
});

describe('staff notes', () => {
  beforeEach(async () => {
    await seedCollection(rulesEnv(), TICKETS);
    await seedCollection(rulesEnv(), NOTES);
  });
  const notes = (actor: Actor, id = MEMBER) => db(actor).collection(NOTES).doc(id);

  it('the member cannot read the notes of their own ticket, nor list any', async () => {
    await assertSucceeds(db('member').collection(TICKETS).doc(MEMBER).get());
    await assertFails(notes('member').get());
    await assertFails(db('member').collection(NOTES).get());
  });

  it('an admin reads them; a demoted admin (a member token) does not', async () => {
    const snap = await assertSucceeds(notes('admin').get());
    expect(snap.get('notes')).toBe('Called back.');
    const demoted = rulesEnv().authenticatedContext(ADMIN, { role: 'member', email: ACTOR_AUTH.admin!.email, email_verified: true });
    await assertFails(demoted.firestore().collection(NOTES).doc(MEMBER).get());
  });

  it.each(ACTORS)('a %s cannot write, change or delete notes', async (actor) => {
    const data = { notes: 'mine', updated_by: ACTOR_AUTH[actor]?.uid ?? 'guest', updated_at: serverTimestamp() };
    await assertFails(notes(actor, 'another-ticket').set(data));
    await assertFails(notes(actor).set(data));
    await assertFails(notes(actor).update({ notes: 'changed' }));
    await assertFails(notes(actor).delete());
  });
});

describe('the rules agree with LIMITS of common/content.ts', () => {
  const fields: [string, number][] = [
    ['subject', LIMITS.ticketSubject],
    ['message', LIMITS.ticketMessage],
  ];

  it.each(fields)('%s: %i characters accepted, one more refused', async (field, limit) => {
    await assertSucceeds(send('member', memberTicket({ [field]: 'x'.repeat(limit) })));
    await assertFails(send('member', memberTicket({ [field]: 'x'.repeat(limit + 1) })));
  });

  it('the rules name the ticket and notes collections and the limits', () => {
    expect(RULES).toContain(`match /${TICKETS}/{`);
    expect(RULES).toContain(`match /${NOTES}/{`);
    for (const limit of [LIMITS.ticketSubject, LIMITS.ticketMessage]) expect(RULES).toContain(`, ${limit})`);
  });
});
