/**
 * The audit trail of content: staff write articles, publications, resources and
 * products through the client SDK, so a Firestore trigger per kind records one entry per create,
 * update and delete. The actor is the record's `updated_by` (the declared actor field, which
 * firestore.rules tie to the writer's uid): the emulator's auth context is a placeholder. A delete
 * is preceded by an update that changes only `updated_by` (the rules let only the last writer
 * delete); that claim records nothing, and the delete's entry names the deleter from the deleted
 * record. The entry id is the event id, so a retried event writes nothing twice. The same commit
 * stamps the kind's time of change in content_versions (common/documents.ts ContentVersionsDoc),
 * which members' tabs compare with the time they read a list, and keeps there the kind's scheduled
 * publish times.
 *
 * Revisions: the same commit keeps the record as saved in its history
 * (content_history/{collection}__{id}/versions/{event id}, common/documents.ts ContentRevisionDoc),
 * under the audit entry's id, so the two share the "who" and are written together or not at all. A
 * delete adds a 'deleted' revision and leaves the history in place.
 */
import { FieldValue, Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { onDocumentWritten, type FirestoreEvent } from 'firebase-functions/v2/firestore';
import type { Change, DocumentSnapshot } from 'firebase-functions/v2/firestore';
import { AUDIT_ACTIONS, type AuditAction } from '@common/audit';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { CONTENT_KINDS, fieldsOf, PUBLISH_FIELD, SAVE_STAMPS, type ContentKind, type FieldType } from '@common/content';
import { storedVersion } from '@common/content-docs';
import { CONTENT_VERSIONS_DOC, historyDocId, SCHEDULED_TIMES_KEPT, type ContentHistoryDoc, type ContentRevisionDoc, type ContentVersionsDoc, type RevisionChange } from '@common/documents';
import { db } from '../admin';
import { recordAudit, type AuditInput } from './recordAudit';

type Data = Record<string, unknown>;

/** The kind's field of a type declared once per kind (common/content.ts: 'actor', 'version'). */
function fieldOfType(kind: ContentKind, type: FieldType): string {
  const found = fieldsOf(kind).find(([, field]) => field.type === type);
  if (!found) throw new Error(`${kind} declares no ${type} field`);
  return found[0];
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a && b && typeof a === 'object' && typeof b === 'object' && 'isEqual' in a && typeof a.isEqual === 'function') return a.isEqual(b) as boolean;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The names of the fields whose values differ, in name order. */
export function changedFields(before: Data, after: Data): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names.filter((name) => !sameValue(before[name], after[name]));
}

/** The entry a write of a `kind` record leaves, or null when it leaves none (a delete's claim). */
export function contentEntry(kind: ContentKind, id: string, before: Data | undefined, after: Data | undefined): AuditInput | null {
  const actor = fieldOfType(kind, 'actor');
  const target = { target_kind: CONTENT_KINDS[kind].collection, target_id: id };
  const actorOf = (data: Data) => (typeof data[actor] === 'string' && data[actor] !== '' ? (data[actor] as string) : null);
  if (!before && after) return { actor_uid: actorOf(after), action: AUDIT_ACTIONS.contentCreated, ...target };
  if (before && !after) return { actor_uid: actorOf(before), action: AUDIT_ACTIONS.contentDeleted, ...target };
  if (!before || !after) return null;
  // Who, when and which version change with every save: the entry names what the save changed.
  const fields = changedFields(before, after).filter((name) => name !== actor && !(SAVE_STAMPS as readonly string[]).includes(name));
  if (!fields.length) return null;
  const action: AuditAction = AUDIT_ACTIONS.contentUpdated;
  return { actor_uid: actorOf(after), action, ...target, fields };
}

const REVISION_CHANGE: Partial<Record<AuditAction, RevisionChange>> = {
  [AUDIT_ACTIONS.contentCreated]: 'created',
  [AUDIT_ACTIONS.contentUpdated]: 'updated',
  [AUDIT_ACTIONS.contentDeleted]: 'deleted',
};

/**
 * The revision a write that left `entry` keeps (without its server time): the record as saved, every
 * field it has (none named here: whatever the kind stores), or for a delete who deleted it.
 */
