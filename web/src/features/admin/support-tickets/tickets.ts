/**
 * The support tickets screen's rules, without React or Firebase (docs/product.md §2, §4, §5):
 * who sent each ticket, search and status filter, what each modal button sets,
 * and the reply link.
 */
import type { MemberSummary } from '@common/callable-contracts';
import { TICKET_STATUS_LABELS, TICKET_STATUSES, type TicketStatus } from '@common/content';
import type { SupportTicketDoc } from '@common/documents';
import { MESSAGES } from '@common/messages';
import { ALL, filterContent, type FilterSpec } from '@/lib/filter-records';

/** A ticket as stored: Firestore Timestamps already turned into Dates. */
export type StoredTicket = SupportTicketDoc<Date> & { id: string };

/**
 * A ticket as the screen shows it: with the sender account's current name and e-mail ('' when the
 * account no longer exists), whether that address is verified, and the staff's notes ('' when none).
 */
export type AdminTicket = StoredTicket & { name: string; email: string; email_verified: boolean; notes: string };

/** Each ticket with its sender's current name and e-mail (joined by uid) and its staff notes. */
export function joinTickets(
  tickets: readonly StoredTicket[],
  senders: readonly Pick<MemberSummary, 'uid' | 'name' | 'email' | 'email_verified'>[],
  notes: ReadonlyMap<string, string>,
): AdminTicket[] {
  const byUid = new Map(senders.map((sender) => [sender.uid, sender]));
  return tickets.map((ticket) => {
    const sender = byUid.get(ticket.user_id);
    return { ...ticket, name: sender?.name ?? '', email: sender?.email ?? '', email_verified: sender?.email_verified ?? false, notes: notes.get(ticket.id) ?? '' };
  });
}

/**
 * The staff's reply link: `mailto:` with the local part and the domain each percent-encoded, so an
 * address holding `+`, `&` or `?` reaches that address and adds no header. null without an address.
 * Offered for a verified address only (replyHref): anyone can register with someone else's address.
 */
export function mailtoHref(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return null;
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}

/**
 * The reply link of a ticket's sender, null when there is none to offer: no address, or one the
 * account has not verified (the backend sends no e-mail to it either, functions/src/tickets/supportMail.ts).
 */
export function replyHref(ticket: Pick<AdminTicket, 'email' | 'email_verified'>): string | null {
  return ticket.email_verified ? mailtoHref(ticket.email) : null;
}

/** Case-insensitive substring search over these fields (the filter is the status, exactly). */
export const TICKET_SEARCH_FIELDS = ['subject', 'message', 'name', 'email'] as const;

export const ticketFilterSpec: FilterSpec<AdminTicket> = {
  searchFields: TICKET_SEARCH_FIELDS,
  filterField: 'status',
};

/** The status filter's value: ALL or one status. */
export type StatusFilter = typeof ALL | TicketStatus;

export const STATUS_FILTER_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: ALL, label: 'All Status' },
  ...TICKET_STATUSES.map((status) => ({ value: status, label: TICKET_STATUS_LABELS[status] })),
];

export function filterTickets(tickets: readonly AdminTicket[], query: { search: string; status: StatusFilter }): AdminTicket[] {
  return filterContent(tickets, { search: query.search, filter: query.status }, ticketFilterSpec);
}

/** The statuses an admin sets from the modal, with their buttons (docs/product.md §2, §4). */
export const TICKET_ACTIONS: readonly { status: Exclude<TicketStatus, 'open'>; label: string }[] = [
  { status: 'in_progress', label: 'Mark In Progress' },
  { status: 'resolved', label: 'Mark Resolved' },
  { status: 'closed', label: 'Close Ticket' },
];

export const TICKETS_MESSAGES = {
  loadFailed: 'Failed to load support tickets',
  updateFailed: MESSAGES.ticketUpdateFailed,
  /** Instead of a name when the sender's account no longer exists. */
  unknownSender: 'Account not found',
  /** Beside an address the account has not verified (no reply link, no e-mail). */
  unverified: 'unverified',
} as const;
