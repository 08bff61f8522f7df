/**
 * The Activity screen's model: an audit entry as the screen shows it, and the filters
 * (person, kind of action, date range), carried through the admin list's one filter string.
 */
import { AUDIT_ACTION_LABELS, type AuditAction } from '@common/audit';

export interface ActivityEntry {
  id: string;
  actorUid: string | null;
  action: AuditAction;
  targetKind: string;
  targetId: string;
  fields: string[];
  detail: string;
  at: Date;
}

export interface ActivityFilters {
  /** An actor's uid, or '' for anyone. */
  actor: string;
  /** An AuditAction, or '' for any. */
  action: string;
  /** yyyy-mm-dd (a UTC day), or '' for no bound; `to` includes its whole day. */
  from: string;
  to: string;
}

export const NO_FILTERS: ActivityFilters = { actor: '', action: '', from: '', to: '' };

export const encodeFilters = (filters: ActivityFilters): string => JSON.stringify(filters);
export function decodeFilters(filter: string): ActivityFilters {
  try {
    return { ...NO_FILTERS, ...(JSON.parse(filter) as Partial<ActivityFilters>) };
  } catch {
    return NO_FILTERS;
  }
}

/** The kinds of action to filter by: any, then every AUDIT_ACTIONS entry by its label. */
export const ACTION_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '', label: 'All actions' },
  ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

/** How a person reads: name and e-mail where the profile is known, else the uid; null: the system. */
export function personLabel(uid: string | null, people: ReadonlyMap<string, { name: string; email: string }>): string {
  if (!uid) return 'System';
  const person = people.get(uid);
  if (!person) return uid;
  return person.name && person.email ? `${person.name} (${person.email})` : person.name || person.email || uid;
}

/** What an entry was about: "articles/abc: title, content" or its detail. */
export function targetLabel(entry: ActivityEntry): string {
  const target = entry.targetId ? `${entry.targetKind}/${entry.targetId}` : entry.targetKind;
  const extra = entry.fields.length ? entry.fields.join(', ') : entry.detail;
  return extra ? `${target}: ${extra}` : target;
}
