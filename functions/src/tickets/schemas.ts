/** Callable input of updateSupportTicket (common/callable-contracts.ts UpdateTicketRequest). */
import { z } from 'zod';
import { TICKET_ANSWER_KINDS } from '@common/callable-contracts';
import { TICKET_STATUSES } from '@common/content';
import { LIMITS } from '@common/limits';
import { MESSAGES } from '@common/messages';

const inputError = { error: MESSAGES.ticketUpdateInput };

/** A Firestore document id: 1 to 1,500 characters, no '/', not '.' or '..', not __reserved__. */
const DOCUMENT_ID = /^(?!\.\.?$)(?!__.*__$)[^/]{1,1500}$/;

/**
 * `{ ticketId, status?, notes? }` with a status or notes (or both). status: one of TICKET_STATUSES;
 * notes: text of at most LIMITS.adminNotes characters once trimmed ('' clears them). Unknown keys
 * are ignored.
 */
export const updateTicketInput = z
  .object(
    {
      ticketId: z.string(inputError).regex(DOCUMENT_ID, inputError),
      status: z.enum(TICKET_STATUSES, inputError).optional(),
      notes: z.string(inputError).trim().max(LIMITS.adminNotes, { error: MESSAGES.ticketNotesTooLong }).optional(),
    },
    inputError,
  )
  .refine((input) => input.status !== undefined || input.notes !== undefined, inputError);
export type UpdateTicketInput = z.infer<typeof updateTicketInput>;

const answerError = { error: MESSAGES.ticketAnswerInput };

/**
 * `{ ticketId, kind, text }` of answerSupportTicket: kind 'reply' (the member reads it) or 'note'
 * (staff only); text trimmed, 1..LIMITS.ticketMessage characters.
 */
export const answerTicketInput = z.object(
  {
    ticketId: z.string(answerError).regex(DOCUMENT_ID, answerError),
    kind: z.enum(TICKET_ANSWER_KINDS, answerError),
    text: z.string(answerError).trim().min(1, answerError).max(LIMITS.ticketMessage, answerError),
  },
  answerError,
);
export type AnswerTicketInput = z.infer<typeof answerTicketInput>;
