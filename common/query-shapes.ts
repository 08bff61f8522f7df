/**
 * The shape of a Firestore query (which fields it filters by equality, which by a range, how it
 * sorts), declared by the code that runs it, and whether a composite index in
 * firestore.indexes.json serves it. The emulator never asks for composite indexes, so a query that
 * needs one would fail only in production: web/src/app/firestore-indexes.test.ts checks every declared shape
 * against the file.
 */
export type SortDirection = 'asc' | 'desc';

export interface QueryShape {
  collection: string;
  /** Fields filtered with == (or in). */
  equals?: readonly string[];
  /** The one field filtered with <, <=, >, >= or !=. */
  range?: string;
  orderBy?: readonly (readonly [field: string, direction: SortDirection])[];
}

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: string;
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: readonly IndexField[];
}

/** The sort a query runs on: its orderBy, led by the range field when that is not ordered first. */
function sortOf(shape: QueryShape): (readonly [string, SortDirection])[] {
  const sort = [...(shape.orderBy ?? [])];
  if (shape.range && sort[0]?.[0] !== shape.range) sort.unshift([shape.range, 'asc']);
  return sort;
}

/**
 * Single-field indexes serve a query that only filters by equality (Firestore merges them), or
 * that filters and sorts on one field only; anything else needs a composite index.
 */
export function needsCompositeIndex(shape: QueryShape): boolean {
  const equals = new Set(shape.equals ?? []);
  const sorted = new Set(sortOf(shape).map(([field]) => field));
  if (sorted.size === 0) return false;
  return equals.size > 0 || sorted.size > 1;
}

/** Whether `index` serves `shape`: the equality fields first (any order), then the sort, field by field and direction. */
export function indexServes(index: CompositeIndex, shape: QueryShape): boolean {
  if (index.collectionGroup !== shape.collection || index.queryScope !== 'COLLECTION') return false;
  const equals = new Set(shape.equals ?? []);
  const sort = sortOf(shape).filter(([field]) => !equals.has(field));
  if (index.fields.length !== equals.size + sort.length) return false;
  const head = index.fields.slice(0, equals.size);
  if (!head.every((field) => equals.has(field.fieldPath) && field.order)) return false;
  return sort.every(([field, direction], i) => {
    const indexed = index.fields[equals.size + i]!;
    return indexed.fieldPath === field && indexed.order === (direction === 'asc' ? 'ASCENDING' : 'DESCENDING');
  });
}
