/**
 * A query-paged admin list source on Firestore (lite SDK): each page is one query, ordered by the
 * date field, filtered by equality on `filterField`, starting after the last document of the page
 * before (a cursor) and limited to the page size plus one, which tells whether another page
 * follows. `complete` adds what a page's rows need from elsewhere (a ticket's sender and notes).
 *
 * Firestore has no substring search. A search that names rows exactly (a whole code, a whole
 * e-mail address: `exactSearch`) is one more equality filter of the same paged query, so it finds
 * them wherever they are. Any other text, with `matches`, is searched by reading on: batches of
 * SEARCH_BATCH documents, in the list's order, from the cursor on, until a page of matches is
 * found or SEARCH_SCAN_LIMIT documents were read; the next page goes on from where this one
 * stopped. Each request stays bounded whatever the collection's size.
 */
import {
  and,
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryDocumentSnapshot,
  type QueryFieldFilterConstraint,
  type QueryFilterConstraint,
  type QueryNonFilterConstraint,
} from 'firebase/firestore/lite';
import type { QueryShape } from '@common/query-shapes';
import { ALL } from '@/lib/filter-records';
import type { SnapshotLike } from '@/lib/content-records';
import { getDb } from '@/lib/firebase/firestore';
import type { DateOrder, ListQuery, QuerySource } from '../admin-list';

export const SEARCH_BATCH = 100;
export const SEARCH_SCAN_LIMIT = 500;

export interface FirestorePagesSpec<T> {
  collection: string;
  convert: (snap: SnapshotLike) => T;
  /** The date the list is sorted by. */
  dateField: string;
  /** The field the list's filter matches exactly (a ticket's status). */
  filterField?: string;
  /**
   * Instead of filterField: the where() constraints a screen's filter stands for (the Activity
   * screen's several filters), and the fields they may use (for the index check).
   */
  filterConstraints?: (filter: string) => QueryFieldFilterConstraint[];
  filterShape?: { equals: readonly string[]; range?: string };
  /** The date orders the screen offers (default newest first only); each needs its own index. */
  orders?: readonly DateOrder[];
  /** Completes a page's rows before they are searched and shown (joins). */
  complete?: (rows: T[]) => Promise<T[]>;
  /** The rows matching a search text; without it the search text is not applied. */
  matches?: (rows: readonly T[], search: string) => readonly T[];
  exactSearch?: ExactSearch;
}

/**
 * A search that names its rows exactly: the filter it stands for (null: not such a search, false:
 * it names nothing, so the page is empty without a read), and for the index check the equality
 * fields each of its filters uses (one set per branch of an or()).
 */
export interface ExactSearch {
  fields: readonly (readonly string[])[];
  filter: (search: string) => Promise<QueryFilterConstraint | null | false>;
}

/** Every subset of `fields` (the filters a screen may combine). */
function subsets(fields: readonly string[]): string[][] {
  return fields.reduce<string[][]>((all, field) => [...all, ...all.map((set) => [...set, field])], [[]]);
}

/** The shapes of every query a source may run (web/src/app/firestore-indexes.test.ts checks their indexes). */
export function pageQueryShapes(spec: Pick<FirestorePagesSpec<unknown>, 'collection' | 'dateField' | 'filterField' | 'filterShape' | 'orders' | 'exactSearch'>): QueryShape[] {
  const { collection: name, dateField, filterField, filterShape, orders = ['newest'], exactSearch } = spec;
  const filterSets = filterShape ? subsets(filterShape.equals) : filterField ? [[], [filterField]] : [[]];
  // A list's own filters, each alone and with every branch of an exact search.
  const equalSets = [...filterSets, ...(exactSearch?.fields ?? []).flatMap((exact) => filterSets.map((set) => [...exact, ...set]))];
  const ranges = filterShape?.range ? [undefined, filterShape.range] : [undefined];
  return orders.flatMap((order) =>
    equalSets.flatMap((equals) =>
      ranges.map((range) => ({ collection: name, equals, ...(range ? { range } : {}), orderBy: [[dateField, order === 'newest' ? 'desc' : 'asc'] as const] })),
    ),
  );
}

/** A query-paged source, with the shapes of the queries it may run. */
export type FirestorePagesSource<T> = QuerySource<T> & { shapes: QueryShape[] };

export function firestorePages<T>(spec: FirestorePagesSpec<T>): FirestorePagesSource<T> {
  const { collection: name, convert, dateField, filterField, filterConstraints, complete = (rows: T[]) => Promise.resolve(rows), matches, orders = ['newest'], exactSearch } = spec;

  function read(wanted: ListQuery, after: unknown, count: number, exact?: QueryFilterConstraint) {
    // Only the declared orders have their indexes.
    if (!orders.includes(wanted.order)) throw new Error(`${name} is not listed ${wanted.order} first`);
    const filters: QueryFieldFilterConstraint[] = [];
    if (filterField && wanted.filter !== ALL) filters.push(where(filterField, '==', wanted.filter));
    if (filterConstraints) filters.push(...filterConstraints(wanted.filter));
    const rest: QueryNonFilterConstraint[] = [orderBy(dateField, wanted.order === 'newest' ? 'desc' : 'asc')];
    if (after) rest.push(startAfter(after as QueryDocumentSnapshot));
    rest.push(limit(count));
    const list = collection(getDb(), name);
    // An exact search may be an or(): with other filters, all of them go into one and().
    if (exact) return getDocs(query(list, and(...filters, exact), ...rest));
    return getDocs(query(list, ...filters, ...rest));
  }

  async function readPage(wanted: ListQuery, after: unknown, size: number, exact?: QueryFilterConstraint) {
    const snap = await read(wanted, after, size + 1, exact);
    const docs = snap.docs.slice(0, size);
    return { rows: await complete(docs.map(convert)), next: snap.docs.length > size ? docs[docs.length - 1]! : null };
  }

  return {
    mode: 'query',
    shapes: pageQueryShapes(spec),
    async page({ query: wanted, size, after }) {
      const search = wanted.search.trim();
      const exact = search && exactSearch ? await exactSearch.filter(search) : null;
      if (exact === false) return { rows: [], next: null };
      if (exact) return readPage(wanted, after, size, exact);
      if (!matches || !search) return readPage(wanted, after, size);
      const found: T[] = [];
      let cursor = after;
      for (let scanned = 0; scanned < SEARCH_SCAN_LIMIT; scanned += SEARCH_BATCH) {
        const snap = await read(wanted, cursor, SEARCH_BATCH);
        const rows = await complete(snap.docs.map(convert));
        const hits = new Set(matches(rows, search));
        for (const [index, row] of rows.entries()) {
          if (!hits.has(row)) continue;
          found.push(row);
          // A full page: the next one goes on right after this match.
          if (found.length === size) return { rows: found, next: snap.docs[index]! };
        }
        if (snap.docs.length < SEARCH_BATCH) return { rows: found, next: null };
        cursor = snap.docs[snap.docs.length - 1]!;
      }
      // Read as far as one request may: the next page searches on from here.
      return { rows: found, next: cursor };
    },
  };
}
