/**
 * The demo's medical reviews, as plain data: which seeded records a clinician of the
 * practice has reviewed, how long before the seed run, and, where the demo needs it, the next review
 * set on another day than the practice's period after the review. Dates count from the seed run,
 * so staff's Review due screen always shows work: one review overdue (OVERDUE_REVIEW), one due
 * within the window (DUE_SOON_REVIEW), and the records without a review.
 */
export interface SeedReview {
  /** The review was this many days before the seed run (noon UTC), after the record was written. */
  daysAgo: number;
  /** Which of the practice's reviewers (an index into DEFAULT_PRACTICE.reviewers). */
  reviewer: number;
  /** The next review this many days after the seed run; without it, the practice's period after the review. */
  dueInDays?: number;
  /** Carries the sample reference. */
  reference?: boolean;
}

/** A publication from 2022 reviewed two years and 45 days ago: its next review is overdue. */
export const OVERDUE_REVIEW = 'publication-06';
/** An article whose reviewer asked to look at it again in three weeks. */
export const DUE_SOON_REVIEW = 'article-04';

export const SEED_REVIEWS: Readonly<Record<string, SeedReview>> = {
  'article-01': { daysAgo: 3, reviewer: 0, reference: true },
  'article-02': { daysAgo: 60, reviewer: 1 },
  [DUE_SOON_REVIEW]: { daysAgo: 78, reviewer: 2, dueInDays: 21 },
  'publication-01': { daysAgo: 30, reviewer: 0, reference: true },
  'publication-02': { daysAgo: 90, reviewer: 1 },
  [OVERDUE_REVIEW]: { daysAgo: 2 * 365 + 45, reviewer: 3 },
  'resource-01': { daysAgo: 7, reviewer: 0, reference: true },
  'resource-02': { daysAgo: 73, reviewer: 1 },
};
