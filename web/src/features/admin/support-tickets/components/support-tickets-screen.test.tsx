import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '@common/limits';
import { fakeSession } from '@/testing/session';
import { renderScreen } from '@/testing/render';
import { SupportTicketsScreen } from './support-tickets-screen';
import { aTicket, expectAdminScreenLoads } from '@/testing/admin-fixtures';

const { getSupportTickets, updateSupportTicket, loadStaffThread, answerSupportTicket } = vi.hoisted(() => ({
  getSupportTickets: vi.fn(),
  updateSupportTicket: vi.fn(),
  loadStaffThread: vi.fn(),
  answerSupportTicket: vi.fn(),
}));
// The query-paged source over the tickets getSupportTickets() answers (the page queries themselves
// are tested on the emulators: tests/e2e/admin-codes-tickets.test.ts).
vi.mock('../api/support-ticket-pages', async () => {
  const { filterTickets } = await import('../tickets');
  const { TICKET_STATUSES } = await import('@common/content');
  type Ticket = import('../tickets').AdminTicket;
  return {
    supportTicketPages: {
      mode: 'query',
      async page({ query, size, after }: { query: { search: string; filter: string }; size: number; after: unknown }) {
        const all = filterTickets((await getSupportTickets()) as Ticket[], { search: query.search, status: query.filter as never });
        const start = typeof after === 'number' ? after : 0;
        return { rows: all.slice(start, start + size), next: start + size < all.length ? start + size : null };
      },
    },
    async countTicketsByStatus() {
      const tickets = (await getSupportTickets()) as Ticket[];
      return Object.fromEntries(TICKET_STATUSES.map((status) => [status, tickets.filter((t) => t.status === status).length]));
    },
  };
});
vi.mock('../api/update-support-ticket', () => ({ updateSupportTicket }));
vi.mock('../api/ticket-thread', () => ({ loadStaffThread, answerSupportTicket }));


const TICKETS = [
  aTicket('t1', { subject: 'Billing question', message: 'How do I renew my membership?\nThanks, Rosa', name: 'Rosa Register', email: 'rosa@example.org' }),
  aTicket('t2', { subject: 'Login trouble', message: 'Password reset never arrived', status: 'in_progress', notes: 'Asked IT' }),
  aTicket('t3', { subject: 'Thanks', message: 'Great visit', status: 'resolved' }),
  aTicket('t4', { subject: 'Gone', message: 'From a deleted account', status: 'closed', name: '', email: '' }),
];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  getSupportTickets.mockReset().mockResolvedValue(TICKETS);
  updateSupportTicket.mockReset().mockResolvedValue(undefined);
  loadStaffThread.mockReset().mockResolvedValue([]);
  answerSupportTicket.mockReset().mockResolvedValue({ ticketId: 't1', id: 'm1' });
});

function renderTickets() {
  renderScreen(<SupportTicketsScreen />, { session: fakeSession('admin'), path: '/admin/support-tickets' });
}

const table = () => screen.getByRole('table', { name: 'Support tickets' });
const subjects = () => within(table()).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.firstChild?.textContent);

