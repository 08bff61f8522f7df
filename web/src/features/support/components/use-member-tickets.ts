import { useCallback, useEffect, useState } from 'react';
import { cachedMemberTickets, listMemberTickets, type MemberTicket } from '../api/tickets';

export type TicketsState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; tickets: MemberTicket[] };

/** The member's own tickets; `reload()` fetches them again (after a send). */
export function useMemberTickets(uid: string | undefined) {
  const [state, setState] = useState<TicketsState>(() => {
    const cached = uid ? cachedMemberTickets(uid) : undefined;
    return cached ? { status: 'loaded', tickets: cached } : { status: 'loading' };
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!uid) return;
    let live = true;
    listMemberTickets(uid, { fresh: version > 0 }).then(
      (tickets) => {
        if (live) setState({ status: 'loaded', tickets });
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
  return { state, reload };
}
