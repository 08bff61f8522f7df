import { useEffect } from 'react';
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { memberTicketPagesQuery, newestMemberTicketsQuery } from '../api/ticket-queries';
import type { MemberTicket, MemberTicketsPage } from '../api/tickets';
import { supportKeys } from '../api/query-keys';

export type TicketsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; tickets: MemberTicket[]; hasMore: boolean; more: 'idle' | 'loading' | 'error' };

/**
 * /support's requests, newest first, a page at a time (`showMore()` reads the next one). The ones
 * read this session show at once, and every visit reads the first page again (a staff reply or a
 * status since then shows); the pages shown beyond it last time are not read again, they come back
 * with Show more.
 */
export function useMemberTicketPages(uid: string | undefined): { state: TicketsState; showMore: () => void } {
  const list = useInfiniteQuery({ ...memberTicketPagesQuery(uid ?? ''), enabled: Boolean(uid), refetchOnMount: false });

  useEffect(() => {
    if (!uid) return;
    const key = supportKeys.ticketPages(uid);
    // Nothing read yet: the query's own first read is under way.
    if (!queryClient.getQueryData(key)) return;
    queryClient.setQueryData<InfiniteData<MemberTicketsPage, unknown>>(key, (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) });
    void queryClient.refetchQueries({ queryKey: key, exact: true });
  }, [uid]);

  const showMore = () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };
  let state: TicketsState;
  if (list.isError && !list.isFetchNextPageError) state = { status: 'error' };
  else if (!list.data) state = { status: 'loading' };
  else {
    state = {
      status: 'loaded',
      tickets: list.data.pages.flatMap((page) => page.tickets),
      hasMore: list.hasNextPage,
      more: list.isFetchingNextPage ? 'loading' : list.isFetchNextPageError ? 'error' : 'idle',
    };
  }
  return { state, showMore };
}

/**
 * The dashboard's newest `count` requests: read again on every visit (a staff reply or status since
 * then shows), showing meanwhile the last answer, or the head of /support's first page when that
 * holds as many (or all there are). What follows is on /support, never read here.
 */
export function useNewestMemberTickets(uid: string | undefined, count: number): TicketsState {
  const newest = useQuery({
    ...newestMemberTicketsQuery(uid ?? '', count),
    enabled: Boolean(uid),
    staleTime: 0,
    placeholderData: () => {
      const first = uid ? queryClient.getQueryData<InfiniteData<MemberTicketsPage, unknown>>(supportKeys.ticketPages(uid))?.pages[0] : undefined;
      return first && (first.tickets.length >= count || !first.next) ? first.tickets.slice(0, count) : undefined;
    },
  });
  if (newest.isError) return { status: 'error' };
  if (!newest.data) return { status: 'loading' };
  return { status: 'loaded', tickets: newest.data, hasMore: false, more: 'idle' };
}
