/**
 * The contracts of the callable functions (docs/decisions/0002-membership-codes.md): their names
 * and the shapes that go over the wire, shared by functions, web and tests. Limits of the count
 * live in membership.ts (GENERATE_MIN / GENERATE_MAX / GENERATE_DEFAULT); reading a callable's
 * error is callable.ts. The requests that extend Keyed take an optional idempotency key (idempotency.ts
 * KEYED_CALLABLES); retireUnusedCodes and resetCodeBreaker take only that.
 */
import type { TicketStatus } from './content';
import type { Keyed } from './idempotency';
import type { Role } from './roles';

export const CALLABLES = {
  redeemMembershipCode: 'redeemMembershipCode',
  claimOwnerRole: 'claimOwnerRole',
  setAdminRole: 'setAdminRole',
  generateMembershipCodes: 'generateMembershipCodes',
  resetMembershipCode: 'resetMembershipCode',
  listMembers: 'listMembers',
  removeMembership: 'removeMembership',
  resetSecondFactor: 'resetSecondFactor',
  getCodeGuessing: 'getCodeGuessing',
  retireUnusedCodes: 'retireUnusedCodes',
  resetCodeBreaker: 'resetCodeBreaker',
  updateSupportTicket: 'updateSupportTicket',
  answerSupportTicket: 'answerSupportTicket',
  updateMyName: 'updateMyName',
  endOtherSessions: 'endOtherSessions',
  exportMyData: 'exportMyData',
  deleteMyAccount: 'deleteMyAccount',
  // Insights (common/insights.ts): the two recorders run without App Check (INSIGHT_RECORDERS).
  recordUse: 'recordUse',
  recordSearchMiss: 'recordSearchMiss',
  getInsights: 'getInsights',
} as const;

/** updateMyName: the signed-in person changes their own full name (Auth's display name and the profile). */
export interface UpdateMyNameRequest {
  /** Trimmed, 1..NAME_MAX_LENGTH characters (common/accounts.ts). */
  name: string;
}

export interface UpdateMyNameResult {
  name: string;
}

/** exportMyData takes no input: everything the portal keeps about the caller, and nobody else. */
export interface MyDataExport {
  /** What this file is, for the person who opens it later. */
  about: string;
  exported_at: string;
  account: { uid: string; email: string; email_verified: boolean; name: string; created_at: string | null; last_sign_in_at: string | null };
  /** null for an account that never became a member. */
  membership: { role: string | null; code: string | null; member_since: string | null } | null;
  /** Each with its thread as the member reads it: follow-ups and staff replies, never internal notes. */
  support_requests: {
    id: string;
    subject: string;
    message: string;
    status: string;
    created_at: string | null;
    updated_at: string | null;
    responded_at: string | null;
    messages: { from: string; author: string; text: string; created_at: string | null }[];
  }[];
  /** The records the person saved, newest first: kind (content collection) and record id. */
  saved_items: { kind: string; id: string; saved_at: string | null }[];
  /** "Continue reading": the page they last left unfinished, or null. */
  reading_progress: { kind: string; id: string; slug: string; title: string; position: number; updated_at: string | null } | null;
}

/**
 * deleteMyAccount takes no input and needs a sign-in from the last RECENT_SIGN_IN_SECONDS. It deletes
 * the account, its profile, its guess-budget counters and cut-off, its support message count and
 * queued e-mails, its saved items and reading progress, and the personal text of its support
 * requests and follow-ups; the code it used stays used, without the account.
 */
export interface DeleteMyAccountResult {
  deleted: true;
}

/**
 * endOtherSessions takes no input: after a password change, every other signed-in browser of the
 * account is signed out by the access cut-off, set to this session's own sign-in time (which must
 * be recent: RECENT_SIGN_IN_SECONDS), so this session stays signed in.
 */
export interface EndOtherSessionsResult {
  /** The cut-off written, in whole seconds (the caller's auth_time). */
  notBefore: number;
}

/** redeemMembershipCode: a member's code (exactly four digits) makes the account a member. */
export interface RedeemCodeRequest {
  code: string;
}

export interface RedeemCodeResult {
  /** 'member', or 'admin' for an admin who redeems a code. */
  role: Role;
}

