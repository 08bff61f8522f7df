/**
 * Reading the four content kinds as members do: the queries themselves, with no cache of their own
 * (the query client keeps what they return: features/library/api/content-queries.ts). Lists read the
 * kind's small summaries (no rich text), newest first by publishing; a list can start with its
 * newest few and continue after the last of them, so no summary is read twice. One record (the
 * detail page) is read from the records themselves, by slug or id.
 *
 * Drafts and scheduling: every member query asks for records published by the server's
 * "now" (lib/server-clock.ts), which firestore.rules require; a draft or a record scheduled for later
 * is simply not there, and a refused read of one record counts as not found.
 *
 * Every content query carries its collection in its `meta` (`contentMeta`), so staff's changes
 * (`forgetContent`) and the content freshness stamp mark the right answers stale without knowing
 * the library's query keys.
 */
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { Query } from '@tanstack/react-query';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KINDS, listedByPublishing, PUBLISH_FIELD, type ContentKind } from '@common/content';
import { CONTENT_VERSIONS_DOC, type ContentVersionsDoc } from '@common/documents';
import type { QueryShape } from '@common/query-shapes';
import { toRecord, toSummary, type ContentRecord, type ContentSummary, type SnapshotLike } from '@/lib/content-records';
import { queryClient } from '@/lib/query-client';
import { learnServerClock, serverNow } from '@/lib/server-clock';
import { getDb, isPermissionDenied } from './firestore';

/** Members' queries: published by now, newest publish first (the rules need the bound; the sort needs no index). */
const PUBLISHED_NEWEST_FIRST = [PUBLISH_FIELD, 'desc'] as const;

/**
 * The queries members run on a kind: the summaries published by now, newest first (a
 * range and a sort on one field: no composite index), and, for a kind addressed by slug, one
 * published record by its slug (an equality and a range: a composite index,
 * web/src/app/firestore-indexes.test.ts). A kind addressed by id reads its record by id.
 */
export function contentQueryShapes(kind: ContentKind): QueryShape[] {
  const { collection: records, summary, addressedBy } = CONTENT_KINDS[kind];
  return [
    { collection: summary.collection, range: PUBLISH_FIELD, orderBy: [PUBLISHED_NEWEST_FIRST] },
    ...(addressedBy === 'id' ? [] : [{ collection: records, equals: [addressedBy], range: PUBLISH_FIELD }]),
  ];
}

/**
 * Runs a member query bounded by the server's "now". A refusal may mean this device's clock runs
 * ahead of the server's: learn the server's clock and ask once more (a second refusal is real).
 */
async function published<T>(run: (now: Timestamp) => Promise<T>): Promise<T> {
  try {
    return await run(Timestamp.fromMillis(serverNow()));
  } catch (error) {
    if (!isPermissionDenied(error) || !(await learnServerClock())) throw error;
    return run(Timestamp.fromMillis(serverNow()));
  }
}

/** Where a list continues: after this publish time and document id (the query's order). */
export interface Cursor {
  at: Timestamp;
  id: string;
}

/** The newest few summaries and where the rest starts (null: there is no rest). */
export interface Head<S> {
  items: S[];
  last: Cursor | null;
}

function cursorOf(last: SnapshotLike): Cursor {
  const at = last.data()?.[PUBLISH_FIELD];
  if (!(at instanceof Timestamp)) throw new Error(`A summary without its ${PUBLISH_FIELD} time: ${last.id}`);
  return { at, id: last.id };
}

/** Whether every document has its publish time, as the members' query returns them (a page can continue after any). */
export const hasPublishTimes = (docs: readonly SnapshotLike[]): boolean => docs.every((snap) => snap.data()?.[PUBLISH_FIELD] instanceof Timestamp);

/** The head made of `docs`, the answer to a query for the newest `count`: fewer than asked for are all there is. */
export function headOf<K extends ContentKind>(kind: K, docs: readonly SnapshotLike[], count: number): Head<ContentSummary<K>> {
  return { items: docs.map((snap) => toSummary(kind, snap)), last: docs.length === count ? cursorOf(docs[count - 1]!) : null };
}

