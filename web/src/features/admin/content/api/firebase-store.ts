/**
 * The admin content store on Firestore and Storage. A record and its slug index entry
 * (common/content.ts SlugDoc) are written in one batch, so firestore.rules can check both and two
 * records never share a slug; created_at is the server's clock, set once (publications: the
 * published date the form edits). Lists are read fresh (an admin sees what is stored, not the
 * members' session cache) from the summaries (no rich text; a form, a publishing action
 * or a restore reads the record itself first), and every change drops the members' cached list of
 * that kind.
 * Audit: every write names its writer in `updated_by` (firestore.rules insist on the
 * caller's uid); a delete first saves the record with only `updated_by` changed, because the rules
 * let only the last writer delete and the audit trigger takes the deleter from the deleted record.
 * No save is lost: every write carries the next version and the server's time
 * (`version`, `updated_at`); a save the rules refuse because the record moved on since the form
 * opened becomes a SaveConflictError naming who saved it and when.
 * Lean lists: every write of a record writes its summary (common/content-docs.ts
 * summaryOf) in the same batch; firestore.rules refuse a batch in which they disagree.
 * Drafts: a new record is a draft; publishing is a save of its publish time.
 * Revisions: the content audit trigger keeps every save in the record's history
 * (content_history/{collection}__{id}/versions); the store reads it newest first, with who saved
 * each, and a restore is an ordinary save of an older version's values.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  where,
  writeBatch,
  type DocumentReference,
} from 'firebase/firestore/lite';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { HISTORY_PAGE, historyDocId, type ContentRevisionDoc } from '@common/documents';
import { CONTENT_KIND_NAMES, CONTENT_KINDS, PUBLISH_FIELD, SLUG_KINDS, slugDocId, type SlugDoc } from '@common/content';
import { summaryOf } from '@common/content-docs';
import type { QueryShape } from '@common/query-shapes';
import { currentUser } from '@/lib/firebase/auth';
import { forgetContent } from '@/lib/firebase/content-query';
import { commitWrites, dateOrNull, getDb, isPermissionDenied, type BatchWrite } from '@/lib/firebase/firestore';
import { firebaseOptions } from '@/config/env';
import type { AdminKind, AdminRecord } from '../admin-kind';
import { baseSlug, pickFreeSlug } from '../slugs';
import { ownedFiles } from '../storage-paths';
import { filesLeftBySave } from './file-cleanup';
import { changedLabels, SaveConflictError, versionOf } from './save-conflict';
import type { ContentStore, Revision, SaveRequest, SaveResult, UploadHandle, UploadRequest } from './content-store';

type SlugKind = SlugDoc['kind'];

function collectionOf(kind: Pick<AdminKind, 'kind'>): string {
  return CONTENT_KINDS[kind.kind].collection;
}

/** The summary document of a record (same id, the kind's summary collection). */
function summaryRefOf(kind: Pick<AdminKind, 'kind'>, id: string) {
  return doc(getDb(), CONTENT_KINDS[kind.kind].summary.collection, id);
}

/** The publish time a save writes: the request's, else the record's own (a new one is a draft). */
function publishValue(publish: SaveRequest<AdminRecord>['publish'], original: AdminRecord | null): unknown {
  if (publish === 'now') return serverTimestamp();
  if (publish !== undefined) return publish === null ? null : Timestamp.fromDate(publish);
  const kept = (original as Record<string, unknown> | null)?.[PUBLISH_FIELD];
  return kept instanceof Date ? Timestamp.fromDate(kept) : null;
}

function slugKindOf(kind: Pick<AdminKind, 'kind' | 'slugFrom'>): SlugKind | null {
  return kind.slugFrom && (SLUG_KINDS as readonly string[]).includes(kind.kind) ? (kind.kind as SlugKind) : null;
}

const slugRef = (kind: SlugKind, slug: string) => doc(getDb(), COLLECTIONS.slugs, slugDocId(kind, slug));

/** Dates become Timestamps; everything else is written as it is. */
function toFirestore(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value instanceof Date ? Timestamp.fromDate(value) : value]));
}

/**
 * The two queries of the content store, for each content collection: who holds a slug (equality
 * only) and the whole list, newest first (one sort): neither needs a composite index
 * (web/src/app/firestore-indexes.test.ts).
 */
export const CONTENT_STORE_SHAPES: QueryShape[] = [
  ...CONTENT_KIND_NAMES.flatMap((kind): QueryShape[] => [
    { collection: CONTENT_KINDS[kind].collection, equals: ['slug'] },
    { collection: CONTENT_KINDS[kind].summary.collection, orderBy: [['created_at', 'desc']] },
  ]),
  // A record's history: its own subcollection, newest first.
  { collection: SUBCOLLECTIONS.historyVersions, orderBy: [['at', 'desc']] },
];

