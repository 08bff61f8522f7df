/**
 * One request's thread as its member reads it: the ticket, then its messages
 * (support_tickets/{id}/messages: the member's follow-ups and staff replies) in the server's order.
 * Staff's internal notes live elsewhere (ticket_notes) and the rules never show them to a member.
 */
import { collection, doc, getDoc, getDocs, orderBy, query, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import type { TicketStatus } from '@common/content';
import { hasNewReply, type SupportTicketDoc, type TicketMessageDoc, type TicketMessageFrom } from '@common/documents';
import { dateOrNull, getDb, isPermissionDenied } from '@/lib/firebase/firestore';
import { followUpIds, sentOnce } from './sent-once';
import { countedWrite } from './support-limit';
import { forgetMemberTickets } from './tickets';

export interface ThreadMessage {
  id: string;
  from: TicketMessageFrom;
  /** Staff replies: the name staff signed with; '' for the member's own. */
  author: string;
  text: string;
  /** Null only in the instant before the server stamped it. */
  at: Date | null;
}

export interface MemberThread {
  id: string;
  subject: string;
  status: TicketStatus;
  createdAt: Date | null;
  /** The request as first sent, then every follow-up and reply, oldest first. */
  messages: ThreadMessage[];
  newReply: boolean;
}

function ticketRef(ticketId: string) {
  return doc(getDb(), COLLECTIONS.supportTickets, ticketId);
}

/** The thread, or null when there is no such request of this member (the rules refuse others'). */
export async function loadMemberThread(uid: string, ticketId: string): Promise<MemberThread | null> {
  const snap = await getDoc(ticketRef(ticketId)).catch((error: unknown) => {
    if (isPermissionDenied(error)) return null;
    throw error;
  });
  if (!snap?.exists()) return null;
  const ticket = snap.data() as Partial<SupportTicketDoc>;
  if (ticket.user_id !== uid) return null;
  const replies = await getDocs(query(collection(snap.ref, SUBCOLLECTIONS.ticketMessages), orderBy('created_at')));
  const createdAt = dateOrNull(ticket.created_at);
  return {
    id: snap.id,
    subject: ticket.subject ?? '',
    status: ticket.status ?? 'open',
    createdAt,
    newReply: hasNewReply(dateOrNull(ticket.last_reply_at), dateOrNull(ticket.member_seen_at)),
    messages: [
      { id: 'request', from: 'member', author: '', text: ticket.message ?? '', at: createdAt },
      ...replies.docs.map((d) => {
        const message = d.data() as Partial<TicketMessageDoc>;
        return {
          id: d.id,
          from: message.from === 'staff' ? ('staff' as const) : ('member' as const),
          author: message.from === 'staff' ? (message.author_name ?? '') : '',
          text: message.text ?? '',
          at: dateOrNull(message.created_at),
        };
      }),
    ],
  };
}

/** The member has read the thread up to now: "New reply" goes away (the one field the rules let them set alone). */
export async function markThreadSeen(uid: string, ticketId: string): Promise<void> {
  await updateDoc(ticketRef(ticketId), { member_seen_at: serverTimestamp() });
  forgetMemberTickets(uid);
}

/** What a follow-up does to the status: a resolved request opens again; others keep theirs. */
export function statusAfterFollowUp(status: TicketStatus): TicketStatus {
  return status === 'resolved' ? 'open' : status;
}

/**
 * Adds the member's follow-up: the message, the ticket's update that names it (status as
 * statusAfterFollowUp, updated_at and member_seen_at now) and the day's count, in one write.
 * `status` is the status the member saw; if staff changed it since, the rules refuse and the
 * thread is read again.
 */
export async function sendFollowUp(uid: string, ticketId: string, status: TicketStatus, text: string): Promise<void> {
  const ticket = ticketRef(ticketId);
  const message: TicketMessageDoc<ReturnType<typeof serverTimestamp>> = { from: 'member', author_uid: uid, text: text.trim(), created_at: serverTimestamp() };
  // The same follow-up sent again after a failure keeps its id: it arrives once (sent-once.ts).
  await followUpIds.run({ uid, ticketId, text: message.text }, async (id) => {
    const ref = doc(collection(ticket, SUBCOLLECTIONS.ticketMessages), id);
    await sentOnce(ref, () =>
      countedWrite(uid, `${ticketId}/${id}`, (batch) => {
        batch.set(ref, message);
        batch.update(ticket, {
          status: statusAfterFollowUp(status),
          updated_at: serverTimestamp(),
          member_seen_at: serverTimestamp(),
          last_follow_up: id,
        } satisfies Partial<SupportTicketDoc<ReturnType<typeof serverTimestamp>>>);
      }),
    );
  });
  forgetMemberTickets(uid);
}
