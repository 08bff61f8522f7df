/**
 * Reading the four content kinds as members do. Lists read the kind's small summaries (no rich
 * text), newest first by the kind's list date, cached in memory for the session (coming back to a
 * list costs no reads); the newest few (the dashboard's featured articles, a list screen's first
 * page) are served from the list when it is there, else one small query, cached too, which the whole
 * list then continues (no record is read twice). One record (the detail page) is read from
 * the records themselves, by slug or id, and kept too.
 *
 * Drafts and scheduling: every member query asks for records published by the server's
 * "now" (lib/server-clock.ts), which firestore.rules require; a draft or a record scheduled for later
 * is simply not there, and a refused read of one record counts as not found.
 *
 * The cache registers with member-cache, so sign-out drops it, and forgetContent drops one
 * collection's cache after an admin changed it. Staff's changes reach open tabs too:
 * before serving something cached FRESHNESS_MS ago or more, a source reads the one content_versions
 * document (at most once per FRESHNESS_MS, shared by every source) and drops what was read before its kind's last change
 * (the time the content trigger stamps there), or before a scheduled record's time that has now
 * passed. Each source keeps when its cache was read (the server's "now" as this tab knows it), so
 * the check needs no earlier look at the document: with nothing cached there is nothing to check,
 * and a first view reads only what it shows.
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
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KINDS, listedByPublishing, PUBLISH_FIELD, type ContentKind } from '@common/content';
import { CONTENT_FRESHNESS_MS, CONTENT_VERSIONS_DOC, type ContentVersionsDoc } from '@common/documents';
import type { QueryShape } from '@common/query-shapes';
import { onMemberCacheClear } from '@/lib/member-cache';
import { learnServerClock, serverNow } from '@/lib/server-clock';
import { getDb, isPermissionDenied } from './firestore';
import { takeFirstRead } from './first-read';
import type { SnapshotLike } from '@/lib/content-records';

export interface ContentSource<S extends { id: string }, R extends { id: string }> {
  /**
   * The whole list of summaries, newest first; cached after the first success. When the newest few
   * were read (or are being read) first, the list reads only the records after them.
   */
  list(): Promise<S[]>;
  /** The list if it was loaded already this session. */
  cached(): S[] | undefined;
  /**
   * The newest `count` summaries; from the cached list when it is there, else one small query (a
   * list screen's first page, the dashboard's featured articles), which a later list() continues.
   */
  newest(count: number): Promise<S[]>;
  /** The newest `count` summaries if already in memory. */
  cachedNewest(count: number): S[] | undefined;
  /** One record by a field (slug), or null when none is published under it. */
  findBy(field: keyof R & string, value: string): Promise<R | null>;
  /** One record by document id, or null when it does not exist or is not published. */
  get(id: string): Promise<R | null>;
  /** A record already read this session by `field` (or id). */
  cachedRecord(field: keyof R & string, value: string): R | undefined;
}

/** Members' queries: published by now, newest publish first (the rules need the bound; the sort needs no index). */
const PUBLISHED_NEWEST_FIRST = [PUBLISH_FIELD, 'desc'] as const;

/**
 * The queries a content source runs on a kind: the summaries published by now, newest first (a
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

/** Reads within this time share one version check (one navigation's several reads). */
export const FRESHNESS_MS = CONTENT_FRESHNESS_MS;

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

/** The newest few summaries and where the rest starts: after the last one's time and id (null: there is no rest). */
interface Head<S> {
  items: S[];
  last: { at: Timestamp; id: string } | null;
}

interface Registered {
  forget(): void;
  /** When what is cached was read (epoch ms, the server's "now" as this tab knows it), or null with nothing cached. */
  readAt(): number | null;
  /** The kind's time of change (epoch ms) the last check before that read saw, or null when none had. */
  readAfterChange(): number | null;
}

/** The content versions the last check read, or null (none yet this session). */
let lastVersions: ContentVersionsDoc | null = null;
let checkedAt = 0;
let checking: Promise<void> | null = null;
onMemberCacheClear(() => {
  lastVersions = null;
  checkedAt = 0;
  checking = null;
});

const millisOf = (time: unknown): number | null => (time instanceof Timestamp ? time.toMillis() : null);

/** The last time a record of `collectionName` changed, as `versions` say (epoch ms), or null. */
function changedAt(versions: ContentVersionsDoc | null, collectionName: string): number | null {
  return versions ? millisOf(versions.changed_at?.[collectionName]) : null;
}

/**
 * Whether what `source` read of `collectionName` may miss a change: the kind changed after the read
 * began. A change the check before the read had already seen is in it (that check read the stamp
 * after the change was committed): so a device clock behind the server's costs a list read again
 * once per change, not at every navigation.
 */
function changedSince(versions: ContentVersionsDoc, collectionName: string, source: Registered, readAt: number): boolean {
  const changed = changedAt(versions, collectionName);
  return changed !== null && changed > readAt && changed !== source.readAfterChange();
}