// The document id last, as Firestore orders ties anyway (the same query), so a page can end on a time and an id.
const summaries = (kind: ContentKind, ...constraints: QueryConstraint[]) =>
  published((now) =>
    getDocs(
      query(
        collection(getDb(), CONTENT_KINDS[kind].summary.collection),
        where(PUBLISH_FIELD, '<=', now),
        orderBy(...PUBLISHED_NEWEST_FIRST),
        orderBy(documentId(), 'desc'),
        ...constraints,
      ),
    ),
  );

/** The newest `count` summaries of a kind, by publishing, and where the rest starts. */
export async function readNewest<K extends ContentKind>(kind: K, count: number): Promise<Head<ContentSummary<K>>> {
  return headOf(kind, (await summaries(kind, limit(count))).docs, count);
}

/** The order of a kind's lists: its list date, newest first (publications: the journal date). */
function newestFirst<K extends ContentKind>(kind: K): (a: ContentSummary<K>, b: ContentSummary<K>) => number {
  const field = CONTENT_KINDS[kind].listDate;
  const time = (item: ContentSummary<K>) => ((item as Record<string, unknown>)[field] as Date | null)?.getTime() ?? 0;
  return (a, b) => time(b) - time(a);
}

/**
 * Every published summary of a kind, newest first by its list date. After `head` (its newest few,
 * read already) only the rest is read, after the head's last summary: no summary is read twice.
 */
export async function readList<K extends ContentKind>(kind: K, head?: Head<ContentSummary<K>>): Promise<ContentSummary<K>[]> {
  if (head && !head.last) return head.items;
  if (!head || !listedByPublishing(kind)) {
    const all = (await summaries(kind)).docs.map((snap) => toSummary(kind, snap));
    // The query returns publish order; a kind whose lists go by another date sorts on it (stable).
    return listedByPublishing(kind) ? all : all.sort(newestFirst(kind));
  }
  const { at, id } = head.last!;
  const ids = new Set(head.items.map((item) => item.id));
  const rest = (await summaries(kind, startAfter(at, id))).docs.filter((snap) => !ids.has(snap.id));
  return [...head.items, ...rest.map((snap) => toSummary(kind, snap))];
}

/** One record by its address (CONTENT_KINDS[kind].addressedBy: a slug, or the document id), or null when none is published under it. */
export async function readRecord<K extends ContentKind>(kind: K, key: string): Promise<ContentRecord<K> | null> {
  const { collection: recordsName, addressedBy } = CONTENT_KINDS[kind];
  if (addressedBy !== 'id') {
    const snap = await published((now) => getDocs(query(collection(getDb(), recordsName), where(addressedBy, '==', key), where(PUBLISH_FIELD, '<=', now), limit(1))));
    const first = snap.docs[0];
    return first ? toRecord(kind, first) : null;
  }
  try {
    const snap = await getDoc(doc(getDb(), recordsName, key));
    return snap.exists() ? toRecord(kind, snap) : null;
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    // A draft or a record scheduled for later is refused by id: to a member it does not exist.
    // Unless the member may read nothing at all (access removed): then this list refuses too.
    await summaries(kind, limit(1));
    return null;
  }
}

/**
 * The content freshness stamp (content_versions/current), or null when it could not be read
 * (offline, a guest): then what is cached stays as it is.
 */
export async function readContentVersions(): Promise<ContentVersionsDoc | null> {
  try {
    const snap = await getDoc(doc(getDb(), COLLECTIONS.contentVersions, CONTENT_VERSIONS_DOC));
    return (snap.exists() ? snap.data() : {}) as ContentVersionsDoc;
  } catch (error) {
    console.warn('Could not check for content changes', error);
    return null;
  }
}

/** What a content query carries in its `meta` (declared in lib/query-client.ts): the collection of the records it reads. */
export const contentMeta = (kind: ContentKind) => ({ contentCollection: CONTENT_KINDS[kind].collection });

/** The collection a cached query reads, when it is a content query. */
export function contentCollectionOf(cached: Query): string | undefined {
  return cached.meta?.contentCollection;
}

/** Marks the member answers of `collectionName` stale (an admin created, changed or deleted a record): read again when next shown. */
export function forgetContent(collectionName: string): void {
  void queryClient.invalidateQueries({ predicate: (cached) => contentCollectionOf(cached) === collectionName });
}