/** redeemMembershipCode's resource-exhausted error (over the guess budget) says when the next try is allowed. */
export interface BudgetErrorDetails {
  /** Epoch milliseconds. */
  retryAt: number;
}

/** claimOwnerRole takes no input (the web SDK sends null); it answers the account's role after the check. */
export interface ClaimOwnerRoleResult {
  role: Role | null;
}

/**
 * setAdminRole: an admin grants (admin true) or removes (false) the admin role of an account, by
 * account id. Granting needs the target's e-mail verified; removing leaves a member and revokes the
 * account's sign-ins. The last admin cannot be removed.
 */
export interface SetAdminRoleRequest extends Keyed {
  uid: string;
  admin: boolean;
}

export interface SetAdminRoleResult {
  uid: string;
  role: Role | null;
}

/**
 * generateMembershipCodes: bound codes by default. The request names exactly one of an invitee
 * (only the account with that verified e-mail may redeem the codes) or `unbound: true` (anyone
 * holding a code may redeem it, and it can be guessed: common/code-odds.ts).
 */
export interface GenerateCodesRequest extends Keyed {
  /** Whole number, GENERATE_MIN..GENERATE_MAX, enforced by the function's schema. */
  count: number;
  /** Only the account with this e-mail may redeem the codes. */
  invitee_email?: string | null;
  /** true: codes without an invitee, chosen on purpose. */
  unbound?: boolean;
  /**
   * Epoch milliseconds after which the codes cannot be redeemed; must be in the future. null: they
   * never expire; left out: CODE_EXPIRY_DEFAULT_DAYS from now (common/membership.ts).
   */
  expires_at?: number | null;
}

export interface GenerateCodesResult {
  /** The new codes, in the order generated. */
  codes: string[];
}

/**
 * generateMembershipCodes refuses with `resource-exhausted` (message: codesExhaustedMessage of
 * messages.ts) when fewer codes are free than were asked for; these details say how many are.
 */
export interface GenerateCodesExhaustedDetails {
  free: number;
}

export interface ResetCodeRequest extends Keyed {
  code: string;
}

export interface ResetCodeResult {
  code: string;
}

/** listMembers (admin only): one page of up to 1000 Auth accounts; the web loads every page. */
/** The most accounts one listMembers page holds (Auth's largest page). */
export const MEMBERS_PAGE_MAX = 1000;
/** How many accounts one searching listMembers call reads at most. */
export const MEMBERS_SEARCH_SCAN = 5000;
/** The most account ids one listMembers call looks up. */
export const MEMBERS_LOOKUP_MAX = 100;

/**
 * listMembers: one page of accounts (Auth lists by page, in its own order), or, with `uids`, just
 * those accounts (the support tickets' senders).
 */
export interface ListMembersRequest {
  /** The previous result's nextPageToken; absent or null for the first page. */
  pageToken?: string | null;
  /** Accounts per page, 1..MEMBERS_PAGE_MAX (default MEMBERS_PAGE_MAX). */
  pageSize?: number | null;
  /**
   * Only accounts whose name or e-mail contains this text (case-insensitive). Pages are read on
   * until `pageSize` accounts match or MEMBERS_SEARCH_SCAN accounts were read; a page then holds
   * every match of the accounts read. A whole e-mail address is looked up instead: that one
   * account, wherever it is, and no next page.
   */
  search?: string | null;
  /** Instead of a page: these accounts (1..MEMBERS_LOOKUP_MAX ids); unknown ids are left out. */
  uids?: string[] | null;
}

export interface ListMembersResult {
  members: MemberSummary[];
  /** null on the last page. */
  nextPageToken: string | null;
}

/** One account as the admin Members screen shows it: Auth's record joined with users/{uid}. */
export interface MemberSummary {
  uid: string;
  /** The profile's or the account's display name; '' when neither has one. */
  name: string;
  email: string;
  email_verified: boolean;
  role: Role | null;
  /** Epoch milliseconds: when the Auth account was created. */
  joined_at: number;
  /** Epoch milliseconds from the profile; null when the account never became a member. */
  member_since: number | null;
  /** The code the account redeemed; null when none. */
  membership_code: string | null;
  /** Epoch milliseconds; null when the account never signed in. */
  last_sign_in_at: number | null;
}