/** Whether a record of `collectionName` scheduled after `readAt` is published by now. */
function scheduledSince(versions: ContentVersionsDoc, collectionName: string, readAt: number): boolean {
  const now = serverNow();
  return (versions.scheduled?.[collectionName] ?? []).some((time) => {
    const at = millisOf(time) ?? NaN;
    return at > readAt && at <= now;
  });
}

/**
 * Drops the cached lists that staff changed since they were read, or that a scheduled record's time
 * has passed since: one small read of the versions, shared by the reads of one navigation. Only a
 * source with something cached asks for it. A failed check keeps the cache (offline, a guest).
 */
export function ensureFreshContent(): Promise<void> {
  if (checking) return checking;
  if (Date.now() - checkedAt < FRESHNESS_MS) return Promise.resolve();
  const check = getDoc(doc(getDb(), COLLECTIONS.contentVersions, CONTENT_VERSIONS_DOC))
    .then((snap) => {
      const now = (snap.exists() ? snap.data() : {}) as ContentVersionsDoc;
      for (const [name, sources] of registered) {
        for (const source of sources) {
          const readAt = source.readAt();
          if (readAt !== null && (changedSince(now, name, source, readAt) || scheduledSince(now, name, readAt))) source.forget();
        }
      }
      lastVersions = now;
    })
    .catch((error: unknown) => console.warn('Could not check for content changes', error))
    .finally(() => {
      checkedAt = Date.now();
      if (checking === check) checking = null;
    });
  checking = check;
  return check;
}

/** Where a list continues after `last`: its publish time and document id (the query's order). */
function cursorOf(last: SnapshotLike): Head<never>['last'] {
  const at = last.data()?.[PUBLISH_FIELD];
  if (!(at instanceof Timestamp)) throw new Error(`A summary without its ${PUBLISH_FIELD} time: ${last.id}`);
  return { at, id: last.id };
}

/** The sources by the collection of their records: an admin's change makes the member views read again. */
const registered = new Map<string, Set<Registered>>();

/** Drops the cached list of `collectionName` (after an admin created, changed or deleted a record). */
export function forgetContent(collectionName: string): void {
  for (const source of registered.get(collectionName) ?? []) source.forget();
}

/** The order of a kind's lists: its list date, newest first (publications: the journal date). */
function newestFirst<S>(kind: ContentKind): (a: S, b: S) => number {
  const field = CONTENT_KINDS[kind].listDate;
  const time = (item: S) => ((item as Record<string, unknown>)[field] as Date | null)?.getTime() ?? 0;
  return (a, b) => time(b) - time(a);
}

