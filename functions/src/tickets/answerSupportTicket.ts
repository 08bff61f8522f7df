/**
 * answerSupportTicket({ ticketId, kind, text }) -> { ticketId, id }
 * (docs/decisions/0010-support-conversations-and-mail.md): an admin writes in a ticket's thread. A
 * reply goes to support_tickets/{id}/messages, which the member reads, and sets the ticket's
 * last_reply_at and updated_at (the member sees "New reply"; supportMail e-mails them if their
 * address is verified). A note goes to ticket_notes/{id}/entries, which only staff read. Either way
 * one audit entry, in the same transaction; the author's name is the admin's account name.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { AUDIT_ACTIONS } from '@common/audit';
import { CALLABLES, type AnswerTicketResult } from '@common/callable-contracts';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import type { SupportTicketDoc, TicketMessageDoc, TicketNoteEntryDoc } from '@common/documents';
import { MESSAGES } from '@common/messages';
import { auth, db } from '../admin';
import { recordAudit } from '../audit/recordAudit';
import { requireAdmin } from '../roles/requireAdmin';
import { CALLABLE_OPTIONS, parseInput } from '../shared/callable';
import { keyed } from '../shared/idempotency';
import { answerTicketInput, type AnswerTicketInput } from './schemas';

/** Who the member sees as the author of a reply when the admin's account has no name. */
export const STAFF_FALLBACK_NAME = 'PMC staff';

export const answerSupportTicket = onCall(
  CALLABLE_OPTIONS,
  keyed(CALLABLES.answerSupportTicket, requireAdmin, async (request, uid): Promise<AnswerTicketResult> => {
    const input = parseInput(answerTicketInput, request.data);
    const author = (await auth.getUser(uid)).displayName?.trim() || STAFF_FALLBACK_NAME;
    try {
      const id = await db.runTransaction((tx) => answer(tx, uid, author, input));
      logger.info('answerSupportTicket', { uid, ticketId: input.ticketId, kind: input.kind });
      return { ticketId: input.ticketId, id };
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.error('answerSupportTicket failed', { uid, ticketId: input.ticketId, error: String(error) });
      throw new HttpsError('internal', MESSAGES.ticketAnswerFailed);
    }

  }),
);

async function answer(tx: Transaction, actor: string, author: string, { ticketId, kind, text }: AnswerTicketInput): Promise<string> {
  const ticketRef = db.collection(COLLECTIONS.supportTickets).doc(ticketId);
  const ticket = await tx.get(ticketRef);
  if (!ticket.exists) throw new HttpsError('not-found', MESSAGES.ticketNotFound);
  const now = FieldValue.serverTimestamp();
  const target = { actor_uid: actor, target_kind: COLLECTIONS.supportTickets, target_id: ticketId };
  if (kind === 'reply') {
    const ref = ticketRef.collection(SUBCOLLECTIONS.ticketMessages).doc();
    const reply: TicketMessageDoc<FieldValue> = { from: 'staff', author_uid: actor, author_name: author, text, created_at: now };
    tx.create(ref, reply);
    const change: Partial<SupportTicketDoc<FieldValue>> = { last_reply_at: now, updated_at: now };
    tx.update(ticketRef, change);
    recordAudit(db, tx, { ...target, action: AUDIT_ACTIONS.ticketReplied });
    return ref.id;
  }
  const ref = db.collection(COLLECTIONS.ticketNotes).doc(ticketId).collection(SUBCOLLECTIONS.ticketNoteEntries).doc();
  const note: TicketNoteEntryDoc<FieldValue> = { author_uid: actor, author_name: author, text, created_at: now };
  tx.create(ref, note);
  recordAudit(db, tx, { ...target, action: AUDIT_ACTIONS.ticketNoteAdded });
  return ref.id;
}
