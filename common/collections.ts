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
} as const;
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
