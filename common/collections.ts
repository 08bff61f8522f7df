/** Firestore collection names, used by the web app, functions, seed, rules tests. */
export const COLLECTIONS = {
  users: 'users',
  membershipCodes: 'membership_codes',
  codeAttempts: 'code_attempts',
  articles: 'articles',
  publications: 'publications',
  resources: 'resources',
  products: 'products',
  /**
   * Lean lists: one small summary per record (same id), written in the same batch as
   * the record; member and staff lists read these, the detail page the record.
   */
  articleSummaries: 'article_summaries',
  publicationSummaries: 'publication_summaries',
  resourceSummaries: 'resource_summaries',
  productSummaries: 'product_summaries',
  supportTickets: 'support_tickets',
  /**
   * Slug index: one document per slug in use, so two records can never share one
   * (docs/decisions/0009-unique-slugs.md).
   */
  slugs: 'slugs',
  /** Staff actions (common/audit.ts): written by the backend only, read by admins. */
  auditLog: 'audit_log',
  /**
   * Per-account revocation time (AccessCutoffDoc): rules refuse a token signed in before it.
   * Written by the backend only; each account may read its own.
   */
  accessCutoffs: 'access_cutoffs',
  /**
   * The global code-guessing breaker (common/membership.ts CODE_BREAKER): its state, the failure
   * buckets, and in the emulator only a test override of its settings. Server only.
   */
  codeBreaker: 'code_breaker',
  /** Staff-only notes of a support ticket (TicketNotesDoc), id = the ticket's: admins read, the backend writes. */
  ticketNotes: 'ticket_notes',
  /**
   * One document (CONTENT_VERSIONS_DOC, ContentVersionsDoc) with the time of the last change per
   * content collection, stamped by the backend on every content write; a member's tab that has
   * lists cached reads it at most once per navigation to drop the stale ones.
   */
  contentVersions: 'content_versions',
  /**
   * A member's support messages of the last day (SupportLimitDoc), id = the uid: the rules let a
   * request or follow-up through only together with its count (SUPPORT_MESSAGES_PER_DAY).
   */
  supportLimits: 'support_limits',
  /**
   * Outgoing e-mail in the format of Firebase's "Trigger Email" extension (MailDoc): written by the
   * backend's support triggers only, sent by the extension where it is installed (docs/deploy.md).
   */
  mail: 'mail',
  /**
   * Revisions of content records: content_history/{collection}__{id} (historyDocId)
   * with one document per save or delete in its `versions` subcollection (ContentRevisionDoc),
   * written by the content audit trigger only, read by admins, kept after the record is deleted.
   */
  contentHistory: 'content_history',
  /**
   * A member's saved items: saved_items/{uid}/items/{savedItemId(kind, id)}
   * (SavedItemDoc), and their count, the parent document saved_items/{uid} (SavedCountDoc), which
   * moves in the same batch as each save and removal. Only that member reads and writes them
   * (firestore.rules).
   */
  savedItems: 'saved_items',
  /**
   * "Continue reading": reading_progress/{uid}, one document (ReadingProgressDoc) per
   * member: the last article or resource opened and not finished. Only that member reads and writes it.
   */
  readingProgress: 'reading_progress',
  /**
   * One document per idempotency key of a keyed callable (common/idempotency.ts, IdempotencyKeyDoc),
   * id derived from the callable, the caller and the key: the call's state and, once done, its
   * result. Written by the backend only, read by nobody else; expire_at drives a TTL policy.
   */
  idempotencyKeys: 'idempotency_keys',
  /**
   * Insights (common/insights.ts, docs/decisions/0036-first-party-insights.md), all written by the
   * functions only. insight_counts: one of INSIGHT_SHARDS shard documents per record and day
   * ({day}__{kind}__{id}__{shard}: day, kind, id and a count per action), which staff may read.
   */
  insightCounts: 'insight_counts',
  /** Per kind and day, sharded the same way ({day}__{kind}__{shard}: day, kind, a count per action); staff may read. */
  insightTotals: 'insight_totals',
  /**
   * Once-only markers and per-account daily counters, each id a keyed hash (never a uid), with
   * expire_at for a TTL policy. Nobody but the functions reads them.
   */
  insightMarkers: 'insight_markers',
  /**
   * Searches that found nothing, one document per normalised query (id: its keyed hash): the words
   * and the day buckets of first sightings. Nobody but the functions reads them: getInsights shows
   * only those past the threshold.
   */
  insightSearches: 'insight_searches',
  /**
   * Faults a test plants for the Functions emulator (functions/src/shared/testHooks.ts): read only
   * there, never by a deployed function; no rule names it, so no client reads or writes it.
   */
  testHooks: 'test_hooks',
} as const;
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/**
 * Subcollections: support_tickets/{id}/messages (TicketMessageDoc: the member's
 * follow-ups and staff replies, which the member reads) and ticket_notes/{id}/entries
 * (TicketNoteEntryDoc: internal notes, which only staff read).
 */
export const SUBCOLLECTIONS = {
  ticketMessages: 'messages',
  ticketNoteEntries: 'entries',
  /** content_history/{collection}__{id}/versions/{event id}: a record's revisions. */
  historyVersions: 'versions',
  /** saved_items/{uid}/items/{kind}__{id}: one saved record. */
  savedItems: 'items',
} as const;
