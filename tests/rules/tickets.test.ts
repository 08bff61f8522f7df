/**
 * firestore.rules for support tickets (docs/decisions/0010-support-conversations-and-mail.md)
 * beyond the permission table: what a valid ticket is (the sender's own, with no typed name or
 * e-mail), who reads which, that no client changes a ticket's status except a member's follow-up
 * reopening a resolved one (updateSupportTicket does the rest), threads, the day's limit of
 * requests and follow-ups, that staff notes are for admins only, and the agreement with
 * common/limits.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { LIMITS, SUPPORT_MESSAGES_PER_DAY } from '@common/limits';
import { contextFor, seedCollection } from './operations';
import { ACTOR_AUTH, ACTORS, validTicket, type Actor } from './permissions';
import { FIRESTORE_RULES as RULES, useFirestoreRules } from './rules-env';
import { followUpWrite, sendCountedTicket, sendFollowUp, withDayCount } from './support-fixtures';

const TICKETS = COLLECTIONS.supportTickets;
const NOTES = COLLECTIONS.ticketNotes;
const MEMBER = ACTOR_AUTH.member!.uid;
const ADMIN = ACTOR_AUTH.admin!.uid;

const rulesEnv = useFirestoreRules('demo-rules-tickets');

/** One client per actor, so that references and batches of one test come from the same instance. */
const clients = new Map<Actor, ReturnType<ReturnType<typeof contextFor>['firestore']>>();
const db = (actor: Actor) => {
  if (!clients.has(actor)) clients.set(actor, contextFor(rulesEnv(), actor).firestore());
  return clients.get(actor)!;
};
let sent = 0;
/** Sends a new ticket as the Contact Support form does: with the day's count. */
const send = (actor: Actor, ticket: Record<string, unknown>) => sendCountedTicket(db(actor), ACTOR_AUTH[actor]?.uid ?? MEMBER, `ticket-${++sent}`, ticket);
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
    await assertSucceeds(sendCountedTicket(unverified.firestore(), MEMBER, 'unverified-1', memberTicket()));
  });

  it("is refused without the day's count, or with a count that names something else", async () => {
    await assertFails(db('member').collection(TICKETS).doc('bare').set(memberTicket()));
    const ref = db('member').collection(TICKETS).doc('named-wrong');
    await assertFails(withDayCount(db('member'), MEMBER, 'another-ticket', (batch) => batch.set(ref, memberTicket())));
  });

  it('one count covers one ticket: two tickets in the batch of one count are refused', async () => {
    const first = db('member').collection(TICKETS).doc('pair-1');
    const second = db('member').collection(TICKETS).doc('pair-2');
    await assertFails(
      withDayCount(db('member'), MEMBER, 'pair-1', (batch) => {
        batch.set(first, memberTicket());
        batch.set(second, memberTicket());
      }),
    );
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
    await assertFails(sendCountedTicket(db('member'), MEMBER, MEMBER, memberTicket()));
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

describe("no client changes a ticket's status or text (updateSupportTicket does)", () => {
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

const ticketRef = (actor: Actor, id = MEMBER) => db(actor).collection(TICKETS).doc(id);
const thread = (actor: Actor, id = MEMBER) => ticketRef(actor, id).collection(SUBCOLLECTIONS.ticketMessages);
/** The member's ticket (and everyone else's) in `status`. */
async function seedTickets(status = 'open'): Promise<void> {
  await seedCollection(rulesEnv(), TICKETS);
  await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().collection(TICKETS).doc(MEMBER).update({ status });
    await ctx.firestore().collection(TICKETS).doc(MEMBER).collection(SUBCOLLECTIONS.ticketMessages).doc('reply-1').set({
      from: 'staff',
      author_uid: ADMIN,
      author_name: 'Dana Admin',
      text: 'We called you back.',
      created_at: new Date(0),
    });
  });
}
const statusOf = async () => {
  let status: unknown;
  await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
    status = (await ctx.firestore().collection(TICKETS).doc(MEMBER).get()).get('status');
  });
  return status;
};

