import { useCallback, useEffect, useState } from 'react';
import {
  cachedMemberTickets,
  cachedNewestMemberTickets,
  listMemberTickets,
  moreMemberTickets,
  newestMemberTickets,
  type MemberTicket,
  type MemberTicketsPage,
} from '../api/tickets';

export type TicketsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; page: MemberTicketsPage; more: 'idle' | 'loading' | 'error' };

/** The dashboard's few as a page: what follows is on /support, never read here. */
const newestPage = (tickets: MemberTicket[]): MemberTicketsPage => ({ tickets, next: null });

/**
 * The member's own tickets, newest first: the ones cached this session show at once, and every
 * mount reads them again (a staff reply or status since then shows); `reload()` reads them again
 * after a send. With `newest` (the dashboard) only that many are read and shown; without it (/support)
 * the first page, and `showMore()` reads the next one.
 */
export function useMemberTickets(uid: string | undefined, { newest }: { newest?: number } = {}) {
  const [state, setState] = useState<TicketsState>(() => {
    const newestCached = uid && newest ? cachedNewestMemberTickets(uid, newest) : undefined;
    const cached = !uid ? undefined : newest ? newestCached && newestPage(newestCached) : cachedMemberTickets(uid);
    return cached ? { status: 'loaded', page: cached, more: 'idle' } : { status: 'loading' };
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!uid) return;
    let live = true;
    const read = newest ? newestMemberTickets(uid, newest).then(newestPage) : listMemberTickets(uid, { fresh: true });
    read.then(
      (page) => {
        if (live) setState({ status: 'loaded', page, more: 'idle' });
      },
      (error: unknown) => {
        console.error('Failed to load support tickets', error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [uid, newest, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const showMore = useCallback(() => {
    if (!uid || state.status !== 'loaded' || state.more === 'loading' || !state.page.next) return;
    const shown = state.page;
    setState({ status: 'loaded', page: shown, more: 'loading' });
    moreMemberTickets(uid, shown).then(
      (page) => setState({ status: 'loaded', page, more: 'idle' }),
      (error: unknown) => {
        console.error('Failed to load more support tickets', error);
        setState({ status: 'loaded', page: shown, more: 'error' });
      },
    );
  }, [uid, state]);
  return { state, reload, showMore };
}
