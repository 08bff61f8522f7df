/**
 * The audit trail read a page at a time (audit_log, newest first by `at`), filtered by person,
 * action and date range (firestore.indexes.json holds the composite indexes), and the profiles
 * (users/{uid}, admin-readable) that name the people.
 */
import { collection, getDocs, Timestamp, where, type QueryFieldFilterConstraint } from 'firebase/firestore/lite';
import type { AuditAction } from '@common/audit';
import { COLLECTIONS } from '@common/collections';
import { toDate, type SnapshotLike } from '@/lib/content-records';
import { getDb } from '@/lib/firebase/firestore';
import { firestorePages } from '../../shared/api/firestore-pages';
import { decodeFilters, type ActivityEntry } from '../activity';

function toEntry(snap: SnapshotLike): ActivityEntry {
  const d = snap.data() as Record<string, unknown>;
  return {
    id: snap.id,
    actorUid: typeof d.actor_uid === 'string' ? d.actor_uid : null,
    action: d.action as AuditAction,
    targetKind: String(d.target_kind ?? ''),
    targetId: String(d.target_id ?? ''),
    fields: Array.isArray(d.fields) ? d.fields.filter((f): f is string => typeof f === 'string') : [],
    detail: String(d.detail ?? ''),
    at: toDate(d.at),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The start (UTC) of a yyyy-mm-dd day in milliseconds, or null. */
function dayStart(text: string): number | null {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
  return Number.isNaN(ms) ? null : ms;
}

function filterConstraints(filter: string): QueryFieldFilterConstraint[] {
  const { actor, action, from, to } = decodeFilters(filter);
  const start = dayStart(from);
  const end = dayStart(to);
  return [
    ...(actor ? [where('actor_uid', '==', actor)] : []),
    ...(action ? [where('action', '==', action)] : []),
    ...(start !== null ? [where('at', '>=', Timestamp.fromMillis(start))] : []),
    // `to` includes its whole day.
    ...(end !== null ? [where('at', '<', Timestamp.fromMillis(end + DAY_MS))] : []),
  ];
}

export const activityPages = firestorePages({
  collection: COLLECTIONS.auditLog,
  convert: toEntry,
  dateField: 'at',
  filterConstraints,
  filterShape: { equals: ['actor_uid', 'action'], range: 'at' },
});

/** Every profile's name and e-mail by uid (admins read users/). */
export async function loadPeople(): Promise<Map<string, { name: string; email: string }>> {
  const snap = await getDocs(collection(getDb(), COLLECTIONS.users));
  return new Map(snap.docs.map((d) => [d.id, { name: String(d.get('name') ?? ''), email: String(d.get('email') ?? '') }]));
}
