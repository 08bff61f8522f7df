/**
 * A query-paged admin list source on Firestore (lite SDK): each page is one query, ordered by the
 * date field, filtered by equality on `filterField`, starting after the last document of the page
 * before (a cursor) and limited to the page size plus one, which tells whether another page
 * follows. The search text is not applied: Firestore has no substring search, so a list paged this
 * way searches by a server-side index or not at all.
 */
import { collection, getDocs, limit, orderBy, query, startAfter, where, type QueryConstraint, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { ALL } from '@/lib/filter-records';
import type { SnapshotLike } from '@/lib/content-records';
import { getDb } from '@/lib/firebase/firestore';
import type { QuerySource } from '../admin-list';

export interface FirestorePagesSpec<T> {
  collection: string;
  convert: (snap: SnapshotLike) => T;
  /** The date the list is sorted by. */
  dateField: string;
  /** The field the list's filter matches exactly (a ticket's status). */
  filterField?: string;
  /** Instead of filterField: the where() constraints a screen's filter stands for (the Activity screen's several filters). */
  filterConstraints?: (filter: string) => QueryConstraint[];
}

export function firestorePages<T>({ collection: name, convert, dateField, filterField, filterConstraints }: FirestorePagesSpec<T>): QuerySource<T> {
  return {
    mode: 'query',
    async page({ query: wanted, size, after }) {
      const constraints: QueryConstraint[] = [];
      if (filterField && wanted.filter !== ALL) constraints.push(where(filterField, '==', wanted.filter));
      if (filterConstraints) constraints.push(...filterConstraints(wanted.filter));
      constraints.push(orderBy(dateField, wanted.order === 'newest' ? 'desc' : 'asc'));
      if (after) constraints.push(startAfter(after as QueryDocumentSnapshot));
      constraints.push(limit(size + 1));
      const snap = await getDocs(query(collection(getDb(), name), ...constraints));
      const docs = snap.docs.slice(0, size);
      return { rows: docs.map(convert), next: snap.docs.length > size ? docs[docs.length - 1]! : null };
    },
  };
}
