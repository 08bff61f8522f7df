/**
 * Shapes of the Firestore documents that the functions, the admin scripts, the seed and the web app
 * share (docs/product.md §3 fields, snake_case). `T` is the timestamp type of the SDK that reads them.
 */
import { COLLECTIONS } from './collections';
import type { ContentKind, TicketStatus } from './content';
import type { Role } from './roles';

/** users/{uid}: written only by Cloud Functions and admin scripts. */
export interface UserProfileDoc<T = unknown> {
  email: string;
  /** The account's display name (the full name given at registration), '' when unknown. */
  name: string;
  /** null once staff removed the membership (removeMembership); the code stays as history. */
  role: Role | null;
  /** The code redeemed, null for an admin who never redeemed one. */
  membership_code: string | null;
  member_since: T;
  updated_at: T;
}

/** membership_codes/{code}: the 4-digit code is the document id. */
export interface MembershipCodeDoc<T = unknown> {
  code: string;
  is_used: boolean;
  assigned_to: string | null;
  assigned_user: { email: string } | null;
  used_at: T | null;
  created_at: T;
  /**
   * Optional (docs/decisions/0002-membership-codes.md): only the account with this e-mail may
   * redeem the code.
   */
  invitee_email?: string | null;
  /** Optional (docs/decisions/0002-membership-codes.md): not redeemable from this time on. */
  expires_at?: T | null;
  /** Set by "Retire unused codes" (retireUnusedCodes): the code can never be redeemed again. */
  retired_at?: T | null;
}

/**
 * Records of attempts (guess-budget counters, breaker buckets) carry this time and Firestore's TTL
 * policy deletes each one after it (firestore.indexes.json "fieldOverrides", deployed with the
 * indexes): no address hash or account counter is kept longer than a budget can need it.
 */
export const EXPIRY_FIELD = 'expire_at';
/**
 * The collections whose records expire by EXPIRY_FIELD. In access_cutoffs only a deleted account's
 * cut-off carries it (AccessCutoffDoc); every idempotency key does (IdempotencyKeyDoc), and every
 * insights document (functions/src/insights/counting.ts).
 */
export const EXPIRING_COLLECTIONS = [
  COLLECTIONS.codeAttempts,
  COLLECTIONS.codeBreaker,
  COLLECTIONS.accessCutoffs,
  COLLECTIONS.idempotencyKeys,
  COLLECTIONS.insightCounts,
  COLLECTIONS.insightTotals,
  COLLECTIONS.insightMarkers,
  COLLECTIONS.insightSearches,
] as const;

/** code_attempts/{key}: guess-budget counters; no client may read or write them. */
export interface CodeAttemptsDoc<T = unknown> {
  /** Times (epoch ms) of failed or in-flight redemptions, pruned to GUESS_HISTORY_MS. */
  failures: number[];
  updated_at: T;
  /** EXPIRY_FIELD: when the newest entry leaves every budget window (then the TTL policy deletes it). */
  expire_at?: T;
}

export const codeAttemptsKey = {
  account: (uid: string) => `account_${uid}`,
  /** `addressHash` is the hex SHA-256 of the normalized client address. */
  address: (addressHash: string) => `address_${addressHash}`,
  /** `networkHash`: the same hash of an IPv6 address's /48 (the budget all its /64s share). */
  network: (networkHash: string) => `network_${networkHash}`,
} as const;

/** How long a Firebase ID token is valid after it is minted. */
export const ID_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/**
 * How long a deleted account's cut-off is kept after it: every token minted before the deletion has
 * expired by then, with five minutes to spare for clocks that disagree.
 */
export const DELETED_ACCOUNT_CUTOFF_KEPT_MS = ID_TOKEN_LIFETIME_MS + 5 * 60 * 1000;

