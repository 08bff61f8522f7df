/**
 * An admin's ticket update (docs/product.md §4) through the callable updateSupportTicket: it sets the status
 * (updated_at and, when resolved or closed, responded_at from the server clock), saves the staff
 * notes where only admins read them, and records each change in the audit trail, all at once.
 */
import { httpsCallable } from 'firebase/functions';
import { CALLABLES, type UpdateTicketRequest, type UpdateTicketResult } from '@common/callable-contracts';
import type { TicketStatus } from '@common/content';
import { getAppFunctions } from '@/lib/firebase/functions';

export async function updateSupportTicket(ticketId: string, change: { status: TicketStatus; notes: string }): Promise<UpdateTicketResult> {
  const update = httpsCallable<UpdateTicketRequest, UpdateTicketResult>(getAppFunctions(), CALLABLES.updateSupportTicket);
  return (await update({ ticketId, ...change })).data;
}
