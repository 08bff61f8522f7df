/** Firestore collection names, used by the web app, functions, seed, rules tests. */
export const COLLECTIONS = {
  users: 'users',
  membershipCodes: 'membership_codes',
  codeAttempts: 'code_attempts',
  articles: 'articles',
  publications: 'publications',
  resources: 'resources',
  products: 'products',
  supportTickets: 'support_tickets',
  /** Slug index: one document per slug in use, so two records can never share one (DECISIONS.md §4). */
  slugs: 'slugs',
  /** Staff actions (common/audit.ts): written by the backend only, read by admins. */
  auditLog: 'audit_log',
} as const;
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