/**
 * removeMembership (admin only): takes the role away (claim and profile), keeps the used code used,
 * and revokes the account's sign-ins. The last admin cannot be removed.
 */
export interface RemoveMembershipRequest extends Keyed {
  uid: string;
}

export interface RemoveMembershipResult {
  uid: string;
  role: null;
}

/**
 * resetSecondFactor (admin only, another account): every enrolled second factor of the account is
 * removed, its sign-ins end (access cut-off, refresh tokens revoked), one audit entry; a staff
 * member enrolls again at the next sign-in.
 */
export interface ResetSecondFactorRequest extends Keyed {
  uid: string;
}

export interface ResetSecondFactorResult {
  uid: string;
  /** How many enrolled factors were removed (0 when the account had none left). */
  removed: number;
}

/**
 * The failed-precondition refusal of a sensitive staff action (setAdminRole, removeMembership,
 * retireUnusedCodes, resetSecondFactor) when the caller's sign-in with the second factor is older
 * than SENSITIVE_ACTION_SECONDS (common/accounts.ts): the web app asks for the password and code
 * again and retries with the same idempotency key.
 */
export interface RecentSecondFactorErrorDetails {
  reason: 'recent-second-factor';
}

/**
 * redeemMembershipCode's failed-precondition refusal that a verified e-mail resolves: the code is
 * bound to this account's e-mail, which is not verified yet.
 */
export interface VerifyEmailErrorDetails {
  reason: 'verify-email';
  cause: 'invitee';
}

/**
 * redeemMembershipCode's not-found refusal while the guessing breaker is tripped (message:
 * codesPausedMessage): the same for every code that is not bound to the caller, so it tells a
 * guesser nothing about which codes exist.
 */
export interface CodesPausedErrorDetails {
  reason: 'codes-paused';
}

/** getCodeGuessing (admin only, no input): how much code guessing the server sees. */
export interface CodeGuessingResult {
  failed_last_hour: number;
  failed_last_day: number;
  /** Distinct client addresses (counted by their hash) with failures in the window. */
  addresses_last_hour: number;
  addresses_last_day: number;
  breaker: {
    tripped: boolean;
    /** Epoch ms until which unbound codes are refused; null when not tripped. */
    tripped_until: number | null;
    /** Epoch ms of the last trip; null when never. */
    last_tripped_at: number | null;
  };
}

/** resetCodeBreaker (admin only, no input but an idempotency key: Keyed or null): untrips the breaker; refused when it is not tripped. */
export interface ResetBreakerResult {
  /** Epoch ms until which it would have stayed tripped. */
  was_tripped_until: number;
}

/** retireUnusedCodes (admin only, no input but an idempotency key: Keyed or null): every unused code is retired for good. */
export interface RetireCodesResult {
  retired: number;
}

/**
 * updateSupportTicket (admin only): sets a ticket's status (updated_at now; responded_at now when
 * resolved or closed) and/or its staff notes, with one audit entry for each that changed.
 */
export interface UpdateTicketRequest extends Keyed {
  ticketId: string;
  status?: TicketStatus;
  /** The whole notes text (LIMITS.adminNotes); '' clears them. */
  notes?: string;
}

/** The two ways staff write in a thread: to the member, or a note only staff read. */
export const TICKET_ANSWER_KINDS = ['reply', 'note'] as const;
export type TicketAnswerKind = (typeof TICKET_ANSWER_KINDS)[number];

/**
 * answerSupportTicket (admin only): a reply the member reads (support_tickets/{id}/
 * messages; the ticket's last_reply_at and updated_at now; a mail trigger tells the member) or an
 * internal note (ticket_notes/{id}/entries), each with an audit entry.
 */
export interface AnswerTicketRequest extends Keyed {
  ticketId: string;
  kind: TicketAnswerKind;
  /** Trimmed, 1..LIMITS.ticketMessage characters. */
  text: string;
}

export interface AnswerTicketResult {
  ticketId: string;
  /** The new message's or note's id. */
  id: string;
}

export interface UpdateTicketResult {
  ticketId: string;
  status: TicketStatus;
}
