/**
 * Support tickets of the signed-in member (docs/decisions/0010-support-conversations-and-mail.md): created through the rule-validated
 * write of firestore.rules (exactly these keys, the sender's own uid and no name or e-mail, status
 * open, server timestamps, with the day's count: support-limit.ts) and listed by user_id, newest
 * first: on /support a page at a time ("Show more"), on the dashboard only the newest few it shows
 * (one query of that many, no look ahead). What the member has seen is cached for the
 * session, each list apart, and dropped on sign-out, and whenever they send or read a thread.
 */
import { collection, doc, getDocs, limit, orderBy, query, serverTimestamp, startAfter, where, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@common/collections';
import type { TicketStatus } from '@common/content';
import { hasNewReply, type SupportTicketDoc } from '@common/documents';
import type { QueryShape } from '@common/query-shapes';
import { dateOrNull, getDb } from '@/lib/firebase/firestore';
import { onMemberCacheClear } from '@/lib/member-cache';
import { normalizeTicket, type TicketInput } from '../validation';
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


export async function createSupportTicket(uid: string, input: TicketInput): Promise<string> {
  const ticket: SupportTicketDoc<ReturnType<typeof serverTimestamp>> = {
    user_id: uid,
    ...normalizeTicket(input),
    status: 'open',
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
    responded_at: null,
  };
  // The same request sent again after a failure keeps its id: it arrives once (sent-once.ts).
  const id = await requestIds.run({ uid, subject: ticket.subject, message: ticket.message }, async (id) => {
    const ref = doc(getDb(), COLLECTIONS.supportTickets, id);
    await sentOnce(ref, () => countedWrite(uid, id, (batch) => batch.set(ref, ticket)));
    return id;
  });
  forgetMemberTickets(uid);
  return id;
}

/** Drops the cached lists, so that the next look reads statuses and replies again. */
export function forgetMemberTickets(uid: string): void {
  cache.delete(uid);
  newestCache.delete(uid);
}

/** How many of their requests a member sees at first, and with each "Show more". */
export const MEMBER_TICKETS_PAGE = 5;

/** Some of the member's requests, newest first, and where the next ones start (null: no more). */
export interface MemberTicketsPage {
  tickets: MemberTicket[];
  next: QueryDocumentSnapshot | null;
}

/** /support's pages shown so far, by member. */
const cache = new Map<string, MemberTicketsPage>();
/** The dashboard's newest few, by member, and how many were asked for (never /support's page: that one knows what follows). */
const newestCache = new Map<string, { count: number; tickets: MemberTicket[] }>();
onMemberCacheClear(() => {
  cache.clear();
  newestCache.clear();
});

/** The requests shown so far this session (first page and every "Show more"), if loaded already. */
export function cachedMemberTickets(uid: string): MemberTicketsPage | undefined {
  return cache.get(uid);
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
async function readPage(uid: string, after: QueryDocumentSnapshot | null): Promise<MemberTicketsPage> {
  const snap = await readTickets(uid, MEMBER_TICKETS_PAGE + 1, after);
  const docs = snap.docs.slice(0, MEMBER_TICKETS_PAGE);
  return { tickets: docs.map(toMemberTicket), next: snap.docs.length > MEMBER_TICKETS_PAGE ? docs[docs.length - 1]! : null };
}

/** The dashboard's newest `count` requests, read again (no more than it shows). */
export async function newestMemberTickets(uid: string, count: number): Promise<MemberTicket[]> {
  const tickets = (await readTickets(uid, count, null)).docs.map(toMemberTicket);
  newestCache.set(uid, { count, tickets });
  return tickets;
}

/**
 * The newest `count` requests already read this session: the dashboard's own, or the head of
 * /support's first page when that holds as many (or all there are).
 */
export function cachedNewestMemberTickets(uid: string, count: number): MemberTicket[] | undefined {
  const own = newestCache.get(uid);
  if (own && own.count >= count) return own.tickets.slice(0, count);
  const page = cache.get(uid);
  if (page && (page.tickets.length >= count || !page.next)) return page.tickets.slice(0, count);
  return undefined;
}

/** The newest requests (the cached list, unless `fresh`). */
export async function listMemberTickets(uid: string, { fresh = false }: { fresh?: boolean } = {}): Promise<MemberTicketsPage> {
  const cached = cache.get(uid);
  if (cached && !fresh) return cached;
  const page = await readPage(uid, null);
  cache.set(uid, page);
  return page;
}

/** The next requests after those shown, added to them. */
export async function moreMemberTickets(uid: string, shown: MemberTicketsPage): Promise<MemberTicketsPage> {
  if (!shown.next) return shown;
  const page = await readPage(uid, shown.next);
  const all = { tickets: [...shown.tickets, ...page.tickets], next: page.next };
  cache.set(uid, all);
  return all;
}