/**
 * access_cutoffs/{uid}: the account's tokens from sign-ins before `not_before` are refused. Staff
 * taking a role away and the account's deletion set it (functions/src/roles/revocation.ts), and so
 * does a password change, which ends the account's other sessions without taking anything away.
 * Rules refuse any token of the account whose `auth_time` (seconds) is before `not_before`; only the
 * backend writes it, and a deletion keeps it (a missing cut-off refuses nothing).
 */
export interface AccessCutoffDoc<T = unknown> {
  /** Whole seconds since the epoch, comparable with a token's auth_time. */
  not_before: number;
  /**
   * Whole seconds: the cut-off of the account's last removal (a role taken away, or the account
   * deleted); null when there was none, only password changes. Absent from documents written
   * before the field existed: their not_before may be a removal, so it counts as one.
   */
  removed_at?: number | null;
  /**
   * A removal whose claim change has not been followed by its final cut-off yet (the cut-off
   * written before the claim changed): a retry of the role change completes it.
   */
  provisional?: boolean;
  updated_at: T;
  /**
   * EXPIRY_FIELD, on a deleted account's cut-off only: not_before plus DELETED_ACCOUNT_CUTOFF_KEPT_MS,
   * when no token of the account is valid any more (then the TTL policy deletes it).
   */
  expire_at?: T;
}

/** code_breaker/state: when the global guessing breaker last tripped (CODE_BREAKER). */
export interface CodeBreakerStateDoc<T = unknown> {
  /** Epoch ms until which unbound codes are refused; 0 when never tripped or reset by staff. */
  tripped_until: number;
  tripped_at: T | null;
  /** When and by whom staff last reset it (resetCodeBreaker); absent when never. */
  reset_at?: T | null;
  reset_by?: string | null;
}

/**
 * mail/{codeGuessingMailId(trippedUntil)}: the practice's inbox is told once per trip of the
 * breaker, in the "Trigger Email" extension's format. It names no code and no account.
 */
export interface CodeGuessingMailDoc {
  to: string;
  message: { subject: string; text: string; html: string };
  about: 'code_guessing';
}

/** One id per trip: the trip's own transaction creates it, so a trip never sends two. */
export const codeGuessingMailId = (trippedUntil: number) => `code_guessing_${trippedUntil}`;

/** code_breaker/{bucket_<start ms>_<shard>}: failed redemptions across all callers in one bucket. */
export interface CodeBreakerBucketDoc {
  /** Start of the bucket, epoch ms (a multiple of CODE_BREAKER.bucketMs). */
  bucket_start: number;
  failures: number;
  /** For a Firestore TTL policy: the bucket is of no use after this. */
  expire_at: Date;
}

export const codeBreakerKey = {
  state: 'state',
  /** Read by the functions only in the emulator (FUNCTIONS_EMULATOR): tests shrink the settings. */
  testSettings: 'test_settings',
  bucket: (bucketStart: number, shard: number) => `bucket_${bucketStart}_${shard}`,
} as const;
/**
 * support_tickets/{id} (docs/decisions/0010-support-conversations-and-mail.md): a request belongs
 * to the account that sent it. It holds no name or e-mail: staff see the account's current ones
 * (listMembers), so nobody can send a request as someone else. Members create it through the rules;
 * only updateSupportTicket changes it.
 */
export interface SupportTicketDoc<T = unknown> {
  /** The member who sent it (the rules require the sender's uid); "Your requests" lists by it. */
  user_id: string;
  subject: string;
  message: string;
  status: TicketStatus;
  created_at: T;
  updated_at: T;
  responded_at: T | null;
  /**
   * Absent until first set. last_reply_at: when staff last replied (answerSupportTicket);
   * member_seen_at: when the member last opened the thread ("New reply" while a reply is newer);
   * last_follow_up: the id of the member's newest follow-up, which the rules tie to the ticket's
   * update (a member changes status only by following up on a resolved request: it reopens).
   */
  last_reply_at?: T | null;
  member_seen_at?: T;
  last_follow_up?: string;
}

