/**
 * The portal's addresses that the backend writes too (links in the support e-mails);
 * web/src/config/paths.ts takes them from here, so each is written once.
 */
export const SUPPORT_PATHS = {
  /** The member's requests, all of them. */
  requests: '/support',
  /** One request's thread, for its member. */
  request: (id: string) => `/support/${encodeURIComponent(id)}`,
  /** Staff's Support Tickets screen. */
  staffTickets: '/admin/support-tickets',
} as const;

/** Staff's Membership Codes screen, which the code-guessing e-mail links to. */
export const STAFF_CODES_PATH = '/admin/membership-codes';
