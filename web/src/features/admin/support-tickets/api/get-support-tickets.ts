/**
 * Every support ticket, newest first, read with the admin's credentials (firestore.rules: admins
 * read all tickets, a member only their own). Read fresh each time: members keep sending them.
 */
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@common/collections';
import { getDb } from '@/lib/firebase/firestore';
import type { AdminTicket } from '../tickets';
import { toAdminTicket } from './to-admin-ticket';

export async function getSupportTickets(): Promise<AdminTicket[]> {
  const snap = await getDocs(query(collection(getDb(), COLLECTIONS.supportTickets), orderBy('created_at', 'desc')));
  return snap.docs.map(toAdminTicket);
}
