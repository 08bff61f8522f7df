/**
 * Reading the four content kinds: a list newest first (cached in memory for the session, so coming
 * back to a list costs no reads), its newest few (the dashboard's featured articles: served from the
 * list when it is there, else one small query, cached too) and one record by slug or id (served from
 * the cached list when it is there). The cache registers with member-cache, so sign-out drops it, and
 * forgetContent drops one collection's cache after an admin changed it. Staff's changes reach open
 * tabs too: before serving a navigation, the sources read the one content_versions document (at
 * most once per FRESHNESS_MS) and drop the lists whose counter moved (issue 11 §3).
 */
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_FRESHNESS_MS, CONTENT_VERSIONS_DOC, type ContentVersionsDoc } from '@common/documents';
import type { QueryShape } from '@common/query-shapes';
import { onMemberCacheClear } from '@/lib/member-cache';
import { getDb } from './firestore';
import type { SnapshotLike } from '@/lib/content-records';

export interface ContentSource<T extends { id: string }> {
  /** The whole list, newest first; cached after the first success. */
  list(): Promise<T[]>;
  /** The list if it was loaded already this session. */
  cached(): T[] | undefined;
  /** The newest `count` records; from the cached list when it is there. */
  newest(count: number): Promise<T[]>;
  /** The newest `count` records if already in memory. */
  cachedNewest(count: number): T[] | undefined;
  /** One record by a field (slug), or null when none matches. */
  findBy(field: keyof T & string, value: string): Promise<T | null>;
  /** One record by document id, or null when it does not exist. */
  get(id: string): Promise<T | null>;
}

/** The content lists' order: newest first. */
const NEWEST_FIRST = ['created_at', 'desc'] as const;

/**
 * The queries a content source runs on `collectionName`: the list (or its head) newest first, and
 * one record by `field`; a sort alone and an equality alone need no composite index
 * (web/src/app/firestore-indexes.test.ts).
 */
export function contentQueryShapes(collectionName: string, field: string): QueryShape[] {
  return [
    { collection: collectionName, orderBy: [NEWEST_FIRST] },
    { collection: collectionName, equals: [field] },
  ];
}

/** Reads within this time share one version check (one navigation's several reads). */
export const FRESHNESS_MS = CONTENT_FRESHNESS_MS;

let knownVersions: ContentVersionsDoc | null = null;
let checkedAt = 0;
let checking: Promise<void> | null = null;
onMemberCacheClear(() => {
  knownVersions = null;
  checkedAt = 0;
  checking = null;
});

function counter(versions: ContentVersionsDoc, collectionName: string): number {
  const value = versions[collectionName];
  return typeof value === 'number' ? value : 0;
}

/**
 * Drops the cached lists that staff changed since they were read: one small read of the versions,
 * shared by the reads of one navigation. A failed check keeps the cache (offline, a guest).
 */
export function ensureFreshContent(): Promise<void> {
  if (checking) return checking;
  if (Date.now() - checkedAt < FRESHNESS_MS) return Promise.resolve();
  const check = getDoc(doc(getDb(), COLLECTIONS.contentVersions, CONTENT_VERSIONS_DOC))
    .then((snap) => {
      const now = (snap.exists() ? snap.data() : {}) as ContentVersionsDoc;
      const before = knownVersions;
      if (before) for (const name of forgetters.keys()) if (counter(before, name) !== counter(now, name)) forgetContent(name);
      knownVersions = now;
    })
    .catch((error: unknown) => console.warn('Could not check for content changes', error))
    .finally(() => {
      checkedAt = Date.now();
      if (checking === check) checking = null;
    });
  checking = check;
  return check;
}

/** Forgetters of the sources by collection: an admin's change makes the member views read again. */
const forgetters = new Map<string, Set<() => void>>();

/** Drops the cached list of `collectionName` (after an admin created, changed or deleted a record). */
export function forgetContent(collectionName: string): void {
  for (const forget of forgetters.get(collectionName) ?? []) forget();
}

export function contentSource<T extends { id: string }>(collectionName: string, convert: (snap: SnapshotLike) => T): ContentSource<T> {
  let items: T[] | undefined;
  let pending: Promise<T[]> | undefined;
  /** The newest few, by count, read before the whole list was. */
  let heads = new Map<number, T[]>();
  const forget = () => {
    items = undefined;
    pending = undefined;
    heads = new Map();
  };
  const cachedNewest = (count: number) => items?.slice(0, count) ?? heads.get(count);
  /**
   * Waits for the version check only when something of this kind is cached (it may be stale); with
   * nothing cached, the read goes out at once and the check runs beside it (no extra round trip on
   * a first visit).
   */
  const fresh = (): Promise<void> => {
    const check = ensureFreshContent();
    return items || heads.size > 0 ? check : Promise.resolve();
  };
  onMemberCacheClear(forget);
  if (!forgetters.has(collectionName)) forgetters.set(collectionName, new Set());
  forgetters.get(collectionName)!.add(forget);

  const source: ContentSource<T> = {
    cached: () => items,
    cachedNewest,
    async newest(count) {
      await fresh();
      const hit = cachedNewest(count);
      if (hit) return hit;
      const kept = heads;
      const snap = await getDocs(query(collection(getDb(), collectionName), orderBy(...NEWEST_FIRST), limit(count)));
      const loaded = snap.docs.map(convert);
      // A sign-out while reading must not keep the answer.
      if (heads === kept) heads.set(count, loaded);
      return loaded;
    },
    async list() {
      await fresh();
      if (items) return items;
      if (!pending) {
        const request: Promise<T[]> = Promise.resolve()
          .then(() => getDocs(query(collection(getDb(), collectionName), orderBy(...NEWEST_FIRST))))
          .then(
            (snap) => {
              const loaded = snap.docs.map(convert);
              if (pending === request) items = loaded;
              return loaded;
            },
            (error: unknown) => {
              if (pending === request) pending = undefined;
              throw error;
            },
          );
        pending = request;
      }
      return pending;
    },
    async findBy(field, value) {
      await fresh();
      const hit = items?.find((item) => item[field] === value);
      if (hit) return hit;
      const snap = await getDocs(query(collection(getDb(), collectionName), where(field, '==', value), limit(1)));
      const first = snap.docs[0];
      return first ? convert(first) : null;
    },
    async get(id) {
      await fresh();
      const hit = items?.find((item) => item.id === id);
      if (hit) return hit;
      const snap = await getDoc(doc(getDb(), collectionName, id));
      return snap.exists() ? convert(snap) : null;
    },
  };
  return source;
}
