/**
 * An admin's ticket update (SPEC.md §4), exactly the write firestore.rules allow: status, the admin
 * notes, updated_at from the server clock, and responded_at from the server clock when the ticket
 * is resolved or closed (left as it is otherwise). Nothing else changes.
 */
import { doc, serverTimestamp, updateDoc, type FieldValue } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@common/collections';
import type { SupportTicketDoc, TicketStatus } from '@common/content';
import { getDb } from '@/lib/firebase/firestore';
import { marksResponded } from '../tickets';

type TicketUpdate = Partial<Pick<SupportTicketDoc<FieldValue>, 'status' | 'admin_notes' | 'updated_at' | 'responded_at'>>;

export async function updateSupportTicket(id: string, change: { status: TicketStatus; adminNotes: string }): Promise<void> {
  const update: TicketUpdate = {
    status: change.status,
    admin_notes: change.adminNotes,
    updated_at: serverTimestamp(),
  };
  if (marksResponded(change.status)) update.responded_at = serverTimestamp();
  await updateDoc(doc(getDb(), COLLECTIONS.supportTickets, id), update);
}
