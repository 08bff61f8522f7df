import { toDate, type SnapshotLike } from '@/lib/content-records';
import type { MembershipCode } from '../codes';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalDate = (value: unknown): Date | null => (value == null ? null : toDate(value));

/** A membership_codes document as the screen sees it (common/documents.ts, Dates instead of Timestamps). */
export function toMembershipCode(snap: SnapshotLike): MembershipCode {
  const d = snap.data() ?? {};
  const assigned = d.assigned_user as { email?: unknown } | null | undefined;
  return {
    id: snap.id,
    code: text(d.code) || snap.id,
    is_used: d.is_used === true,
    assigned_to: text(d.assigned_to) || null,
    assigned_user: assigned && typeof assigned === 'object' ? { email: text(assigned.email) } : null,
    used_at: optionalDate(d.used_at),
    created_at: toDate(d.created_at),
    invitee_email: text(d.invitee_email) || null,
    expires_at: optionalDate(d.expires_at),
    retired_at: optionalDate(d.retired_at),
  };
}
