/**
 * The member support feature's query keys, declared once (docs/architecture.md, "How a screen reads
 * data"). A member's requests share one prefix, so a send or a reading of a thread invalidates
 * every list of them at once.
 */
export const supportKeys = {
  all: ['support'] as const,
  /** Everything support-related of one member. */
  member: (uid: string) => [...supportKeys.all, uid] as const,
  /** Every list of the member's requests (a prefix). */
  tickets: (uid: string) => [...supportKeys.member(uid), 'tickets'] as const,
  /** /support's list, a page at a time ("Show more"). */
  ticketPages: (uid: string) => [...supportKeys.tickets(uid), 'pages'] as const,
  /** The dashboard's newest `count`. */
  newestTickets: (uid: string, count: number) => [...supportKeys.tickets(uid), 'newest', count] as const,
  /** One request's thread, its newest messages first ("Show earlier messages"). */
  thread: (uid: string, ticketId: string) => [...supportKeys.member(uid), 'thread', ticketId] as const,
};