describe('Support Tickets screen', () => {
  it('shows a counter per status and the table', async () => {
    renderTickets();
    await expectAdminScreenLoads('Support Tickets', 'Loading support tickets...', 'Support tickets');
    // The counts are a load of their own (they may come a render after the table); their place is kept meanwhile.
    const counters = await screen.findByRole('group', { name: 'Tickets by status', busy: false });
    expect(within(counters).getAllByRole('term').map((t) => t.textContent)).toEqual(['Open', 'In Progress', 'Resolved', 'Closed']);
    expect(within(counters).getAllByRole('definition').map((d) => d.textContent)).toEqual(['1', '1', '1', '1']);
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Ticket', 'Contact', 'Status', 'Created', 'View']);
    const first = within(table()).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent(/Billing question.*How do I renew.*Rosa Register.*rosa@example\.org.*Open.*Jan 5, 2026.*View/);
    expect(subjects()).toEqual(['Billing question', 'Login trouble', 'Thanks', 'Gone']);
    expect(within(table()).getAllByRole('row')[4]).toHaveTextContent('Account not found');
  });

  it('filters by status and searches subject, message, name and e-mail', async () => {
    renderTickets();
    await screen.findByRole('table', { name: 'Support tickets' });
    const u = userEvent.setup();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Status', 'Open', 'In Progress', 'Resolved', 'Closed']);
    await u.selectOptions(status, 'In Progress');
    await waitFor(() => expect(subjects()).toEqual(['Login trouble']));
    await u.selectOptions(status, 'All Status');

    const search = screen.getByRole('searchbox', { name: 'Search tickets' });
    await u.type(search, 'ROSA@');
    await waitFor(() => expect(subjects()).toEqual(['Billing question']));
    await u.clear(search);
    await u.type(search, 'password');
    await waitFor(() => expect(subjects()).toEqual(['Login trouble']));
    await u.selectOptions(status, 'Resolved');
    await waitFor(() => expect(within(table()).getByText('No support tickets found')).toBeInTheDocument());
    expect(screen.getByText('4 tickets in all')).toBeInTheDocument();
  }, 20_000);

  it('opens a ticket, saves notes with a status, reloads and closes', async () => {
    renderTickets();
    await screen.findByRole('table', { name: 'Support tickets' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'View ticket: Login trouble' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login trouble' });
    expect(dialog).toHaveTextContent('Pat Example (pat@example.org)');
    expect(within(dialog).getByRole('link', { name: 'pat@example.org' })).toHaveAttribute('href', 'mailto:pat@example.org');
    expect(within(dialog).getByText('Password reset never arrived')).toBeInTheDocument();
    expect(within(dialog).getByText(/Jan 5, 2026, \d{1,2}:04 [AP]M/)).toBeInTheDocument();
    const notes = within(dialog).getByRole('textbox', { name: 'Admin Notes' });
    expect(notes).toHaveValue('Asked IT');
    expect(notes).toHaveAttribute('maxlength', String(LIMITS.adminNotes));
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Reply to member',
      'Internal note',
      'Cancel',
      'Mark In Progress',
      'Mark Resolved',
      'Close Ticket',
    ]);

    await u.clear(notes);
    await u.type(notes, 'Sent a new reset link.');
    await u.click(within(dialog).getByRole('button', { name: 'Mark Resolved' }));
    expect(updateSupportTicket).toHaveBeenCalledWith('t2', { status: 'resolved', notes: 'Sent a new reset link.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page and the counters are read again.
    await waitFor(() => expect(getSupportTickets).toHaveBeenCalledTimes(4));

    // The notes box starts from the ticket's saved notes again.
    await u.click(screen.getByRole('button', { name: 'View ticket: Billing question' }));
    expect(within(await screen.findByRole('dialog', { name: 'Billing question' })).getByRole('textbox', { name: 'Admin Notes' })).toHaveValue('');
  }, 20_000);

  it('shows the conversation in order and keeps a reply to the member apart from an internal note', async () => {
    loadStaffThread.mockResolvedValue([
      { id: 'f1', kind: 'follow_up', author: '', text: 'Any news?', at: new Date('2026-01-06T10:00:00Z') },
      { id: 'n1', kind: 'note', author: 'Dana Admin', text: 'Checked the billing system', at: new Date('2026-01-06T11:00:00Z') },
      { id: 'r1', kind: 'reply', author: 'Dana Admin', text: 'Your renewal is done.', at: new Date('2026-01-06T12:00:00Z') },
    ]);
    renderTickets();
    await screen.findByRole('table', { name: 'Support tickets' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'View ticket: Billing question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing question' });
    const conversation = await within(dialog).findByRole('list', { name: 'Conversation' });
    expect(within(conversation).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual([
      'Rosa Register (member)',
      'Dana Admin · internal note, staff only',
      'Dana Admin · reply to member',
    ]);
    expect(loadStaffThread).toHaveBeenCalledWith('t1');

    const box = within(dialog).getByRole('textbox', { name: 'Reply or internal note' });
    await u.click(within(dialog).getByRole('button', { name: 'Reply to member' }));
    expect(await within(dialog).findByText('Write the reply or note first')).toBeInTheDocument();
    expect(answerSupportTicket).not.toHaveBeenCalled();

    await u.type(box, 'We renewed it today.');
    await u.click(within(dialog).getByRole('button', { name: 'Reply to member' }));
    expect(answerSupportTicket).toHaveBeenCalledWith('t1', 'reply', 'We renewed it today.');
    expect(await within(dialog).findByText('Reply sent to the member.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    await waitFor(() => expect(loadStaffThread).toHaveBeenCalledTimes(2));

    await u.type(box, 'Called the bank');
    await u.click(within(dialog).getByRole('button', { name: 'Internal note' }));
    expect(answerSupportTicket).toHaveBeenLastCalledWith('t1', 'note', 'Called the bank');
    expect(await within(dialog).findByText('Internal note added.')).toBeInTheDocument();

    answerSupportTicket.mockRejectedValue(Object.assign(new Error('internal'), { code: 'functions/internal' }));
    await u.type(box, 'Again');
    await u.click(within(dialog).getByRole('button', { name: 'Reply to member' }));
    expect((await within(dialog).findByText('Failed to send. Please try again.')).closest('[role="alert"]')).not.toBeNull();
    expect(box).toHaveValue('Again');
  }, 20_000);

  it('shows a reply in the thread at once and reads the tickets and their counters again', async () => {
    renderTickets();
    await screen.findByRole('table', { name: 'Support tickets' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'View ticket: Billing question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing question' });
    expect(await within(dialog).findByText('No replies or notes yet.')).toBeInTheDocument();
    const readsBefore = getSupportTickets.mock.calls.length;

    loadStaffThread.mockResolvedValue([{ id: 'r1', kind: 'reply', author: 'Dana Admin', text: 'We renewed it today.', at: new Date('2026-01-06T12:00:00Z') }]);
    await u.type(within(dialog).getByRole('textbox', { name: 'Reply or internal note' }), 'We renewed it today.');
    await u.click(within(dialog).getByRole('button', { name: 'Reply to member' }));
    const conversation = await within(dialog).findByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByText('We renewed it today.')).toBeInTheDocument();
    // The list page and the counters: both read again.
    await waitFor(() => expect(getSupportTickets.mock.calls.length).toBeGreaterThanOrEqual(readsBefore + 2));
  });

  it("keeps the modal open with 'Failed to update ticket' when the update fails", async () => {
    updateSupportTicket.mockRejectedValue(new Error('permission-denied'));
    renderTickets();
    await screen.findByRole('table', { name: 'Support tickets' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'View ticket: Billing question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing question' });
    await u.type(within(dialog).getByRole('textbox', { name: 'Admin Notes' }), 'Called back');
    await u.click(within(dialog).getByRole('button', { name: 'Mark In Progress' }));
    expect((await within(dialog).findByText('Failed to update ticket')).closest('[role="alert"]')).not.toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Admin Notes' })).toHaveValue('Called back');
    expect(getSupportTickets).toHaveBeenCalledTimes(2);

    // Cancel closes it; opening again shows no stale error.
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: 'View ticket: Billing question' }));
    expect(within(await screen.findByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("replies to the account's address, encoded; a ticket of a deleted account has no reply link", async () => {
    getSupportTickets.mockResolvedValue([
      aTicket('t5', { subject: 'Plus address', name: 'Rosa', email: 'rosa+pmc&co?x@example.org' }),
      ...TICKETS,
    ]);
    renderTickets();
    await screen.findByRole('table', { name: 'Support tickets' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'View ticket: Plus address' }));
    let dialog = await screen.findByRole('dialog', { name: 'Plus address' });
    expect(within(dialog).getByRole('link', { name: 'rosa+pmc&co?x@example.org' })).toHaveAttribute('href', 'mailto:rosa%2Bpmc%26co%3Fx@example.org');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await u.click(screen.getByRole('button', { name: 'View ticket: Gone' }));
    dialog = await screen.findByRole('dialog', { name: 'Gone' });
    expect(dialog).toHaveTextContent('Account not found');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  }, 20_000);

  it('marks an unverified address "unverified" and offers no reply link for it', async () => {
    getSupportTickets.mockResolvedValue([aTicket('t6', { subject: 'Unverified sender', name: 'Una Known', email: 'una@example.org', email_verified: false }), ...TICKETS]);
    renderTickets();
    await screen.findByRole('table', { name: 'Support tickets' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'View ticket: Unverified sender' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unverified sender' });
    expect(dialog).toHaveTextContent('Una Known (una@example.org, unverified)');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  }, 20_000);

  it('shows the red banner when the tickets cannot be loaded', async () => {
    getSupportTickets.mockRejectedValue(new Error('offline'));
    renderTickets();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load support tickets');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
