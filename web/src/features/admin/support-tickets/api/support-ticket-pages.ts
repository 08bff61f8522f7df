/**
 * The support tickets a page at a time by query (shared/api/firestore-pages.ts), newest or oldest
 * first, filtered by status: the source for when the tickets outgrow one read ("Ready for a real
 * deploy"; each page then needs joinTickets with its senders and notes). The screen still reads them
 * all (get-support-tickets.ts): its search matches any part of subject, message, name and e-mail,
 * and its counters count every ticket.
 */
import { COLLECTIONS } from '@common/collections';
import { firestorePages } from '../../shared/api/firestore-pages';
import { toStoredTicket } from './to-stored-ticket';

export const supportTicketPages = firestorePages({ collection: COLLECTIONS.supportTickets, convert: toStoredTicket, dateField: 'created_at', filterField: 'status' });