/** Who holds a slug: the slug index entry's record, or (for records older than the index) any record with it. */
async function slugHolders(kind: SlugKind, collectionName: string, slug: string): Promise<{ indexOwner: string | null; records: string[] }> {
  const [entry, records] = await Promise.all([
    getDoc(slugRef(kind, slug)),
    getDocs(query(collection(getDb(), collectionName), where('slug', '==', slug), limit(5))),
  ]);
  const owner = entry.exists() ? (entry.data() as Partial<SlugDoc>).record_id : undefined;
  return { indexOwner: typeof owner === 'string' ? owner : null, records: records.docs.map((d) => d.id) };
}

/** The record's own slug index entry, to delete with it (another record's entry is never touched); null when none. */
async function ownSlugEntry(kind: SlugKind, slug: string, id: string): Promise<DocumentReference | null> {
  if (!slug) return null;
  const entry = await getDoc(slugRef(kind, slug));
  return entry.exists() && (entry.data() as Partial<SlugDoc>).record_id === id ? entry.ref : null;
}

/** The signed-in admin's uid, which every content write carries as `updated_by`. */
function writerUid(): string {
  const user = currentUser();
  if (!user) throw new Error('Not signed in');
  return user.uid;
}

async function save<T extends AdminRecord>(kind: AdminKind<T>, request: SaveRequest<T>): Promise<SaveResult> {
  const { id, original, values, slugTaken = 'suffix' } = request;
  const db = getDb();
  const collectionName = collectionOf(kind);
  const data: Record<string, unknown> = {
    ...toFirestore(kind.toDoc(values)),
    [PUBLISH_FIELD]: publishValue(request.publish, original),
    updated_by: writerUid(),
    updated_at: serverTimestamp(),
    version: versionOf(original) + 1,
  };
  // The save's writes, one batch: made again if Firestore aborts it under contention (commitWrites).
  const writes: BatchWrite[] = [];
  let slug: string | undefined;

  const slugKind = slugKindOf(kind);
  if (slugKind && kind.slugFrom) {
    const previous = original as (T & { slug?: string } & Record<string, unknown>) | null;
    const base = baseSlug(values[kind.slugFrom] ?? '', previous ? { title: String(previous[kind.slugFrom] ?? ''), slug: previous.slug ?? '' } : undefined);
    const owners = new Map<string, string | null>();
    slug = await pickFreeSlug(
      base,
      async (candidate) => {
        const { indexOwner, records } = await slugHolders(slugKind, collectionName, candidate);
        owners.set(candidate, indexOwner);
        return (indexOwner !== null && indexOwner !== id) || records.some((recordId) => recordId !== id);
      },
      { suffix: slugTaken === 'suffix' },
    );
    data.slug = slug;
    if (owners.get(slug) !== id) {
      const entry: SlugDoc = { kind: slugKind, slug, record_id: id };
      const ref = slugRef(slugKind, slug);
      writes.push((batch) => batch.set(ref, entry));
    }
    const left = previous?.slug && previous.slug !== slug ? await ownSlugEntry(slugKind, previous.slug, id) : null;
    if (left) writes.push((batch) => batch.delete(left));
  }

  const record = doc(db, collectionName, id);
  if (original) {
    // update() leaves created_at as it was (set once, on create); the summary keeps its copy.
    writes.push((batch) => batch.update(record, data).update(summaryRefOf(kind, id), summaryOf(kind.kind, data)));
  } else {
    const created = kind.createdAtField ? data : { ...data, created_at: serverTimestamp() };
    writes.push((batch) => batch.set(record, created).set(summaryRefOf(kind, id), summaryOf(kind.kind, created)));
  }
  try {
    await commitWrites(db, writes);
  } catch (error) {
    if (original && isPermissionDenied(error)) {
      const conflict = await conflictWith(kind, record, original);
      if (conflict) throw conflict;
    }
    throw error;
  }
  forgetContent(collectionName);
  const leftBehind = filesLeftBySave(kind, request, bucket());
  // The record is saved either way: removing its old files does not hold up the form.
  if (leftBehind.length) void deleteFiles(leftBehind);
  return { id, slug };
}

/** Who is behind each uid, for staff: their name, else their e-mail; '' when unknown (or the system's ''). */
async function namesOf(uids: readonly string[]): Promise<Map<string, string>> {
  const known = uids.filter(Boolean);
  if (!known.length) return new Map();
  try {
    // Loaded here: the Functions and App Check SDKs only when names are shown
    // (a record's history, a save that met another's), not with every content screen.
    const { memberSummariesOf } = await import('../../shared/api/list-members');
    const summaries = await memberSummariesOf(known);
    return new Map(summaries.map((summary) => [summary.uid, summary.name || summary.email || '']));
  } catch {
    return new Map();
  }
}

async function nameOf(uid: string): Promise<string> {
  return (await namesOf([uid])).get(uid) ?? '';
}

async function read<T extends AdminRecord>(kind: AdminKind<T>, id: string): Promise<T | null> {
  const snap = await getDoc(doc(getDb(), collectionOf(kind), id));
  return snap.exists() ? kind.convert(snap) : null;
}