export function contentSource<S extends { id: string }, R extends { id: string }>(
  kind: ContentKind,
  toSummary: (snap: SnapshotLike) => S,
  toRecord: (snap: SnapshotLike) => R,
): ContentSource<S, R> {
  const { collection: recordsName, summary } = CONTENT_KINDS[kind];
  const order = newestFirst<S>(kind);
  // The query returns publish order; a kind whose lists go by another date sorts on it (stable).
  const byListDate = !listedByPublishing(kind);
  let items: S[] | undefined;
  let pending: Promise<S[]> | undefined;
  /** The newest few, by count, read (or being read) before the whole list was. */
  let heads = new Map<number, Promise<Head<S>>>();
  /** The same, once read. */
  let readHeads = new Map<number, S[]>();
  let records = new Map<string, R>();
  /** Record reads under way, by key. */
  const readingRecords = new Map<string, Promise<R | null>>();
  let readAt: number | null = null;
  let readAfterChange: number | null = null;
  const forget = () => {
    items = undefined;
    pending = undefined;
    heads = new Map();
    readHeads = new Map();
    records = new Map();
    readingRecords.clear();
    readAt = null;
    readAfterChange = null;
  };
  /** When a read began: the server's "now" as this tab knows it, and the kind's last change known then. */
  const beginRead = () => ({ at: serverNow(), afterChange: changedAt(lastVersions, recordsName) });
  /** What the cache holds is as old as its oldest read. */
  const noteRead = (started: ReturnType<typeof beginRead>) => {
    if (readAt === null || started.at < readAt) {
      readAt = started.at;
      readAfterChange = started.afterChange;
    }
  };
  const cachedNewest = (count: number) => items?.slice(0, count) ?? readHeads.get(count);
  /**
   * The version check, only when something of this kind is cached and was read FRESHNESS_MS ago or
   * more (it may be stale); with nothing cached, the read goes out at once and nothing else is read
   * (a first visit). What was read within FRESHNESS_MS is as fresh as a check would make it (checks
   * are that far apart too): a screen's rest read after its first page, or its second look at what
   * it has just read, does not wait for a check first (that would paint /publications' cards a
   * round trip later).
   */
  const fresh = (): Promise<void> => (readAt !== null && serverNow() - readAt >= FRESHNESS_MS ? ensureFreshContent() : Promise.resolve());
  onMemberCacheClear(forget);
  if (!registered.has(recordsName)) registered.set(recordsName, new Set());
  registered.get(recordsName)!.add({ forget, readAt: () => readAt, readAfterChange: () => readAfterChange });

  // The document id last, as Firestore orders ties anyway (the same query), so a page can end on a time and an id.
  const summaries = (...constraints: QueryConstraint[]) =>
    published((now) =>
      getDocs(query(collection(getDb(), summary.collection), where(PUBLISH_FIELD, '<=', now), orderBy(...PUBLISHED_NEWEST_FIRST), orderBy(documentId(), 'desc'), ...constraints)),
    );
  /**
   * The newest `count` summaries: the answer to the page's own first read when it asked for them
   * (lib/firebase/first-read), else one query; shared by callers while it runs.
   */
  const readHead = (count: number): Promise<Head<S>> => {
    const held = heads.get(count);
    if (held) return held;
    const kept = heads;
    const early = takeFirstRead(summary.collection, count);
    const readFirst = async (): Promise<{ found: SnapshotLike[]; started: ReturnType<typeof beginRead> }> => {
      if (early) {
        const taken = beginRead();
        const found = await early.docs;
        // Taken unless it gave nothing, or what the app's own query would not have (each has its publish time).
        // As old as the page's read: never counted fresher than it is.
        if (found?.every((snap) => snap.data()[PUBLISH_FIELD] instanceof Timestamp)) return { found, started: { ...taken, at: Math.min(taken.at, early.startedAt) } };
      }
      const started = beginRead();
      return { found: (await summaries(limit(count))).docs, started };
    };
    const reading = readFirst().then(
      ({ found, started }) => {
        // Fewer than asked for: these are all there is.
        const head = { items: found.map(toSummary), last: found.length === count ? cursorOf(found[count - 1]!) : null };
        // A sign-out while reading must not keep the answer.
        if (heads === kept) {
          readHeads.set(count, head.items);
          noteRead(started);
        }
        return head;
      },
      (error: unknown) => {
        if (kept.get(count) === reading) kept.delete(count);
        throw error;
      },
    );
    heads.set(count, reading);
    return reading;
  };
  /** The longest head read or being read, for the whole list to continue after it. */
  const largestHead = (): Promise<Head<S>> | undefined => {
    const counts = [...heads.keys()];
    return counts.length ? heads.get(Math.max(...counts)) : undefined;
  };
  /**
   * One record by its key (`field:value`): from the cache, else one read, shared by callers while it
   * runs (a screen's data started with its code, then the screen itself), kept once found.
   */
  const readRecord = async (key: string, read: () => Promise<R | null>): Promise<R | null> => {
    await fresh();
    const hit = records.get(key);
    if (hit) return hit;
    const held = readingRecords.get(key);
    if (held) return held;
    const kept = records;
    const started = beginRead();
    const reading = read().then((record) => {
      // A sign-out while reading must not keep the answer.
      if (record && records === kept) {
        records.set(key, record);
        noteRead(started);
      }
      return record;
    });
    readingRecords.set(key, reading);
    const done = () => {
      if (readingRecords.get(key) === reading) readingRecords.delete(key);
    };
    reading.then(done, done);
    return reading;
  };

  return {
    cached: () => items,
    cachedNewest,
    cachedRecord: (field, value) => records.get(`${field}:${value}`),
    async newest(count) {
      // A kind listed by another date takes its head from the whole list.
      if (byListDate) return (await this.list()).slice(0, count);
      await fresh();
      return cachedNewest(count) ?? (await readHead(count)).items;
    },
    async list() {
      await fresh();
      if (items) return items;
      if (!pending) {
        const started = beginRead();
        const head = byListDate ? undefined : largestHead();
        const request: Promise<S[]> = Promise.resolve()
          .then(async () => {
            if (!head) return (await summaries()).docs.map(toSummary);
            // The rest after the newest few: no record is read twice.
            const { items: first, last } = await head;
            if (!last) return first;
            const ids = new Set(first.map((item) => item.id));
            const rest = (await summaries(startAfter(last.at, last.id))).docs.filter((snap) => !ids.has(snap.id));
            return [...first, ...rest.map(toSummary)];
          })
          .then(
            (loaded) => {
              if (byListDate) loaded.sort(order);
              if (pending === request) {
                items = loaded;
                noteRead(started);
              }
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
    findBy(field, value) {
      return readRecord(`${field}:${value}`, async () => {
        const snap = await published((now) => getDocs(query(collection(getDb(), recordsName), where(field, '==', value), where(PUBLISH_FIELD, '<=', now), limit(1))));
        const first = snap.docs[0];
        return first ? toRecord(first) : null;
      });
    },
    get(id) {
      return readRecord(`id:${id}`, async () => {
        try {
          const snap = await getDoc(doc(getDb(), recordsName, id));
          return snap.exists() ? toRecord(snap) : null;
        } catch (error) {
          if (!isPermissionDenied(error)) throw error;
          // A draft or a record scheduled for later is refused by id: to a member it does not exist.
          // Unless the member may read nothing at all (access removed): then this list refuses too.
          await summaries(limit(1));
          return null;
        }
      });
    },
  };
}