describe('follow-ups', () => {
  it.each(['open', 'in_progress'])('a member follows up on their own %s request; the status stays', async (status) => {
    await seedTickets(status);
    await assertSucceeds(sendFollowUp(db('member'), MEMBER, MEMBER, 'f1', { status }));
    expect(await statusOf()).toBe(status);
  });

  it('a follow-up to a resolved request reopens it: the one status change a member can make', async () => {
    await seedTickets('resolved');
    await assertSucceeds(sendFollowUp(db('member'), MEMBER, MEMBER, 'f1', { status: 'resolved' }));
    expect(await statusOf()).toBe('open');
  });

  it.each([
    ['resolved', 'in_progress'],
    ['resolved', 'resolved'],
    ['open', 'closed'],
    ['open', 'resolved'],
    ['in_progress', 'open'],
  ])('a follow-up to a %s request cannot set it to %s', async (before, after) => {
    await seedTickets(before);
    await assertFails(sendFollowUp(db('member'), MEMBER, MEMBER, 'f1', { status: before, ticket: { status: after } }));
  });

  it('nobody follows up on a closed request', async () => {
    await seedTickets('closed');
    await assertFails(sendFollowUp(db('member'), MEMBER, MEMBER, 'f1', { status: 'closed' }));
    await assertFails(sendFollowUp(db('member'), MEMBER, MEMBER, 'f2', { status: 'closed', ticket: { status: 'open' } }));
  });

  it.each(['guest', 'nonMember', 'admin'] as const)("a %s cannot follow up on the member's request", async (actor) => {
    await seedTickets();
    const uid = ACTOR_AUTH[actor]?.uid ?? MEMBER;
    await assertFails(sendFollowUp(db(actor), uid, MEMBER, 'f1', { status: 'open', message: followUpWrite(uid) }));
  });

  it("a member cannot follow up on another's request", async () => {
    await seedTickets();
    await assertFails(sendFollowUp(db('member'), MEMBER, ADMIN, 'f1', { status: 'open' }));
  });

  const badMessages: [string, Record<string, unknown>][] = [
    ["from 'staff'", { from: 'staff' }],
    ["another account's author_uid", { author_uid: ADMIN }],
    ['a name', { author_name: 'Dana Admin' }],
    ['a blank text', { text: '  ' }],
    [`${LIMITS.ticketMessage + 1} characters`, { text: 'x'.repeat(LIMITS.ticketMessage + 1) }],
    ['created_at not the request time', { created_at: new Date() }],
    ['an extra key', { urgent: true }],
  ];
  it.each(badMessages)('refused with %s', async (_label, change) => {
    await seedTickets();
    await assertFails(sendFollowUp(db('member'), MEMBER, MEMBER, 'f1', { status: 'open', message: { ...followUpWrite(MEMBER), ...change } }));
  });

  it(`${LIMITS.ticketMessage} characters are accepted`, async () => {
    await seedTickets();
    await assertSucceeds(sendFollowUp(db('member'), MEMBER, MEMBER, 'f1', { status: 'open', message: followUpWrite(MEMBER, 'x'.repeat(LIMITS.ticketMessage)) }));
  });

  it('the three writes go together: no message without the ticket naming it and the count, no reopening without a message', async () => {
    await seedTickets('resolved');
    const message = thread('member').doc('f1');
    await assertFails(message.set(followUpWrite(MEMBER)));
    await assertFails(withDayCount(db('member'), MEMBER, `${MEMBER}/f1`, (batch) => batch.set(message, followUpWrite(MEMBER))));
    const reopen = { status: 'open', updated_at: serverTimestamp(), member_seen_at: serverTimestamp(), last_follow_up: 'f1' };
    await assertFails(ticketRef('member').update(reopen));
    await assertFails(withDayCount(db('member'), MEMBER, `${MEMBER}/f1`, (batch) => batch.update(ticketRef('member'), reopen)));
    // The ticket names a message that already exists (a staff reply): no reopening on it.
    await assertFails(ticketRef('member').update({ ...reopen, last_follow_up: 'reply-1' }));
    expect(await statusOf()).toBe('resolved');
  });

  it('changes nothing but status, updated_at, member_seen_at and last_follow_up', async () => {
    await seedTickets();
    await assertFails(sendFollowUp(db('member'), MEMBER, MEMBER, 'f1', { status: 'open', ticket: { subject: 'Edited' } }));
    await assertFails(sendFollowUp(db('member'), MEMBER, MEMBER, 'f1', { status: 'open', ticket: { last_reply_at: serverTimestamp() } }));
  });

  it.each(['member', 'admin'] as const)('a %s cannot change or delete a message of the thread', async (actor) => {
    await seedTickets();
    await assertFails(thread(actor).doc('reply-1').update({ text: 'Changed' }));
    await assertFails(thread(actor).doc('reply-1').delete());
  });
});

