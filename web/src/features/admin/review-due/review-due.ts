/**
 * Staff's Review due view: which records of the reviewed kinds are due for their
 * medical review, how due each is, and what "Mark reviewed" stores. The kinds and their fields come
 * from the declarations (common/content.ts); the review period and the window from the practice's
 * configuration (config/practice.ts). Marking reviewed goes through the admin form's own
 * conversions (toValues, toDoc), so the next due date is the one the form would store.
 */
import { CONTENT_TEXTS, fieldsOf, type ContentKind } from '@common/content';
import type { ContentRecord } from '@/lib/content-records';
import type { AdminKind, AdminRecord, FormValues } from '../content/admin-kind';
import { articlesAdmin } from '../content/kinds/articles';
import { productsAdmin } from '../content/kinds/products';
import { publicationsAdmin } from '../content/kinds/publications';
import { resourcesAdmin } from '../content/kinds/resources';

/** The review fields every reviewed kind declares (MEDICAL_REVIEW_FIELDS of common/content.ts). */
type ReviewFields = Pick<ContentRecord<'articles'>, 'reviewed_by' | 'reviewed_at' | 'review_due'>;
export type ReviewedRecord = AdminRecord & ReviewFields;

const REVIEW_FIELD_NAMES = ['reviewed_by', 'reviewed_at', 'review_due'] as const satisfies readonly (keyof ReviewFields)[];

/** Whether a kind declares the medical review. */
export function declaresReview(kind: ContentKind): boolean {
  const names = fieldsOf(kind).map(([name]) => name);
  return REVIEW_FIELD_NAMES.every((name) => names.includes(name));
}

/**
 * The admin kinds whose records carry a medical review (articles, publications, resources), as
 * declared. Typed loosely: each handles its own record type, and this view only reads and writes
 * the review fields they share.
 */
export const REVIEWED_KINDS = [articlesAdmin, publicationsAdmin, resourcesAdmin, productsAdmin].filter((kind) =>
  declaresReview(kind.kind),
) as unknown as readonly AdminKind<ReviewedRecord>[];

export function reviewedKind(kind: ContentKind): AdminKind<ReviewedRecord> {
  const found = REVIEWED_KINDS.find((candidate) => candidate.kind === kind);
  if (!found) throw new Error(`${kind} records carry no medical review`);
  return found;
}

/** One record on the screen, with what it says about itself. */
export interface ReviewRow {
  kind: ContentKind;
  record: ReviewedRecord;
}

export const rowKey = (row: ReviewRow) => `${row.kind}/${row.record.id}`;
export const rowTitle = (row: ReviewRow) => reviewedKind(row.kind).label(row.record);
export const rowKindName = (row: ReviewRow) => CONTENT_TEXTS[row.kind].singular;
export const rowMemberPath = (row: ReviewRow) => reviewedKind(row.kind).memberPath(row.record);

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day 'YYYY-MM-DD' as days since the epoch. */
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The last moment a listed review may be due (the browser's day as `today`): one function with the Insights report. */
export { dueBound } from '@common/practice';

export interface ReviewStatus {
  overdue: boolean;
  /** Days from today to the due day (negative: overdue). */
  days: number;
  /** What the status chip says (text, not colour alone). */
  label: string;
}

/** How due a review is on `today`: overdue, due today, or due in so many days. */
export function reviewStatus(due: Date, today: string): ReviewStatus {
  const days = dayNumber(due.toISOString().slice(0, 10)) - dayNumber(today);
  if (days < 0) return { overdue: true, days, label: 'Overdue' };
  if (days === 0) return { overdue: false, days, label: 'Due today' };
  return { overdue: false, days, label: `Due in ${days} ${days === 1 ? 'day' : 'days'}` };
}

/** The form values of `record` once marked reviewed by `reviewer` on `today`: the next due date left to the practice's period. */
export function reviewedValues(kind: AdminKind<ReviewedRecord>, record: ReviewedRecord, reviewer: string, today: string): FormValues {
  return { ...kind.toValues(record), reviewed_by: reviewer, reviewed_at: today, review_due: '' };
}

/** The dates "Mark reviewed" stores on `today`, as the form's conversion makes them. */
export function reviewedDates(row: ReviewRow, today: string): { reviewedAt: Date; reviewDue: Date } {
  const kind = reviewedKind(row.kind);
  const doc = kind.toDoc(reviewedValues(kind, row.record, '', today));
  return { reviewedAt: doc.reviewed_at as Date, reviewDue: doc.review_due as Date };
}
