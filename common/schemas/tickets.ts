/**
 * Support: what a member writes (a request, a follow-up: rules-checked writes, no callable) and
 * what staff send (updateSupportTicket, answerSupportTicket). docs/product.md §5 "Support".
 */
import { enum as oneOf, maxLength, minLength, object, optional, refine, string, trim, type output } from 'zod/mini';
import { TICKET_ANSWER_KINDS } from '../callable-contracts';
import { TICKET_STATUSES } from '../content';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { documentId } from './fields';

const count = (max: number) => max.toLocaleString('en-US');

/** A required text, trimmed: refused empty with `required` and longer than `max` with `tooLong`. */
function requiredText(max: number, messages: { required: string; tooLong: string }) {
  return string({ error: messages.required }).check(
    trim(),
    minLength(1, { error: messages.required }),
    maxLength(max, { error: messages.tooLong }),
  );
}

/** A required text the member writes, with the "{Field} is required" / "at most" messages. */
function memberText(label: string, max: number) {
  return requiredText(max, { required: `${label} is required`, tooLong: `${label} must be at most ${count(max)} characters` });
}

/** The Contact Support form: what becomes a support_tickets document beside the account's own fields. */
export const supportRequestInput = object({
  subject: memberText('Subject', LIMITS.ticketSubject),
  message: memberText('Message', LIMITS.ticketMessage),
});
export type SupportRequestInput = output<typeof supportRequestInput>;

export const FOLLOW_UP_MESSAGES = {
  required: 'Please write your follow-up',
  tooLong: `Your follow-up must be at most ${count(LIMITS.ticketMessage)} characters`,
} as const;

/** A member's follow-up in a request's thread. */
export const followUpInput = object({ text: requiredText(LIMITS.ticketMessage, FOLLOW_UP_MESSAGES) });
export type FollowUpInput = output<typeof followUpInput>;

export const STAFF_ANSWER_MESSAGES = {
  required: 'Write the reply or note first',
  tooLong: `A reply or note must be at most ${count(LIMITS.ticketMessage)} characters`,
} as const;

/** Staff's reply or internal note as the ticket dialog's box takes it (answerSupportTicket's `text`). */
export const staffAnswerInput = object({ text: requiredText(LIMITS.ticketMessage, STAFF_ANSWER_MESSAGES) });

const updateError = { error: MESSAGES.ticketUpdateInput };

/**
 * `{ ticketId, status?, notes? }` with a status or notes (or both). status: one of TICKET_STATUSES;
 * notes: text of at most LIMITS.adminNotes characters once trimmed ('' clears them). Unknown keys
 * are ignored.
 */
export const updateTicketInput = object(
  {
    ticketId: documentId(MESSAGES.ticketUpdateInput),
    status: optional(oneOf(TICKET_STATUSES, updateError)),
    notes: optional(string(updateError).check(trim(), maxLength(LIMITS.adminNotes, { error: MESSAGES.ticketNotesTooLong }))),
  },
  updateError,
).check(refine((input) => input.status !== undefined || input.notes !== undefined, updateError));
export type UpdateTicketInput = output<typeof updateTicketInput>;

const answerError = { error: MESSAGES.ticketAnswerInput };

/**
 * `{ ticketId, kind, text }` of answerSupportTicket: kind 'reply' (the member reads it) or 'note'
 * (staff only); text trimmed, 1..LIMITS.ticketMessage characters.
 */
export const answerTicketInput = object(
  {
    ticketId: documentId(MESSAGES.ticketAnswerInput),
    kind: oneOf(TICKET_ANSWER_KINDS, answerError),
    text: string(answerError).check(trim(), minLength(1, answerError), maxLength(LIMITS.ticketMessage, answerError)),
  },
  answerError,
);
export type AnswerTicketInput = output<typeof answerTicketInput>;