/** What the rules tests read with the rules off: a document's data, or undefined. */
async function stored(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
    data = (await ctx.firestore().doc(path).get()).data();
  });
  return data;
}

// The web app chooses a request's or follow-up's id once per send and sends the same id when it
// tries again after a network failure: if the first write went through, the repeat is refused as a
// duplicate (the rules never let a client overwrite one), so nothing is sent twice or counted twice.
describe('a send retried with the same id is refused as a duplicate', () => {
  it('a request: the repeat is refused, the ticket and the day\'s count stay as the first write left them', async () => {
    await assertSucceeds(sendCountedTicket(db('member'), MEMBER, 'retried', memberTicket()));
    const first = await stored(`${TICKETS}/retried`);
    await assertFails(sendCountedTicket(db('member'), MEMBER, 'retried', memberTicket()));
    await assertFails(sendCountedTicket(db('member'), MEMBER, 'retried', memberTicket({ subject: 'Changed on the retry' })));
    expect(await stored(`${TICKETS}/retried`)).toEqual(first);
    expect(await stored(`${COLLECTIONS.supportLimits}/${MEMBER}`)).toMatchObject({ count: 1, last: 'retried' });
  });

  it.each(ACTORS)("a %s cannot write over the member's request with its id", async (actor) => {
    await assertSucceeds(sendCountedTicket(db('member'), MEMBER, 'retried', memberTicket()));
    const first = await stored(`${TICKETS}/retried`);
    const uid = ACTOR_AUTH[actor]?.uid ?? MEMBER;
    await assertFails(sendCountedTicket(db(actor), uid, 'retried', { ...validTicket(uid), subject: 'Overwritten' }));
    await assertFails(ticketRef(actor, 'retried').set({ ...validTicket(uid), subject: 'Overwritten' }));
    expect(await stored(`${TICKETS}/retried`)).toEqual(first);
  });

  it("an admin's own request is refused the same way on a retry", async () => {
    await assertSucceeds(sendCountedTicket(db('admin'), ADMIN, 'admin-retried', validTicket(ADMIN)));
    await assertFails(sendCountedTicket(db('admin'), ADMIN, 'admin-retried', validTicket(ADMIN)));
    expect(await stored(`${COLLECTIONS.supportLimits}/${ADMIN}`)).toMatchObject({ count: 1 });
  });

  it("a follow-up: the repeat is refused, one message, the day's count up once", async () => {
    await seedTickets('resolved');
    await assertSucceeds(sendFollowUp(db('member'), MEMBER, MEMBER, 'f1', { status: 'resolved' }));
    const first = await stored(`${TICKETS}/${MEMBER}/${SUBCOLLECTIONS.ticketMessages}/f1`);
    await assertFails(sendFollowUp(db('member'), MEMBER, MEMBER, 'f1', { status: 'resolved' }));
    await assertFails(sendFollowUp(db('member'), MEMBER, MEMBER, 'f1', { status: 'open' }));
    expect(await stored(`${TICKETS}/${MEMBER}/${SUBCOLLECTIONS.ticketMessages}/f1`)).toEqual(first);
    expect(await stored(`${COLLECTIONS.supportLimits}/${MEMBER}`)).toMatchObject({ count: 1, last: `${MEMBER}/f1` });
  });

  it.each(ACTORS)("a %s cannot write over the member's follow-up with its id", async (actor) => {
    await seedTickets();
    await assertSucceeds(sendFollowUp(db('member'), MEMBER, MEMBER, 'f1', { status: 'open' }));
    const first = await stored(`${TICKETS}/${MEMBER}/${SUBCOLLECTIONS.ticketMessages}/f1`);
    const uid = ACTOR_AUTH[actor]?.uid ?? MEMBER;
    await assertFails(sendFollowUp(db(actor), uid, MEMBER, 'f1', { status: 'open', message: followUpWrite(uid, 'Overwritten') }));
    await assertFails(thread(actor).doc('f1').set(followUpWrite(uid, 'Overwritten')));
    expect(await stored(`${TICKETS}/${MEMBER}/${SUBCOLLECTIONS.ticketMessages}/f1`)).toEqual(first);
  });
});

