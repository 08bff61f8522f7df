/**
 * getInsights() -> InsightsReport: staff with the second factor read what members open, save and
 * listen to, and the searches that found nothing often enough to show (report.ts). Titles, slugs,
 * publication and review dates come from the kinds' summaries when the report is made.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KINDS } from '@common/content';
import { addDays, INSIGHT_KINDS, INSIGHTS, weekStart, type InsightKind, type InsightsReport } from '@common/insights';
import { DEFAULT_PRACTICE } from '@common/practice';
import { db } from '../admin';
import { requireAdmin } from '../roles/requireAdmin';
import { CALLABLE_OPTIONS, parseInput } from '../shared/callable';
import { noInput } from '../shared/schemas';
import { hookedNow } from '../shared/testHooks';
import { practiceDay, searchWindowStart } from './counting';
import { buildReport, type CountRow, type SummaryRow, type TotalRow } from './report';

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const getInsights = onCall(CALLABLE_OPTIONS, async (request): Promise<InsightsReport> => {
  await requireAdmin(request);
  parseInput(noInput, request.data);
  const now = await hookedNow(db);
  const today = practiceDay(now);
  const countsFrom = addDays(today, -(INSIGHTS.unopenedDays - 1));
  const totalsFrom = addDays(weekStart(today), -7 * (INSIGHTS.weeks - 1));
  const [counts, totals, searches, ...summaries] = await Promise.all([
    db.collection(COLLECTIONS.insightCounts).where('day', '>=', countsFrom).get(),
    db.collection(COLLECTIONS.insightTotals).where('day', '>=', totalsFrom).get(),
    db.collection(COLLECTIONS.insightSearches).where('last_day', '>=', searchWindowStart(today)).get(),
    ...INSIGHT_KINDS.map((kind) =>
      db.collection(CONTENT_KINDS[kind].summary.collection).select('title', 'slug', 'published_at', 'reviewed_at', 'review_due').get(),
    ),
  ]);
  return buildReport({
    now,
    today,
    timeZone: DEFAULT_PRACTICE.timeZone,
    reviewDueWindowDays: DEFAULT_PRACTICE.reviewDueWindowDays,
    counts: counts.docs.map((doc): CountRow => ({
      day: text(doc.get('day')),
      kind: doc.get('kind') as InsightKind,
      id: text(doc.get('id')),
      opened: num(doc.get('opened')),
      saved: num(doc.get('saved')),
      listened: num(doc.get('listened')),
    })),
    totals: totals.docs.map((doc): TotalRow => ({ day: text(doc.get('day')), kind: doc.get('kind') as InsightKind, opened: num(doc.get('opened')) })),
    searches: searches.docs.map((doc) => ({ query: text(doc.get('query')), days: doc.get('days') })),
    summaries: summaries.flatMap((snap, i) =>
      snap.docs.map((doc): SummaryRow => ({
        kind: INSIGHT_KINDS[i]!,
        id: doc.id,
        title: text(doc.get('title')),
        slug: text(doc.get('slug')),
        published_at: millis(doc.get('published_at')),
        reviewed_at: millis(doc.get('reviewed_at')),
        review_due: millis(doc.get('review_due')),
      })),
    ),
  });
});
