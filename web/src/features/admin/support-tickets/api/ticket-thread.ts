/**
 * A ticket's thread as staff read it: the member's follow-ups and the staff replies
 * (support_tickets/{id}/messages) and the internal notes (ticket_notes/{id}/entries, staff only),
 * merged in the server's order. Staff write replies and notes through answerSupportTicket.
 */
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { CALLABLES, type AnswerTicketRequest, type AnswerTicketResult, type TicketAnswerKind } from '@common/callable-contracts';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import type { TicketMessageDoc, TicketNoteEntryDoc } from '@common/documents';
import { dateOrNull, getDb } from '@/lib/firebase/firestore';
import { callKeyed } from '@/lib/firebase/keyed-call';

export interface StaffThreadEntry {
  id: string;
  /** A member's follow-up, a reply the member reads, or a note only staff read. */
  kind: 'follow_up' | TicketAnswerKind;
  /** Staff entries: who wrote it; follow-ups: '' (the ticket's sender). */
  author: string;
  text: string;
  at: Date | null;
}

/** Oldest first; an entry not yet stamped by the server goes last. */
export function byTime(a: StaffThreadEntry, b: StaffThreadEntry): number {
  return (a.at?.getTime() ?? Infinity) - (b.at?.getTime() ?? Infinity);
}

export async function loadStaffThread(ticketId: string): Promise<StaffThreadEntry[]> {
  const db = getDb();
  const [messages, notes] = await Promise.all([
    getDocs(query(collection(db, COLLECTIONS.supportTickets, ticketId, SUBCOLLECTIONS.ticketMessages), orderBy('created_at'))),
    getDocs(query(collection(db, COLLECTIONS.ticketNotes, ticketId, SUBCOLLECTIONS.ticketNoteEntries), orderBy('created_at'))),
  ]);
  const entries: StaffThreadEntry[] = [
    ...messages.docs.map((doc) => {
      const message = doc.data() as Partial<TicketMessageDoc>;
      const staff = message.from === 'staff';
      return { id: doc.id, kind: staff ? ('reply' as const) : ('follow_up' as const), author: staff ? (message.author_name ?? '') : '', text: message.text ?? '', at: dateOrNull(message.created_at) };
    }),
    ...notes.docs.map((doc) => {
      const note = doc.data() as Partial<TicketNoteEntryDoc>;
      return { id: doc.id, kind: 'note' as const, author: note.author_name ?? '', text: note.text ?? '', at: dateOrNull(note.created_at) };
    }),
  ];
  return entries.sort(byTime);
}

export async function answerSupportTicket(ticketId: string, kind: TicketAnswerKind, text: string): Promise<AnswerTicketResult> {
  return callKeyed<AnswerTicketRequest, AnswerTicketResult>(CALLABLES.answerSupportTicket, { ticketId, kind, text: text.trim() });
}
