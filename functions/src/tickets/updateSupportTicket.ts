/**
 * updateSupportTicket({ ticketId, status?, notes? }) -> { ticketId, status } (docs/product.md §4):
 * an admin sets a ticket's status and/or its staff-only notes. One transaction writes the ticket
 * (updated_at now; responded_at now when resolved or closed), the notes document (ticket_notes,
 * which only admins read) and one audit entry per thing that changed: a status that differs from
 * the stored one, notes that differ from the stored ones. Sending the same again changes nothing
 * worth recording, so a retried call never records twice.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { AUDIT_ACTIONS } from '@common/audit';
import { CALLABLES, type UpdateTicketResult } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import type { TicketStatus } from '@common/content';
import { marksResponded, type SupportTicketDoc, type TicketNotesDoc } from '@common/documents';
import { MESSAGES } from '@common/messages';
import { db } from '../admin';
import { recordAudit } from '../audit/recordAudit';
import { requireAdmin } from '../roles/requireAdmin';
import { CALLABLE_OPTIONS, parseInput } from '../shared/callable';
import { keyed } from '../shared/idempotency';
import { updateTicketInput, type UpdateTicketInput } from './schemas';

export const updateSupportTicket = onCall(
  CALLABLE_OPTIONS,
  keyed(CALLABLES.updateSupportTicket, requireAdmin, async (request, uid): Promise<UpdateTicketResult> => {
    const input = parseInput(updateTicketInput, request.data);
    try {
      const status = await db.runTransaction((tx) => applyUpdate(tx, uid, input));
      logger.info('updateSupportTicket', { uid, ticketId: input.ticketId, status, notes: input.notes !== undefined });
      return { ticketId: input.ticketId, status };
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.error('updateSupportTicket failed', { uid, ticketId: input.ticketId, error: String(error) });
      throw new HttpsError('internal', MESSAGES.ticketUpdateFailed);
    }

  }),
);

/** Reads the ticket and its notes, writes what changes; returns the ticket's status afterwards. */
async function applyUpdate(tx: Transaction, actor: string, { ticketId, status, notes }: UpdateTicketInput): Promise<TicketStatus> {
  const ticketRef = db.collection(COLLECTIONS.supportTickets).doc(ticketId);
  const notesRef = db.collection(COLLECTIONS.ticketNotes).doc(ticketId);
  const [ticket, stored] = await tx.getAll(ticketRef, notesRef);
  if (!ticket?.exists) throw new HttpsError('not-found', MESSAGES.ticketNotFound);
  const target = { actor_uid: actor, target_kind: COLLECTIONS.supportTickets, target_id: ticketId };
  const now = FieldValue.serverTimestamp();

  const before = ticket.get('status') as TicketStatus;
  const change: Partial<SupportTicketDoc<FieldValue>> = { updated_at: now };
  if (status !== undefined) {
    change.status = status;
    if (marksResponded(status)) change.responded_at = now;
    if (status !== before) recordAudit(db, tx, { ...target, action: AUDIT_ACTIONS.ticketStatusChanged, detail: `${before} → ${status}` });
  }
  tx.update(ticketRef, change);

  const storedNotes = (stored?.get('notes') as string | undefined) ?? '';
  if (notes !== undefined && notes !== storedNotes) {
    const doc: TicketNotesDoc<FieldValue> = { notes, updated_by: actor, updated_at: now };
    tx.set(notesRef, doc);
    recordAudit(db, tx, { ...target, action: AUDIT_ACTIONS.ticketNoteChanged });
  }
  return status ?? before;
}
