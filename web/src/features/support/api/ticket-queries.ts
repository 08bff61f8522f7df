/** The member's requests as queries of the query client (keys in ./query-keys.ts). */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { queryClient } from '@/lib/query-client';
import { supportKeys } from './query-keys';
import { memberTicketsPage, newestMemberTickets, type MemberTicketsPage } from './tickets';

/** /support's list: the first page, then one more with each "Show more". */
export const memberTicketPagesQuery = (uid: string) =>
  infiniteQueryOptions({
    queryKey: supportKeys.ticketPages(uid),
    queryFn: ({ pageParam }) => memberTicketsPage(uid, pageParam),
    initialPageParam: null as QueryDocumentSnapshot | null,
    getNextPageParam: (last: MemberTicketsPage) => last.next ?? undefined,
  });

/** The dashboard's newest `count` requests (no more than it shows). */
export const newestMemberTicketsQuery = (uid: string, count: number) =>
  queryOptions({ queryKey: supportKeys.newestTickets(uid, count), queryFn: () => newestMemberTickets(uid, count) });

/**
 * The member's requests changed (a send, a thread read): every list of them is out of date. A list
 * on screen reads again now (the dashboard's, after Contact Support), the others when next shown.
 */
export function memberTicketsChanged(uid: string): void {
  void queryClient.invalidateQueries({ queryKey: supportKeys.tickets(uid) });
}