describe('marking a thread seen', () => {
  beforeEach(() => seedTickets('resolved'));

  it('the member sets member_seen_at to the request time, and nothing else', async () => {
    await assertSucceeds(ticketRef('member').update({ member_seen_at: serverTimestamp() }));
    await assertFails(ticketRef('member').update({ member_seen_at: new Date(0) }));
    await assertFails(ticketRef('member').update({ member_seen_at: serverTimestamp(), status: 'open' }));
  });

  it.each(['guest', 'nonMember', 'admin'] as const)("a %s cannot mark the member's thread seen", async (actor) => {
    await assertFails(ticketRef(actor).update({ member_seen_at: serverTimestamp() }));
  });
});

describe('reading threads', () => {
  beforeEach(() => seedTickets());

  it('the member reads their own thread, not another member’s', async () => {
    const snap = await assertSucceeds(thread('member').orderBy('created_at').get());
    expect(snap.docs.map((d) => d.get('text'))).toEqual(['We called you back.']);
    await assertFails(thread('member', ADMIN).get());
    await assertFails(db('member').collectionGroup(SUBCOLLECTIONS.ticketMessages).get());
  });

  it('the member never reads the internal notes of their ticket', async () => {
    await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().collection(NOTES).doc(MEMBER).collection(SUBCOLLECTIONS.ticketNoteEntries).doc('n1').set({ author_uid: ADMIN, author_name: 'Dana Admin', text: 'Private', created_at: new Date(0) });
    });
    const entries = (actor: Actor) => db(actor).collection(NOTES).doc(MEMBER).collection(SUBCOLLECTIONS.ticketNoteEntries);
    await assertFails(entries('member').get());
    await assertFails(entries('member').doc('n1').get());
    const snap = await assertSucceeds(entries('admin').get());
    expect(snap.docs.map((d) => d.get('text'))).toEqual(['Private']);
  });
});

describe(`the day's limit: ${SUPPORT_MESSAGES_PER_DAY} requests and follow-ups`, () => {
  it(`accepts ${SUPPORT_MESSAGES_PER_DAY} in a day, requests and follow-ups together, and refuses the next`, async () => {
    await seedTickets();
    for (let i = 1; i < SUPPORT_MESSAGES_PER_DAY; i++) await assertSucceeds(send('member', memberTicket()));
    await assertSucceeds(sendFollowUp(db('member'), MEMBER, MEMBER, 'f1', { status: 'open' }));
    await assertFails(send('member', memberTicket()));
    await assertFails(sendFollowUp(db('member'), MEMBER, MEMBER, 'f2', { status: 'open' }));
    // Starting a "new day" early does not help.
    await assertFails(withDayCount(db('member'), MEMBER, 'early', (batch) => batch.set(ticketRef('member', 'early'), memberTicket()), { newDay: true }));
  });

  async function seedDay(count: number, startedHoursAgo: number): Promise<void> {
    await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().collection(COLLECTIONS.supportLimits).doc(MEMBER).set({ window_start: new Date(Date.now() - startedHoursAgo * 3_600_000), count, last: 'old' });
    });
  }

  it('a day that began more than 24 hours ago is over: a new one starts at one', async () => {
    await seedDay(SUPPORT_MESSAGES_PER_DAY, 25);
    await assertFails(send('member', memberTicket()));
    await assertSucceeds(withDayCount(db('member'), MEMBER, 'next-day', (batch) => batch.set(ticketRef('member', 'next-day'), memberTicket()), { newDay: true }));
  });

  it('the count goes up by exactly one, in the same day', async () => {
    await seedDay(3, 1);
    const limit = db('member').collection(COLLECTIONS.supportLimits).doc(MEMBER);
    await assertFails(limit.update({ count: 2, last: 'x' }));
    await assertFails(limit.update({ count: 5, last: 'x' }));
    await assertFails(limit.update({ count: 4, last: 'x', window_start: serverTimestamp() }));
    await assertFails(limit.delete());
    await assertSucceeds(limit.update({ count: 4, last: 'x' }));
    await assertFails(db('admin').collection(COLLECTIONS.supportLimits).doc(MEMBER).update({ count: 5, last: 'y' }));
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
    expect(RULES).toContain(`limit.count <= ${SUPPORT_MESSAGES_PER_DAY};`);
  });
});
