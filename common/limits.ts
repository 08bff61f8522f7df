/**
 * Field limits, declared once for forms, callables, rules and tests. Their own module: a message
 * that quotes a limit (common/messages.ts, on every screen) must not bring the content declaration.
 */
/** Maximum lengths in characters (lists: items). One table for forms, rules and tests. */
export const LIMITS = {
  title: 200,
  slug: 200,
  excerpt: 1_000,
  author: 120,
  /** Rich text stored as HTML. */
  html: 100_000,
  url: 2_048,
  /** Storage object path (uploaded files). */
  storagePath: 512,
  journal: 200,
  abstract: 5_000,
  authorsCount: 50,
  authorName: 120,
  year: 4,
  description: 2_000,
  price: 40,
  ticketSubject: 200,
  ticketMessage: 5_000,
  adminNotes: 5_000,
  /** A record's references, one per line. */
  references: 5_000,
  /** The plain text of rich text that a list summary keeps (a product's description). */
  summaryText: 600,
} as const;

/**
 * Support requests and follow-ups one member may send in a rolling day, together.
 * The rules enforce it (support_limits/{uid}); the form says so before sending.
 */
export const SUPPORT_MESSAGES_PER_DAY = 10;

/** Publication years accepted by forms and rules. */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;

/**
 * Saved items: at most this many per member. The web app says so before saving; the rules hold it
 * with the member's count (saved_items/{uid}, SavedCountDoc), which moves with every save and removal.
 */
export const SAVED_ITEMS_MAX = 500;
/**
 * Pages kept for offline on a device are hidden once the account has not been confirmed by the
 * server for this many days (a member whose access ended while the device stayed offline), and
 * shown again after the next successful read online.
 */
export const KEPT_UNCONFIRMED_DAYS = 14;
/** The longest record id a saved item or reading progress may name (Firestore ids are at most 1,500 bytes). */
export const SAVED_ID_MAX = 200;

/**
 * An upload that no record names is removed once it is this old (functions/src/files/orphanUploads.ts,
 * daily): a form still open keeps its new uploads unsaved for a while, a cut or closed tab never saves them.
 */
export const ORPHAN_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;
