/**
 * One request's thread as its member reads it: the ticket (the request, as first sent), then its
 * messages (support_tickets/{id}/messages: the member's follow-ups and staff replies) in the
 * server's order. A long thread is read from its newest messages back, a page at a time ("Show
 * earlier messages"), as a query of the query client (keys in ./query-keys.ts). Staff's internal
 * notes live elsewhere (ticket_notes) and the rules never show them to a member.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, startAfter, updateDoc, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import type { TicketStatus } from '@common/content';
import { hasNewReply, type SupportTicketDoc, type TicketMessageDoc, type TicketMessageFrom } from '@common/documents';
import { dateOrNull, getDb, isPermissionDenied } from '@/lib/firebase/firestore';
import { supportKeys } from './query-keys';
import { followUpIds, sentOnce } from './sent-once';
import { countedWrite } from './support-limit';

export interface ThreadMessage {
  id: string;
  from: TicketMessageFrom;
  /** Staff replies: the name staff signed with; '' for the member's own. */
  author: string;
  text: string;
  /** Null only in the instant before the server stamped it. */
  at: Date | null;
}

/** The request itself: what the thread is about, and the message it began with. */
export interface MemberTicketHead {
  id: string;
  subject: string;
  status: TicketStatus;
  createdAt: Date | null;
  /** The request as first sent. */
  request: ThreadMessage;
  newReply: boolean;
}

/** How many of a thread's messages are read at first, and with each "Show earlier messages". */
export const THREAD_MESSAGES_PAGE = 20;

/**
 * One page of a thread: its messages oldest first, and where the earlier ones end (null: none
 * earlier). The first page (the newest messages) also carries the ticket: null when there is no
 * such request of this member (the rules refuse others').
 */
export interface ThreadPage {
  ticket?: MemberTicketHead | null;
  messages: ThreadMessage[];
  earlier: QueryDocumentSnapshot | null;
}

function ticketRef(ticketId: string) {
  return doc(getDb(), COLLECTIONS.supportTickets, ticketId);
}

function toMessage(d: QueryDocumentSnapshot): ThreadMessage {
  const message = d.data() as Partial<TicketMessageDoc>;
  return {
    id: d.id,
    from: message.from === 'staff' ? 'staff' : 'member',
    author: message.from === 'staff' ? (message.author_name ?? '') : '',
    text: message.text ?? '',
    at: dateOrNull(message.created_at),
  };
}

/** The messages before `before` (or the newest), newest first: one more than a page, to know if others precede. */
async function readMessages(ticketId: string, before: QueryDocumentSnapshot | null): Promise<Omit<ThreadPage, 'ticket'>> {
  const snap = await getDocs(
    query(collection(ticketRef(ticketId), SUBCOLLECTIONS.ticketMessages), orderBy('created_at', 'desc'), ...(before ? [startAfter(before)] : []), limit(THREAD_MESSAGES_PAGE + 1)),
  );
  const docs = snap.docs.slice(0, THREAD_MESSAGES_PAGE);
  return { messages: docs.map(toMessage).reverse(), earlier: snap.docs.length > THREAD_MESSAGES_PAGE ? docs[docs.length - 1]! : null };
}

/** The ticket and its newest messages, or the ticket null when there is no such request of this member. */
async function readFirstPage(uid: string, ticketId: string): Promise<ThreadPage> {
  const snap = await getDoc(ticketRef(ticketId)).catch((error: unknown) => {
    if (isPermissionDenied(error)) return null;
    throw error;
  });
  const ticket = snap?.exists() ? (snap.data() as Partial<SupportTicketDoc>) : null;
  if (!snap || !ticket || ticket.user_id !== uid) return { ticket: null, messages: [], earlier: null };
  const createdAt = dateOrNull(ticket.created_at);
  return {
    ticket: {
      id: snap.id,
      subject: ticket.subject ?? '',
      status: ticket.status ?? 'open',
      createdAt,
      request: { id: 'request', from: 'member', author: '', text: ticket.message ?? '', at: createdAt },
      newReply: hasNewReply(dateOrNull(ticket.last_reply_at), dateOrNull(ticket.member_seen_at)),
    },
    ...(await readMessages(ticketId, null)),
  };
}

/**
 * A member's thread: the ticket with the newest messages, then earlier pages on request. Read again
 * on every visit (showing the last answer meanwhile): a staff reply or status since then shows.
 */
export const memberThreadQuery = (uid: string, ticketId: string) =>
  infiniteQueryOptions({
    queryKey: supportKeys.thread(uid, ticketId),
    staleTime: 0,
    queryFn: ({ pageParam }): Promise<ThreadPage> => (pageParam ? readMessages(ticketId, pageParam) : readFirstPage(uid, ticketId)),
    initialPageParam: null as QueryDocumentSnapshot | null,
    getNextPageParam: (page: ThreadPage) => page.earlier ?? undefined,
  });

/** The member has read the thread up to now: "New reply" goes away (the one field the rules let them set alone). */
export async function markThreadSeen(ticketId: string): Promise<void> {
  await updateDoc(ticketRef(ticketId), { member_seen_at: serverTimestamp() });
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
}
