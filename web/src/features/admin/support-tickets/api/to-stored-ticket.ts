import { TICKET_STATUSES, type TicketStatus } from '@common/content';
import { toDate, type SnapshotLike } from '@/lib/content-records';
import type { StoredTicket } from '../tickets';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A support_tickets document (common/documents.ts) with Dates instead of Timestamps; other keys are dropped. */
export function toStoredTicket(snap: SnapshotLike): StoredTicket {
  const d = snap.data() ?? {};
  const status = (TICKET_STATUSES as readonly unknown[]).includes(d.status) ? (d.status as TicketStatus) : 'open';
  return {
    id: snap.id,
    user_id: text(d.user_id),
    subject: text(d.subject),
    message: text(d.message),
    status,
    created_at: toDate(d.created_at),
    updated_at: toDate(d.updated_at),
    responded_at: d.responded_at == null ? null : toDate(d.responded_at),
  };
}

/** The staff notes of a ticket_notes document ('' when missing). */
export function notesOf(snap: SnapshotLike): string {
  return text(snap.data()?.notes);
}
