/**
 * An admin's ticket update (docs/product.md §4) through the callable updateSupportTicket: it sets the status
 * (updated_at and, when resolved or closed, responded_at from the server clock), saves the staff
 * notes where only admins read them, and records each change in the audit trail, all at once.
 */
import { CALLABLES, type UpdateTicketRequest, type UpdateTicketResult } from '@common/callable-contracts';
import type { TicketStatus } from '@common/content';
import { callKeyed } from '@/lib/firebase/keyed-call';

export async function updateSupportTicket(ticketId: string, change: { status: TicketStatus; notes: string }): Promise<UpdateTicketResult> {
  return callKeyed<UpdateTicketRequest, UpdateTicketResult>(CALLABLES.updateSupportTicket, { ticketId, ...change });
}
