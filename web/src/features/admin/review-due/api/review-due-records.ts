/**
 * The Review due view's reads and its one write. Per reviewed kind, two bounded
 * queries: the records whose next review is due on or before a day (review_due <= bound, oldest
 * due first: a range and a sort on one field, served by its single-field index) and those never
 * reviewed (reviewed_at == null: equality only). "Mark reviewed" reads the record fresh and saves
 * it through the content store (slug index, updated_by, version, the members' cache), changing
 * only the review.
 */
import { collection, getDocs, limit, orderBy, query, Timestamp, where, type QueryConstraint } from 'firebase/firestore/lite';
import { CONTENT_KINDS } from '@common/content';
import type { QueryShape } from '@common/query-shapes';
import { getDb } from '@/lib/firebase/firestore';
import { firebaseContentStore } from '../../content/api/firebase-store';
import { SaveConflictError } from '../../content/api/save-conflict';
import { validateValues } from '../../content/validation';
import type { AdminKind } from '../../content/admin-kind';
import { REVIEWED_KINDS, reviewedKind, reviewedValues, type ReviewedRecord, type ReviewRow } from '../review-due';

/** At most this many records of each kind per list (a practice's library is far smaller). */
export const REVIEW_QUERY_LIMIT = 200;

/** The shapes of the view's queries, for each reviewed collection (web/src/app/firestore-indexes.test.ts). */
export const REVIEW_DUE_SHAPES: QueryShape[] = REVIEWED_KINDS.flatMap(({ kind }) => [
  { collection: CONTENT_KINDS[kind].summary.collection, range: 'review_due', orderBy: [['review_due', 'asc']] },
  { collection: CONTENT_KINDS[kind].summary.collection, equals: ['reviewed_at'] },
]);

async function rowsOf(kind: AdminKind<ReviewedRecord>, ...constraints: QueryConstraint[]): Promise<ReviewRow[]> {
  // The lists read the summaries (the review fields, no bodies).
  const snap = await getDocs(query(collection(getDb(), CONTENT_KINDS[kind.kind].summary.collection), ...constraints, limit(REVIEW_QUERY_LIMIT)));
  return snap.docs.map((d) => ({ kind: kind.kind, record: kind.convert(d) }));
}

/**
 * Reviewed records whose next review is due on or before `bound`, every kind. Records never
 * reviewed are left to loadNeverReviewed, even when someone set them a due date.
 */
export async function loadReviewsDue(bound: Date): Promise<ReviewRow[]> {
  const perKind = await Promise.all(
    REVIEWED_KINDS.map((kind) => rowsOf(kind, where('review_due', '<=', Timestamp.fromDate(bound)), orderBy('review_due', 'asc'))),
  );
  return perKind.flat().filter((row) => row.record.reviewed_at !== null);
}

/** Records no clinician has reviewed yet, every kind. */
export async function loadNeverReviewed(): Promise<ReviewRow[]> {
  const perKind = await Promise.all(REVIEWED_KINDS.map((kind) => rowsOf(kind, where('reviewed_at', '==', null))));
  return perKind.flat();
}

/** The record's stored values would not pass its form (so the rules would refuse them too). */
export class InvalidRecordError extends Error {
  constructor(readonly fields: string[]) {
    super('invalid-record');
  }
}

/**
 * Marks the record reviewed by `reviewer` on `today` ('YYYY-MM-DD'): the record as stored now, with
 * the review fields changed, saved through the content store. Throws SaveConflictError when the
 * record went away or changed meanwhile, InvalidRecordError when its stored values fail its form.
 */
export async function markReviewed(row: ReviewRow, reviewer: string, today: string): Promise<void> {
  const kind = reviewedKind(row.kind);
  // The list holds summaries: the save starts from the record as stored now.
  const fresh = await firebaseContentStore.read(kind, row.record.id);
  if (!fresh) throw new SaveConflictError<ReviewedRecord>('', null, [], null);
  const values = reviewedValues(kind, fresh, reviewer, today);
  const errors = validateValues(kind.fields, values);
  if (Object.keys(errors).length > 0) throw new InvalidRecordError(kind.fields.filter((field) => errors[field.name]).map((field) => field.label));
  await firebaseContentStore.save(kind, { id: fresh.id, original: fresh, values });
}
