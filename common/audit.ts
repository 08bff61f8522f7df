/**
 * The audit trail of staff actions: one entry per action, written only by the backend
 * (callables in the same commit as the action, triggers with the event id as the entry id so a
 * retried event writes nothing twice), readable by admins only, never writable by a client.
 */
export const AUDIT_ACTIONS = {
  membershipRemoved: 'membership.removed',
  adminGranted: 'admin.granted',
  adminRemoved: 'admin.removed',
  codesGenerated: 'codes.generated',
  codeReset: 'code.reset',
  codesRetired: 'codes.retired',
  contentCreated: 'content.created',
  contentUpdated: 'content.updated',
  contentDeleted: 'content.deleted',
  ticketStatusChanged: 'ticket.status_changed',
  ticketNoteChanged: 'ticket.note_changed',
  ticketReplied: 'ticket.replied',
  ticketNoteAdded: 'ticket.note_added',
  breakerTripped: 'breaker.tripped',
  breakerReset: 'breaker.reset',
  secondFactorReset: 'second_factor.reset',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/** What staff read on the Activity screen for each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'membership.removed': 'Membership removed',
  'admin.granted': 'Admin granted',
  'admin.removed': 'Admin removed',
  'codes.generated': 'Codes generated',
  'code.reset': 'Code reset',
  'codes.retired': 'Unused codes retired',
  'content.created': 'Content created',
  'content.updated': 'Content updated',
  'content.deleted': 'Content deleted',
  'ticket.status_changed': 'Ticket status changed',
  'ticket.note_changed': 'Ticket note changed',
  'ticket.replied': 'Replied to a member',
  'ticket.note_added': 'Internal note added',
  'breaker.tripped': 'Code guessing breaker tripped',
  'breaker.reset': 'Code guessing breaker reset',
  'second_factor.reset': 'Second factor reset',
};

/** One audit_log document (the `at` time is the server's). */
export interface AuditEntryDoc<Time = unknown> {
  /** The staff member who acted; null for the system (the breaker). */
  actor_uid: string | null;
  action: AuditAction;
  /** Which record: a collection name ('users', 'membership_codes', 'articles', ...). */
  target_kind: string;
  /** The record's id (a uid, a code, a document id); '' when the action has no single record. */
  target_id: string;
  /** For content updates: the names of the fields that changed; otherwise empty. */
  fields: string[];
  /** A short human-readable detail ("5 codes", "open → resolved"); '' when none. */
  detail: string;
  at: Time;
}
