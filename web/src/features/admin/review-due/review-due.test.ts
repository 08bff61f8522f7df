import { describe, expect, it } from 'vitest';
import { CONTENT_KIND_NAMES } from '@common/content';
import { reviewDueAfter } from '@common/practice';
import { PRACTICE } from '@/config/practice';
import { anArticle, aPublication } from '@/testing/content-fixtures';
import { declaresReview, dueBound, REVIEWED_KINDS, reviewedDates, reviewedKind, reviewedValues, reviewStatus } from './review-due';

describe('the Review due view', () => {
  it('covers the kinds that declare a medical review: articles, publications and resources', () => {
    expect(REVIEWED_KINDS.map((kind) => kind.kind)).toEqual(CONTENT_KIND_NAMES.filter(declaresReview));
    expect(REVIEWED_KINDS.map((kind) => kind.kind)).toEqual(['articles', 'publications', 'resources']);
  });

  it('lists reviews due up to the end of the last day of the window', () => {
    expect(dueBound('2026-11-24', 60).toISOString()).toBe('2027-01-23T23:59:59.999Z');
    expect(dueBound('2026-12-31', 1).toISOString()).toBe('2027-01-01T23:59:59.999Z');
  });

  it('says how due a review is, in words', () => {
    const noon = (day: string) => new Date(`${day}T12:00:00Z`);
    expect(reviewStatus(noon('2026-11-23'), '2026-11-24')).toEqual({ overdue: true, days: -1, label: 'Overdue' });
    expect(reviewStatus(noon('2026-11-24'), '2026-11-24')).toEqual({ overdue: false, days: 0, label: 'Due today' });
    expect(reviewStatus(noon('2026-11-25'), '2026-11-24').label).toBe('Due in 1 day');
    expect(reviewStatus(noon('2027-01-23'), '2026-11-24').label).toBe('Due in 60 days');
  });

  it('marks a record reviewed through the form: reviewer and today set, the next review the practice’s period on, the rest unchanged', () => {
    const kind = reviewedKind('publications');
    const record = aPublication({ reviewed_by: 'Someone Else', reviewed_at: new Date('2024-01-10T12:00:00Z'), review_due: new Date('2026-01-10T12:00:00Z'), references: 'Ref 1' });
    const values = reviewedValues(kind, record, PRACTICE.reviewers[0]!, '2026-11-24');
    expect(values).toEqual({ ...kind.toValues(record), reviewed_by: PRACTICE.reviewers[0], reviewed_at: '2026-11-24', review_due: '' });
    const doc = kind.toDoc(values);
    expect(doc).toEqual({
      ...kind.toDoc(kind.toValues(record)),
      reviewed_by: PRACTICE.reviewers[0],
      reviewed_at: new Date('2026-11-24T12:00:00Z'),
      review_due: reviewDueAfter(new Date('2026-11-24T12:00:00Z'), PRACTICE.reviewPeriodMonths),
    });
  });

  it('shows the dates the save stores', () => {
    const row = { kind: 'articles' as const, record: anArticle() };
    expect(reviewedDates(row, '2026-11-24')).toEqual({
      reviewedAt: new Date('2026-11-24T12:00:00Z'),
      reviewDue: new Date(`${2026 + PRACTICE.reviewPeriodMonths / 12}-11-24T12:00:00Z`),
    });
  });
});
