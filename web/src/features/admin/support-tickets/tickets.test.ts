import { describe, expect, it } from 'vitest';
import { TICKET_STATUSES } from '@common/content';
import { marksResponded } from '@common/documents';
import { ALL } from '@/lib/filter-records';
import { filterTickets, joinTickets, mailtoHref, replyHref, STATUS_FILTER_OPTIONS, TICKET_ACTIONS, type AdminTicket } from './tickets';
import { aTicket } from '@/testing/admin-fixtures';

const tickets = [
  aTicket('a', { subject: 'Billing question', message: 'How do I renew?', status: 'open' }),
  aTicket('b', { subject: 'Login trouble', message: 'My PASSWORD reset never arrived', status: 'in_progress', name: 'Sam Support' }),
  aTicket('c', { subject: 'Thanks', message: 'Great visit', status: 'resolved', email: 'Rosa@Example.org', name: 'Rosa' }),
  aTicket('d', { subject: 'Old', message: 'Billing again', status: 'closed', name: 'Nico' }),
];
const ids = (list: AdminTicket[]) => list.map((t) => t.id);

describe('ticket search and status filter', () => {
  it('shows everything with no search and All Status', () => {
    expect(ids(filterTickets(tickets, { search: '', status: ALL }))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('searches subject, message, name and e-mail, case-insensitively', () => {
    expect(ids(filterTickets(tickets, { search: 'billing', status: ALL }))).toEqual(['a', 'd']);
    expect(ids(filterTickets(tickets, { search: 'password', status: ALL }))).toEqual(['b']);
    expect(ids(filterTickets(tickets, { search: 'sam sup', status: ALL }))).toEqual(['b']);
    expect(ids(filterTickets(tickets, { search: 'rosa@example', status: ALL }))).toEqual(['c']);
    expect(ids(filterTickets(tickets, { search: '  THANKS ', status: ALL }))).toEqual(['c']);
    expect(filterTickets(tickets, { search: 'no such words', status: ALL })).toEqual([]);
  });

  it('filters by exact status and combines it with the search', () => {
    expect(ids(filterTickets(tickets, { search: '', status: 'in_progress' }))).toEqual(['b']);
    expect(ids(filterTickets(tickets, { search: 'billing', status: 'closed' }))).toEqual(['d']);
    expect(filterTickets(tickets, { search: 'billing', status: 'resolved' })).toEqual([]);
  });

  it('offers All Status and each status with its readable label', () => {
    expect(STATUS_FILTER_OPTIONS.map((o) => o.label)).toEqual(['All Status', 'Open', 'In Progress', 'Resolved', 'Closed']);
    expect(STATUS_FILTER_OPTIONS.slice(1).map((o) => o.value)).toEqual([...TICKET_STATUSES]);
  });
});

describe('modal actions', () => {
  it('has the three buttons of docs/product.md §2, and only resolved and closed stamp responded_at', () => {
    expect(TICKET_ACTIONS.map((a) => [a.label, a.status])).toEqual([
      ['Mark In Progress', 'in_progress'],
      ['Mark Resolved', 'resolved'],
      ['Close Ticket', 'closed'],
    ]);
    expect(TICKET_STATUSES.filter(marksResponded)).toEqual(['resolved', 'closed']);
  });
});

describe('who sent a ticket', () => {
  const stored = (id: string, user_id: string) => {
    const { name: _name, email: _email, email_verified: _verified, notes: _notes, ...ticket } = aTicket(id, { user_id });
    return ticket;
  };

  it("joins each ticket to its account's current name and e-mail, and its staff notes", () => {
    const senders = [
      { uid: 'u1', name: 'Pat Renamed', email: 'pat.new@example.org', email_verified: true },
      { uid: 'u2', name: 'Sam', email: 'sam@example.org', email_verified: false },
    ];
    const joined = joinTickets([stored('a', 'u1'), stored('b', 'u2'), stored('c', 'gone')], senders, new Map([['b', 'Asked IT']]));
    expect(joined.map(({ id, name, email, email_verified, notes }) => ({ id, name, email, email_verified, notes }))).toEqual([
      { id: 'a', name: 'Pat Renamed', email: 'pat.new@example.org', email_verified: true, notes: '' },
      { id: 'b', name: 'Sam', email: 'sam@example.org', email_verified: false, notes: 'Asked IT' },
      { id: 'c', name: '', email: '', email_verified: false, notes: '' },
    ]);
  });

  it('offers a reply link to a verified address only', () => {
    expect(replyHref({ email: 'pat+care@example.org', email_verified: true })).toBe('mailto:pat%2Bcare@example.org');
    expect(replyHref({ email: 'pat@example.org', email_verified: false })).toBeNull();
    expect(replyHref({ email: '', email_verified: true })).toBeNull();
  });

  it('builds the reply link from the encoded local part and domain', () => {
    expect(mailtoHref('pat@example.org')).toBe('mailto:pat@example.org');
    expect(mailtoHref('pat+care&co?x=1@example.org')).toBe('mailto:pat%2Bcare%26co%3Fx%3D1@example.org');
    expect(mailtoHref('odd@local@example.org')).toBe('mailto:odd%40local@example.org');
    expect(mailtoHref('')).toBeNull();
    expect(mailtoHref('no-at-sign')).toBeNull();
    expect(mailtoHref('@example.org')).toBeNull();
    expect(mailtoHref('pat@')).toBeNull();
  });
});
