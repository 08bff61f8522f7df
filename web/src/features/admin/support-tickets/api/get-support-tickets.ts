/**
 * Every support ticket, newest first, read with the admin's credentials (firestore.rules: admins
 * read all tickets and the staff notes), joined to the sender's current name and e-mail from the
 * accounts (listMembers): a ticket stores only the sender's uid. Read fresh each time: members keep
 * sending them.
 */
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@common/collections';
import { getDb } from '@/lib/firebase/firestore';
import { listAllMemberSummaries } from '../../shared/api/list-members';
import { joinTickets, type AdminTicket } from '../tickets';
import { notesOf, toStoredTicket } from './to-stored-ticket';

export async function getSupportTickets(): Promise<AdminTicket[]> {
  const db = getDb();
  const [tickets, notes, senders] = await Promise.all([
    getDocs(query(collection(db, COLLECTIONS.supportTickets), orderBy('created_at', 'desc'))),
    getDocs(collection(db, COLLECTIONS.ticketNotes)),
    listAllMemberSummaries(),
  ]);
  const notesByTicket = new Map(notes.docs.map((doc) => [doc.id, notesOf(doc)]));
  return joinTickets(tickets.docs.map(toStoredTicket), senders, notesByTicket);
}
