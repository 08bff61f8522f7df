import { TICKET_STATUSES, type TicketStatus } from '@common/content';
import { toDate, type SnapshotLike } from '@/lib/content-records';
import type { AdminTicket } from '../tickets';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A support_tickets document as the screen sees it (common/content.ts, Dates instead of Timestamps). */
export function toAdminTicket(snap: SnapshotLike): AdminTicket {
  const d = snap.data() ?? {};
  const status = (TICKET_STATUSES as readonly unknown[]).includes(d.status) ? (d.status as TicketStatus) : 'open';
  return {
    id: snap.id,
    user_id: text(d.user_id),
    name: text(d.name),
    email: text(d.email),
    subject: text(d.subject),
    message: text(d.message),
    status,
    admin_notes: text(d.admin_notes),
    created_at: toDate(d.created_at),
    updated_at: toDate(d.updated_at),
    responded_at: d.responded_at == null ? null : toDate(d.responded_at),
  };
}