export function contentRevision(kind: ContentKind, entry: AuditInput, auditId: string, before: Data | undefined, after: Data | undefined): Omit<ContentRevisionDoc, 'at'> {
  const change = REVISION_CHANGE[entry.action];
  if (!change) throw new Error(`${entry.action} is not a content write`);
  const version = fieldOfType(kind, 'version');
  return {
    change,
    version: storedVersion((after ?? before)?.[version]),
    actor_uid: entry.actor_uid,
    fields: entry.fields ?? [],
    data: after ?? null,
    audit_id: auditId,
  };
}

/**
 * The publish times still to come of a kind's scheduled records, soonest first:
 * members' tabs drop a list they read before one of them passed (web/src/lib/firebase/content-query.ts).
 * Its query's shape: scheduledShapes.ts.
 */
export async function scheduledTimes(kind: ContentKind): Promise<Timestamp[]> {
  const snap = await db
    .collection(CONTENT_KINDS[kind].collection)
    .where(PUBLISH_FIELD, '>', Timestamp.now())
    .orderBy(PUBLISH_FIELD, 'asc')
    .limit(SCHEDULED_TIMES_KEPT)
    .select(PUBLISH_FIELD)
    .get();
  return snap.docs.map((doc) => doc.get(PUBLISH_FIELD) as Timestamp);
}

/**
 * Adds what a write of the `kind` record `id` leaves to `batch`, under the event id: the audit
 * entry, the revision (both created, so on a retried event the commit fails whole), the history's
 * parent and, in content_versions, the kind's time of change with its `scheduled` times when given.
 * False when the write leaves nothing (a delete's claim).
 */
export function addTrail(
  batch: WriteBatch,
  kind: ContentKind,
  id: string,
  eventId: string,
  before: Data | undefined,
  after: Data | undefined,
  scheduled?: Timestamp[],
): boolean {
  const entry = contentEntry(kind, id, before, after);
  if (!entry) return false;
  recordAudit(db, batch, entry, eventId);
  const history = db.collection(COLLECTIONS.contentHistory).doc(historyDocId(CONTENT_KINDS[kind].collection, id));
  const revision: ContentRevisionDoc = { ...contentRevision(kind, entry, eventId, before, after), at: FieldValue.serverTimestamp() };
  batch.create(history.collection(SUBCOLLECTIONS.historyVersions).doc(eventId), revision);
  const parent: ContentHistoryDoc = {
    target_kind: entry.target_kind,
    target_id: entry.target_id,
    deleted_at: after ? null : FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  };
  batch.set(history, parent);
  // Members' open tabs drop a cached list of this kind read before this commit's time at their next
  // navigation, or once a scheduled record's time has passed. In the same commit as the entry: a
  // retried event (the entry exists) stamps nothing. The stamp is the commit's own time, after the
  // record's write: a list read before it missed the change, one read after it has it.
  const collection = CONTENT_KINDS[kind].collection;
  const versions: ContentVersionsDoc = {
    changed_at: { [collection]: FieldValue.serverTimestamp() },
    updated_at: FieldValue.serverTimestamp(),
    ...(scheduled ? { scheduled: { [collection]: scheduled } } : {}),
  };
  batch.set(db.collection(COLLECTIONS.contentVersions).doc(CONTENT_VERSIONS_DOC), versions, { merge: true });
  return true;
}

async function record(kind: ContentKind, event: FirestoreEvent<Change<DocumentSnapshot> | undefined, { id: string }>): Promise<void> {
  const change = event.data;
  if (!change) return;
  const batch = db.batch();
  const after = change.after.exists ? change.after.data() : undefined;
  const scheduled = await scheduledTimes(kind);
  if (!addTrail(batch, kind, event.params.id, event.id, change.before.exists ? change.before.data() : undefined, after, scheduled)) return;
  try {
    await batch.commit();
  } catch (error) {
    // ALREADY_EXISTS: a retried event whose entry is written already.
    if ((error as { code?: unknown }).code === 6) return;
    throw error;
  }
}

const trail = (kind: ContentKind) => onDocumentWritten(`${CONTENT_KINDS[kind].collection}/{id}`, (event) => record(kind, event));

export const auditArticles = trail('articles');
export const auditPublications = trail('publications');
export const auditResources = trail('resources');
export const auditProducts = trail('products');
