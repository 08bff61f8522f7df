import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession } from '@/testing/session';
import { DASHBOARD_REQUESTS } from '@common/content';
import { renderScreen } from '@/testing/render';
import { SupportPanel } from './support-panel';
import { SupportRequestsScreen } from './support-requests-screen';

const { createSupportTicket, memberTicketsPage, newestMemberTickets } = vi.hoisted(() => ({
  createSupportTicket: vi.fn(),
  memberTicketsPage: vi.fn(),
  newestMemberTickets: vi.fn(),
}));
vi.mock('../api/tickets', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/tickets')>()),
  createSupportTicket,
  memberTicketsPage,
  newestMemberTickets,
}));

/** A first page of requests, with (next) or without more after it. */
const page = (tickets: unknown[], next: unknown = null) => ({ tickets, next });

const session = fakeSession('member');
const user = session.user!;

beforeEach(() => {
  createSupportTicket.mockReset().mockResolvedValue('ticket-1');
  memberTicketsPage.mockReset().mockResolvedValue(page([]));
  newestMemberTickets.mockReset().mockResolvedValue([]);
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPanel() {
  renderScreen(<SupportPanel user={user} />, { session, path: '/dashboard' });
}

/** `/support`: all of them, a page at a time. */
function renderRequests() {
  renderScreen(<SupportRequestsScreen />, { session, path: '/support' });
}

async function openModal(u: ReturnType<typeof userEvent.setup>) {
  await u.click(screen.getByRole('button', { name: 'Contact Support' }));
  return screen.findByRole('dialog', { name: 'Contact Support' });
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

describe('Contact Support modal', () => {
  it("shows the account's name and e-mail read-only, and Cancel closes it", async () => {
    renderPanel();
    const u = userEvent.setup();
    const dialog = await openModal(u);
    expect(field(dialog, 'Name')).toHaveValue('Pat Example');
    expect(field(dialog, 'Email')).toHaveValue('pat@example.org');
    expect(field(dialog, 'Name')).toHaveAttribute('readonly');
    expect(field(dialog, 'Email')).toHaveAttribute('readonly');
    // Where replies go, and where to change that address.
    expect(field(dialog, 'Email')).toHaveAccessibleDescription('From your account: we reply to this address. To change it, go to My Account.');
    expect(within(dialog).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    await u.type(field(dialog, 'Email'), 'someone@else.org');
    expect(field(dialog, 'Email')).toHaveValue('pat@example.org');
    expect(field(dialog, 'Subject')).toHaveValue('');
    expect(field(dialog, 'Message')).toHaveValue('');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('requires subject and message and sends nothing until they are filled', async () => {
    renderPanel();
    const u = userEvent.setup();
    const dialog = await openModal(u);
    await u.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(within(dialog).getByText('Subject is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Message is required')).toBeInTheDocument();
    expect(field(dialog, 'Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(field(dialog, 'Subject')).toHaveFocus();
    expect(field(dialog, 'Message')).toHaveAttribute('maxlength', '5000');
    expect(createSupportTicket).not.toHaveBeenCalled();

    await u.type(field(dialog, 'Subject'), 'Parking');
    expect(within(dialog).queryByText('Subject is required')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Message is required')).toBeInTheDocument();
  });

  it("shows 'Message Sent!', refreshes the requests and closes after 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPanel();
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByText('You have not sent any requests yet.')).toBeInTheDocument();
    newestMemberTickets.mockResolvedValue([{ id: 't1', subject: 'Billing question', status: 'open', createdAt: new Date('2026-01-05T12:00:00Z') }]);

    const dialog = await openModal(u);
    await u.type(field(dialog, 'Subject'), 'Billing question');
    await u.type(field(dialog, 'Message'), 'How do I renew?');
    let finish!: (id: string) => void;
    createSupportTicket.mockImplementation(() => new Promise<string>((resolve) => (finish = resolve)));
    await u.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    // Submitting: the button is disabled while the ticket is stored.
    expect(within(dialog).getByRole('button', { name: 'Send Message' })).toBeDisabled();
    expect(createSupportTicket).toHaveBeenCalledWith('uid-1', {
      subject: 'Billing question',
      message: 'How do I renew?',
    });
    await act(async () => finish('t1'));

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll respond to your inquiry via email within 1-2 business days.")).toBeInTheDocument();
    expect(await screen.findByText('Billing question')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the form and shows the error text when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    createSupportTicket.mockRejectedValue(new Error('permission-denied'));
    renderPanel();
    const u = userEvent.setup();
    const dialog = await openModal(u);
    await u.type(field(dialog, 'Subject'), 'Help');
    await u.type(field(dialog, 'Message'), 'Please call me');
    await u.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to submit support request. Please try again.');
    expect(field(dialog, 'Subject')).toHaveValue('Help');
    expect(field(dialog, 'Message')).toHaveValue('Please call me');
    expect(within(dialog).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

describe('Your requests', () => {
  it('says when there are none', async () => {
    renderPanel();
    expect(await screen.findByText('You have not sent any requests yet.')).toBeInTheDocument();
    // The dashboard reads only the newest it shows; /support's pages are not read there.
    expect(newestMemberTickets).toHaveBeenCalledWith('uid-1', DASHBOARD_REQUESTS);
    expect(memberTicketsPage).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'All your requests' })).not.toBeInTheDocument();
  });

  it('lists the newest two on the dashboard with their sent date, status and "New reply", each opening its thread, and links to all', async () => {
    expect(DASHBOARD_REQUESTS).toBe(2);
    newestMemberTickets.mockResolvedValue([
      { id: 'a', subject: 'Newest', status: 'in_progress', createdAt: new Date('2026-02-03T10:00:00Z'), newReply: true },
      { id: 'b', subject: 'Older', status: 'resolved', createdAt: new Date('2026-01-05T10:00:00Z'), newReply: false },
    ]);
    renderPanel();
    const section = await screen.findByRole('region', { name: 'Your requests' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['NewestSent Feb 3, 2026New replyIn Progress', 'OlderSent Jan 5, 2026Resolved']);
    expect(within(section).getByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/support/a');
    expect(within(section).getByRole('link', { name: 'All your requests' })).toHaveAttribute('href', '/support');
    expect(within(section).queryByRole('button', { name: 'Show more requests' })).not.toBeInTheDocument();
  });

  it('links to all the requests from the dashboard with only one', async () => {
    newestMemberTickets.mockResolvedValue([{ id: 'a', subject: 'Only one', status: 'open', createdAt: new Date('2026-02-03T10:00:00Z'), newReply: false }]);
    renderPanel();
    const section = await screen.findByRole('region', { name: 'Your requests' });
    await within(section).findByRole('link', { name: 'Only one' });
    expect(within(section).getByRole('link', { name: 'All your requests' })).toHaveAttribute('href', '/support');
  });

  it('shows more requests on asking, after those shown, until there are no more', async () => {
    const first = page([{ id: 'a', subject: 'Newest', status: 'open', createdAt: new Date('2026-02-03T10:00:00Z') }], 'cursor-a');
    memberTicketsPage.mockImplementation(async (_uid: string, after: unknown) =>
      after === 'cursor-a' ? page([{ id: 'b', subject: 'Older', status: 'closed', createdAt: new Date('2026-01-05T10:00:00Z') }]) : first,
    );
    renderRequests();
    const section = await screen.findByRole('region', { name: 'Your requests' });
    await userEvent.setup().click(await within(section).findByRole('button', { name: 'Show more requests' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(memberTicketsPage.mock.calls).toEqual([
      ['uid-1', null],
      ['uid-1', 'cursor-a'],
    ]);
    expect(within(section).getAllByRole('listitem').map((li) => within(li).getByRole('link').textContent)).toEqual(['Newest', 'Older']);
    expect(within(section).queryByRole('button', { name: 'Show more requests' })).not.toBeInTheDocument();
  });

  it('shows the requests read before at once on a return to /support, and reads only the first page again', async () => {
    const newest = { id: 'a', subject: 'Newest', status: 'open', createdAt: new Date('2026-02-03T10:00:00Z'), newReply: false };
    memberTicketsPage.mockImplementation(async (_uid: string, after: unknown) =>
      after === 'cursor-a' ? page([{ id: 'b', subject: 'Older', status: 'closed', createdAt: new Date('2026-01-05T10:00:00Z') }]) : page([newest], 'cursor-a'),
    );
    const visit = renderScreen(<SupportRequestsScreen />, { session, path: '/support' });
    let section = await screen.findByRole('region', { name: 'Your requests' });
    await userEvent.setup().click(await within(section).findByRole('button', { name: 'Show more requests' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    visit.unmount();

    // Staff replied meanwhile.
    let answer!: (value: unknown) => void;
    memberTicketsPage.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderRequests();
    section = screen.getByRole('region', { name: 'Your requests' });
    expect(within(section).getByRole('link', { name: 'Newest' })).toBeInTheDocument();
    await waitFor(() => expect(memberTicketsPage).toHaveBeenCalledTimes(3));
    answer(page([{ ...newest, newReply: true }], 'cursor-a'));
    await within(section).findByText('New reply');
    expect(memberTicketsPage.mock.calls.map(([, after]) => after)).toEqual([null, 'cursor-a', null]);
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).getByRole('button', { name: 'Show more requests' })).toBeInTheDocument();
  });

  it('keeps the requests shown and says so when more cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    memberTicketsPage.mockImplementation(async (_uid: string, after: unknown) => {
      if (after) throw new Error('offline');
      return page([{ id: 'a', subject: 'Newest', status: 'open', createdAt: new Date('2026-02-03T10:00:00Z') }], 'cursor-a');
    });
    renderRequests();
    const section = await screen.findByRole('region', { name: 'Your requests' });
    await userEvent.setup().click(await within(section).findByRole('button', { name: 'Show more requests' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to load more of your requests. Please try again.');
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows an error when they cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    newestMemberTickets.mockRejectedValue(new Error('offline'));
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your requests. Please try again later.');
  });
});
