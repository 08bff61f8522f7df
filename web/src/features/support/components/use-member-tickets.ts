import { useCallback, useEffect, useState } from 'react';
import { cachedMemberTickets, listMemberTickets, moreMemberTickets, type MemberTicketsPage } from '../api/tickets';

export type TicketsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; page: MemberTicketsPage; more: 'idle' | 'loading' | 'error' };

/**
 * The member's own tickets, newest first: the ones cached this session show at once, and every
 * mount reads the first page again (a staff reply or status since then shows); `reload()` reads it
 * again after a send, `showMore()` the next page.
 */
export function useMemberTickets(uid: string | undefined) {
  const [state, setState] = useState<TicketsState>(() => {
    const cached = uid ? cachedMemberTickets(uid) : undefined;
    return cached ? { status: 'loaded', page: cached, more: 'idle' } : { status: 'loading' };
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!uid) return;
    let live = true;
    listMemberTickets(uid, { fresh: true }).then(
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
  }, [uid, version]);

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
