/**
 * The support tickets a page at a time by query (shared/api/firestore-pages.ts), newest or oldest
 * first, filtered by status; each page joined with its senders' current name and e-mail (the
 * accounts, through listMembers by id: a ticket stores only the sender's uid) and its staff notes.
 * A whole e-mail address finds that account's requests by query (user_id), however old; other
 * text reads on through the tickets in batches (firestore-pages.ts). The counters are aggregate
 * counts, one per status: nothing reads every ticket.
 */
import { collection, documentId, getCount, getDocs, query, where } from 'firebase/firestore/lite';
import { isEmailShaped } from '@common/accounts';
import { TICKET_STATUSES, type TicketStatus } from '@common/content';
import { COLLECTIONS } from '@common/collections';
import { ALL } from '@/lib/filter-records';
import { getDb } from '@/lib/firebase/firestore';
import { firestorePages } from '../../shared/api/firestore-pages';
import { memberSummariesOf, memberSummaryPage } from '../../shared/api/list-members';
import { filterTickets, joinTickets, type AdminTicket } from '../tickets';
import { notesOf, toStoredTicket } from './to-stored-ticket';

/** Firestore's most values in one `in` filter. */
const IN_LIMIT = 30;

async function notesOfTickets(ids: readonly string[]): Promise<Map<string, string>> {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += IN_LIMIT) chunks.push(ids.slice(i, i + IN_LIMIT));
  const snaps = await Promise.all(chunks.map((chunk) => getDocs(query(collection(getDb(), COLLECTIONS.ticketNotes), where(documentId(), 'in', chunk)))));
  return new Map(snaps.flatMap((snap) => snap.docs.map((doc) => [doc.id, notesOf(doc)] as const)));
}

/** A page of tickets with their senders and notes. */
async function completeTickets(tickets: AdminTicket[]): Promise<AdminTicket[]> {
  if (tickets.length === 0) return tickets;
  // A deleted account's requests have no sender ('').
  const senderIds = tickets.map((t) => t.user_id).filter(Boolean);
  const [senders, notes] = await Promise.all([memberSummariesOf(senderIds), notesOfTickets(tickets.map((t) => t.id))]);
  return joinTickets(tickets, senders, notes);
}

export const supportTicketPages = firestorePages<AdminTicket>({
  collection: COLLECTIONS.supportTickets,
  convert: (snap) => ({ ...toStoredTicket(snap), name: '', email: '', email_verified: false, notes: '' }),
  dateField: 'created_at',
  filterField: 'status',
  complete: completeTickets,
  matches: (tickets, search) => filterTickets(tickets, { search, status: ALL }),
  exactSearch: {
    fields: [['user_id']],
    async filter(search) {
      const email = search.toLowerCase();
      if (!isEmailShaped(email)) return null;
      // listMembers looks a whole address up in Auth; no account, no requests to show.
      const { members } = await memberSummaryPage(null, 1, email);
      const account = members.find((member) => member.email.toLowerCase() === email);
      return account ? where('user_id', '==', account.uid) : false;
    },
  },
});

/** How many tickets have each status (aggregate counts: no ticket is read). */
export async function countTicketsByStatus(): Promise<Record<TicketStatus, number>> {
  const tickets = collection(getDb(), COLLECTIONS.supportTickets);
  const counts = await Promise.all(TICKET_STATUSES.map((status) => getCount(query(tickets, where('status', '==', status)))));
  return Object.fromEntries(TICKET_STATUSES.map((status, i) => [status, counts[i]!.data().count])) as Record<TicketStatus, number>;
}