/** Whether staff answered since the member last looked. */
export function hasNewReply(lastReplyAt: Date | null, seenAt: Date | null): boolean {
  return lastReplyAt !== null && (seenAt === null || lastReplyAt > seenAt);
}

/** Who wrote a message of a support thread that the member reads. */
export type TicketMessageFrom = 'member' | 'staff';

/**
 * support_tickets/{id}/messages/{messageId}: a follow-up (the member writes it through the rules:
 * no name, the owner's uid, server time) or a staff reply (answerSupportTicket: the staff member's
 * name as shown to the member). The request's first message is the ticket's own `message`.
 */
export interface TicketMessageDoc<T = unknown> {
  from: TicketMessageFrom;
  author_uid: string;
  /** Staff replies only: the name the member sees. */
  author_name?: string;
  text: string;
  created_at: T;
}

/** ticket_notes/{id}/entries/{entryId}: an internal note in the thread; admins read, the backend writes. */
export interface TicketNoteEntryDoc<T = unknown> {
  author_uid: string;
  author_name: string;
  text: string;
  created_at: T;
}

/**
 * support_limits/{uid}: the member's support messages in the day that began at window_start. The
 * member writes it with each request or follow-up (the rules check the count and that `last` names
 * the document written with it: `{ticketId}` or `{ticketId}/{messageId}`).
 */
export interface SupportLimitDoc<T = unknown> {
  window_start: T;
  count: number;
  last: string;
}

/**
 * mail/{id}: one e-mail in the "Trigger Email" extension's format (to, message), plus what caused it
 * (the extension ignores other fields): the request it is about and the account whose request that
 * is. Deleting the account deletes its e-mails by these, never by address (an address can change
 * hands, and the practice's own inbox is an address too).
 */
export interface MailDoc {
  to: string;
  message: { subject: string; text: string; html: string };
  ticket_id: string;
  /** The uid of the account that sent the request (the ticket's user_id). */
  account_id: string;
}

/** The MailDoc fields that name what caused an e-mail, for queries by them. */
export const MAIL_CAUSE = { ticket: 'ticket_id', account: 'account_id' } as const satisfies Record<string, keyof MailDoc>;

/** docs/product.md §4: setting a ticket resolved or closed also stamps responded_at. */
export function marksResponded(status: TicketStatus): boolean {
  return status === 'resolved' || status === 'closed';
}

/** ticket_notes/{ticketId}: the staff's notes on a ticket; only admins read them, only the backend writes. */
export interface TicketNotesDoc<T = unknown> {
  notes: string;
  /** The admin who last changed them. */
  updated_by: string;
  updated_at: T;
}

/** content_versions/{CONTENT_VERSIONS_DOC}: the one document of the content versions. */
export const CONTENT_VERSIONS_DOC = 'current';

/** Members' reads within this time share one look at the content versions (one navigation's several reads). */
export const CONTENT_FRESHNESS_MS = 2000;

/**
 * content_versions/current, written by the content trigger only: `changed_at`, per content
 * collection (by its name), the server's time of the last write of one of its records, and
 * `scheduled`, per collection, the publish times still to come of its scheduled records. A member's
 * tab drops a cached list of a collection changed after the list was read, or read before one of
 * those times passed: a comparison with the time of its own read, so a tab with nothing cached
 * needs no look at this document.
 */
export interface ContentVersionsDoc<T = unknown> {
  changed_at?: Partial<Record<string, T>>;
  updated_at?: T;
  scheduled?: Partial<Record<string, T[]>>;
}
/** How many scheduled times per collection content_versions keeps (the soonest). */
export const SCHEDULED_TIMES_KEPT = 20;

/**
 * Revisions: content_history/{historyDocId}/versions/{id}. The content audit trigger
 * writes one per save that changed something (not the claim before a delete) and one per delete, in
 * the same commit as the save's audit_log entry and with the same id (the trigger's event id), so a
 * revision shares the entry's "who" and a retried event writes neither twice. Only the backend
 * writes them; admins read them, also after the record is deleted.
 */