const CHANGE_ORDER = { deleted: 2, updated: 1, created: 0 } as const;

async function history<T extends AdminRecord>(kind: AdminKind<T>, id: string): Promise<Revision<T>[]> {
  const versions = collection(getDb(), COLLECTIONS.contentHistory, historyDocId(collectionOf(kind), id), SUBCOLLECTIONS.historyVersions);
  const snap = await getDocs(query(versions, orderBy('at', 'desc'), limit(HISTORY_PAGE)));
  const docs = snap.docs.map((d) => ({ id: d.id, data: d.data() as ContentRevisionDoc }));
  const names = await namesOf(docs.flatMap(({ data }) => (data.actor_uid ? [data.actor_uid] : [])));
  return docs
    .map(({ id: revisionId, data }): Revision<T> => ({
      id: revisionId,
      change: data.change,
      version: data.version,
      by: data.actor_uid ? (names.get(data.actor_uid) ?? '') : '',
      at: dateOrNull(data.at),
      fields: Array.isArray(data.fields) ? data.fields : [],
      record: data.data ? kind.convert({ id, data: () => data.data ?? undefined }) : null,
    }))
    .sort((a, b) => b.version - a.version || CHANGE_ORDER[b.change] - CHANGE_ORDER[a.change]);
}

async function missingFiles(paths: readonly string[]): Promise<string[]> {
  if (paths.length === 0) return [];
  const { missingObjects } = await loadStorage();
  return missingObjects(paths);
}

/** When a refused save met a record that moved on (or went away) since the form opened: what to tell. */
async function conflictWith<T extends AdminRecord>(kind: AdminKind<T>, record: ReturnType<typeof doc>, original: T): Promise<SaveConflictError<T> | null> {
  const snap = await getDoc(record);
  if (!snap.exists()) return new SaveConflictError<T>('', null, [], null);
  const current = kind.convert(snap);
  if (versionOf(current) === versionOf(original)) return null;
  const stored = snap.data() as { updated_by?: unknown; updated_at?: unknown };
  const by = await nameOf(typeof stored.updated_by === 'string' ? stored.updated_by : '');
  return new SaveConflictError(by, dateOrNull(stored.updated_at), changedLabels(kind, original, current), current);
}

const loadStorage = () => import('./storage-objects');

async function deleteFiles(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const { deleteObjects } = await loadStorage();
  await deleteObjects(paths);
}

/** The app's bucket, as ref(storage).bucket would say, without loading the Storage SDK. */
function bucket(): string {
  return firebaseOptions.storageBucket ?? '';
}

async function remove<T extends AdminRecord>(kind: AdminKind<T>, record: T): Promise<void> {
  const db = getDb();
  const collectionName = collectionOf(kind);
  const recordRef = doc(db, collectionName, record.id);
  // Claim the record (it records no audit entry of its own), so the delete's entry names this admin.
  // It carries the next version: a record changed since the list was read is not deleted unseen.
  const claim = { updated_by: writerUid(), updated_at: serverTimestamp(), version: versionOf(record) + 1 };
  const claiming = writeBatch(db);
  claiming.update(recordRef, claim);
  claiming.update(summaryRefOf(kind, record.id), claim);
  await claiming.commit();
  const batch = writeBatch(db);
  batch.delete(recordRef);
  batch.delete(summaryRefOf(kind, record.id));
  const slugKind = slugKindOf(kind);
  const slug = (record as { slug?: unknown }).slug;
  const entry = slugKind && typeof slug === 'string' ? await ownSlugEntry(slugKind, slug, record.id) : null;
  if (entry) batch.delete(entry);
  await batch.commit();
  forgetContent(collectionName);
  // The record is gone: its files are no longer reachable from the portal; remove them too.
  await deleteFiles(ownedFiles(kind, record.id, kind.toValues(record), bucket()));
}

function upload(request: UploadRequest): UploadHandle {
  let cancelled = false;
  let cancelTask = () => {};
  const done = loadStorage().then(({ startUpload }) => {
    // Cancelled before the SDK arrived: the same code as a task the SDK cancelled.
    if (cancelled) throw Object.assign(new Error('Upload cancelled'), { code: 'storage/canceled' });
    const started = startUpload(request);
    cancelTask = () => void started.task.cancel();
    return started.done;
  });
  return {
    done,
    cancel: () => {
      cancelled = true;
      cancelTask();
    },
  };
}

export const firebaseContentStore: ContentStore = {
  // Lean lists: the table reads the summaries; whatever writes reads the record first.
  async list<T extends AdminRecord>(kind: AdminKind<T>) {
    const snap = await getDocs(query(collection(getDb(), CONTENT_KINDS[kind.kind].summary.collection), orderBy('created_at', 'desc')));
    return snap.docs.map(kind.convert);
  },
  newId: (kind) => doc(collection(getDb(), collectionOf(kind))).id,
  save,
  remove,
  upload,
  deleteFiles,
  read,
  history,
  missingFiles,
  bucket,
};
