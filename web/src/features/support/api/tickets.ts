/**
 * Support tickets of the signed-in member (docs/decisions/0010-support-conversations-and-mail.md): created through the rule-validated
 * write of firestore.rules (exactly these keys, the sender's own uid and no name or e-mail, status
 * open, server timestamps, with the day's count: support-limit.ts) and listed by user_id, newest
 * first: on /support a page at a time ("Show more"), on the dashboard only the newest few it shows
 * (one query of that many, no look ahead). Both lists are queries of the query client
 * (./ticket-queries.ts); a send or the reading of a thread marks them out of date
 * (memberTicketsChanged).
 */
import { collection, doc, getDocs, limit, orderBy, query, serverTimestamp, startAfter, where, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@common/collections';
import type { TicketStatus } from '@common/content';
import { hasNewReply, type SupportTicketDoc } from '@common/documents';
import type { QueryShape } from '@common/query-shapes';
import type { SupportRequestInput } from '@common/schemas/tickets';
import { dateOrNull, getDb } from '@/lib/firebase/firestore';
import { requestIds, sentOnce } from './sent-once';
import { countedWrite } from './support-limit';

export interface MemberTicket {
  id: string;
  subject: string;
  status: TicketStatus;
  /** Null only in the instant before the server stamped it. */
  createdAt: Date | null;
  /** Staff replied since the member last opened the thread. */
  newReply: boolean;
}


export async function createSupportTicket(uid: string, input: SupportRequestInput): Promise<string> {
  const ticket: SupportTicketDoc<ReturnType<typeof serverTimestamp>> = {
    user_id: uid,
    // The form's schema output (common/schemas/tickets.ts): trimmed, within the rules' limits.
    ...input,
    status: 'open',
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
    responded_at: null,
  };
  // The same request sent again after a failure keeps its id: it arrives once (sent-once.ts).
  return requestIds.run({ uid, subject: ticket.subject, message: ticket.message }, async (id) => {
    const ref = doc(getDb(), COLLECTIONS.supportTickets, id);
    await sentOnce(ref, () => countedWrite(uid, id, (batch) => batch.set(ref, ticket)));
    return id;
  });
}

/** How many of their requests a member sees at first, and with each "Show more". */
export const MEMBER_TICKETS_PAGE = 5;

/** Some of the member's requests, newest first, and where the next ones start (null: no more). */
export interface MemberTicketsPage {
  tickets: MemberTicket[];
  next: QueryDocumentSnapshot | null;
}

function toMemberTicket(doc: QueryDocumentSnapshot): MemberTicket {
  const data = doc.data() as Partial<SupportTicketDoc>;
  return {
    id: doc.id,
    subject: typeof data.subject === 'string' ? data.subject : '',
    status: (data.status ?? 'open') as TicketStatus,
    createdAt: dateOrNull(data.created_at),
    newReply: hasNewReply(dateOrNull(data.last_reply_at), dateOrNull(data.member_seen_at)),
  };
}

/** The query of a member's requests (web/src/app/firestore-indexes.test.ts checks its index). */
export const MEMBER_TICKETS_SHAPE = {
  collection: COLLECTIONS.supportTickets,
  equals: ['user_id'],
  orderBy: [['created_at', 'desc']],
} as const satisfies QueryShape;

/** At most `count` of the member's own (user_id), newest first, after `after`. */
function readTickets(uid: string, count: number, after: QueryDocumentSnapshot | null) {
  return getDocs(
    query(
      collection(getDb(), MEMBER_TICKETS_SHAPE.collection),
      where(MEMBER_TICKETS_SHAPE.equals[0], '==', uid),
      orderBy(...MEMBER_TICKETS_SHAPE.orderBy[0]),
      ...(after ? [startAfter(after)] : []),
      limit(count),
    ),
  );
}

/** One page of /support, after `after`: one more than shown, to know if others follow. */
export async function memberTicketsPage(uid: string, after: QueryDocumentSnapshot | null): Promise<MemberTicketsPage> {
  const snap = await readTickets(uid, MEMBER_TICKETS_PAGE + 1, after);
  const docs = snap.docs.slice(0, MEMBER_TICKETS_PAGE);
  return { tickets: docs.map(toMemberTicket), next: snap.docs.length > MEMBER_TICKETS_PAGE ? docs[docs.length - 1]! : null };
}

/** The dashboard's newest `count` requests (no more than it shows). */
export async function newestMemberTickets(uid: string, count: number): Promise<MemberTicket[]> {
  return (await readTickets(uid, count, null)).docs.map(toMemberTicket);
}
