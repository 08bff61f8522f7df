/**
 * The support tickets screen's rules, without React or Firebase (SPEC.md §2, §4, §5): counters per
 * status, search and status filter, and what each modal button sets.
 */
import { TICKET_STATUS_LABELS, TICKET_STATUSES, type SupportTicketDoc, type TicketStatus } from '@common/content';
import { ALL, filterContent, type FilterSpec } from '@/lib/filter-records';

/** A ticket as the screen sees it: Firestore Timestamps already turned into Dates. */
export type AdminTicket = SupportTicketDoc<Date> & { id: string };

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

export function countTicketsByStatus(tickets: readonly Pick<AdminTicket, 'status'>[]): Record<TicketStatus, number> {
  const counts = Object.fromEntries(TICKET_STATUSES.map((status) => [status, 0])) as Record<TicketStatus, number>;
  for (const ticket of tickets) if (ticket.status in counts) counts[ticket.status]++;
  return counts;
}

/** The statuses an admin sets from the modal, with their buttons (SPEC.md §2, §4). */
export const TICKET_ACTIONS: readonly { status: Exclude<TicketStatus, 'open'>; label: string }[] = [
  { status: 'in_progress', label: 'Mark In Progress' },
  { status: 'resolved', label: 'Mark Resolved' },
  { status: 'closed', label: 'Close Ticket' },
];

/** SPEC.md §4: resolving or closing a ticket also stamps responded_at. */
export function marksResponded(status: TicketStatus): boolean {
  return status === 'resolved' || status === 'closed';
}

export const TICKETS_MESSAGES = {
  loadFailed: 'Failed to load support tickets',
  updateFailed: 'Failed to update ticket',
} as const;