export const REVISION_CHANGES = ['created', 'updated', 'deleted'] as const;
export type RevisionChange = (typeof REVISION_CHANGES)[number];

export interface ContentRevisionDoc<T = unknown> {
  change: RevisionChange;
  /** The record's version after the save; for a delete, the deleted record's last version. */
  version: number;
  /** The record's updated_by after the save (the deleter for a delete); null for the system (the seed). */
  actor_uid: string | null;
  /** The server's time of the revision. */
  at: T;
  /** The names of the fields the save changed, without the save stamps; empty for a create or delete. */
  fields: string[];
  /** The record as saved, every stored field; null for a delete. */
  data: Record<string, unknown> | null;
  /** The audit_log entry of the same save (its id: the same event id). */
  audit_id: string;
}

/** content_history/{collection}__{id}: the parent of one record's revisions (kept after a delete). */
export interface ContentHistoryDoc<T = unknown> {
  target_kind: string;
  target_id: string;
  /** When the record was deleted; null while it exists. */
  deleted_at: T | null;
  updated_at: T;
}

/** The content_history document of the record `id` of the content collection `collection`. */
export function historyDocId(collection: string, id: string): string {
  return `${collection}__${id}`;
}

/** The newest revisions a history shows (a record's history grows with every save). */
export const HISTORY_PAGE = 100;

/**
 * saved_items/{uid}/items/{savedItemId(kind, id)}: one record the member saved, by its
 * kind (the content collection) and record id; the list reads the kind's summary of that id. The
 * member creates and deletes it (never changes it); saved_at is the server's time.
 */
export interface SavedItemDoc<T = unknown> {
  kind: ContentKind;
  id: string;
  saved_at: T;
}

/** A saved item's fields, exactly (the rules check the same list). */
export const SAVED_ITEM_KEYS = ['kind', 'id', 'saved_at'] as const;

/**
 * saved_items/{uid}: how many items the member keeps (at most SAVED_ITEMS_MAX), written in the same
 * batch as each save (one up) and removal (one down), `last` naming the item that moved it; the
 * rules hold the limit with it. Members who saved before it existed get theirs from
 * `npm run saved:backfill`, which sets `last` to ''.
 */
export interface SavedCountDoc {
  count: number;
  last: string;
}

/** A saved-items count's fields, exactly (the rules check the same list). */
export const SAVED_COUNT_KEYS = ['count', 'last'] as const;

/** The id of the saved-item document of record `id` of `kind`. */
export function savedItemId(kind: ContentKind, id: string): string {
  return `${kind}__${id}`;
}

/** The kinds whose reading the dashboard offers to continue: articles and resources. */
export const READING_KINDS = ['articles', 'resources'] as const satisfies readonly ContentKind[];
export type ReadingKind = (typeof READING_KINDS)[number];

export function isReadingKind(kind: unknown): kind is ReadingKind {
  return (READING_KINDS as readonly unknown[]).includes(kind);
}

/**
 * reading_progress/{uid}: the last article or resource the member opened and had not
 * finished, written at most once per visit of its page. `slug` and `title` make the dashboard's link
 * without reading the record; the rules let the member read the document only while that record's
 * summary is published under that slug, so a record unpublished, deleted or renamed since is not
 * offered (the read is refused). `position` is the fraction of the page scrolled, 0..1.
 */
export interface ReadingProgressDoc<T = unknown> {
  kind: ReadingKind;
  id: string;
  slug: string;
  title: string;
  position: number;
  updated_at: T;
}

/** Reading progress's fields, exactly (the rules check the same list). */
export const READING_PROGRESS_KEYS = ['kind', 'id', 'slug', 'title', 'position', 'updated_at'] as const;

/**
 * A page counts as started past this fraction scrolled, and as finished past READ_FINISHED (then
 * its progress is cleared).
 */
export const READ_STARTED = 0.05;
export const READ_FINISHED = 0.9;
