/**
 * The audit trail of content (issue 9 §5): staff write articles, publications, resources and
 * products through the client SDK, so a Firestore trigger per kind records one entry per create,
 * update and delete. The actor is the record's `updated_by` (the declared actor field, which
 * firestore.rules tie to the writer's uid): the emulator's auth context is a placeholder. A delete
 * is preceded by an update that changes only `updated_by` (the rules let only the last writer
 * delete); that claim records nothing, and the delete's entry names the deleter from the deleted
 * record. The entry id is the event id, so a retried event writes nothing twice. The same commit
 * raises the kind's content version (content_versions), which members' tabs watch, and keeps there
 * the kind's scheduled publish times (issue 12 §1).
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten, type FirestoreEvent } from 'firebase-functions/v2/firestore';
import type { Change, DocumentSnapshot } from 'firebase-functions/v2/firestore';
import { AUDIT_ACTIONS, type AuditAction } from '@common/audit';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KINDS, fieldsOf, PUBLISH_FIELD, SAVE_STAMPS, type ContentKind } from '@common/content';
import { CONTENT_VERSIONS_DOC, SCHEDULED_TIMES_KEPT } from '@common/documents';
import { db } from '../admin';
import { recordAudit, type AuditInput } from './recordAudit';

type Data = Record<string, unknown>;

/** The kind's actor field (common/content.ts, type 'actor'). */
function actorField(kind: ContentKind): string {
  const actor = fieldsOf(kind).find(([, field]) => field.type === 'actor');
  if (!actor) throw new Error(`${kind} declares no actor field`);
  return actor[0];
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
  const actor = actorField(kind);
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

/**
 * The publish times still to come of a kind's scheduled records, soonest first (issue 12 §1):
 * members' tabs drop a list they read before one of them passed (web/src/lib/firebase/content-query.ts).
 */
async function scheduledTimes(kind: ContentKind): Promise<Timestamp[]> {
  const snap = await db
    .collection(CONTENT_KINDS[kind].collection)
    .where(PUBLISH_FIELD, '>', Timestamp.now())
    .orderBy(PUBLISH_FIELD, 'asc')
    .limit(SCHEDULED_TIMES_KEPT)
    .select(PUBLISH_FIELD)
    .get();
  return snap.docs.map((doc) => doc.get(PUBLISH_FIELD) as Timestamp);
}

async function record(kind: ContentKind, event: FirestoreEvent<Change<DocumentSnapshot> | undefined, { id: string }>): Promise<void> {
  const change = event.data;
  if (!change) return;
  const entry = contentEntry(kind, event.params.id, change.before.exists ? change.before.data() : undefined, change.after.exists ? change.after.data() : undefined);
  if (!entry) return;
  const scheduled = await scheduledTimes(kind);
  const batch = db.batch();
  recordAudit(db, batch, entry, event.id);
  // Members' open tabs drop their cached list of this kind at their next navigation, or once a
  // scheduled record's time has passed. In the same commit as the entry: a retried event (the entry
  // exists) raises nothing twice.
  const collection = CONTENT_KINDS[kind].collection;
  batch.set(
    db.collection(COLLECTIONS.contentVersions).doc(CONTENT_VERSIONS_DOC),
    { [collection]: FieldValue.increment(1), updated_at: FieldValue.serverTimestamp(), scheduled: { [collection]: scheduled } },
    { merge: true },
  );
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
