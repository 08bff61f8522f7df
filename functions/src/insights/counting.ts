/**
 * How the recorders count (docs/decisions/0036-first-party-insights.md). Every count moves in one
 * transaction with the marker that makes it happen once:
 * - a use: marker HMAC(account|kind|id|action|day), created once; the record's and the kind's
 *   day counters move by one, in one of INSIGHT_SHARDS shard documents picked at random so a
 *   popular record's counter takes many writes a second;
 * - a search that found nothing: marker HMAC(account|query) holding the last day the member made
 *   it; the query's document counts each member under their last day only (a new day moves the
 *   member from the old day's bucket to today's), so the buckets of any window sum to exactly the
 *   distinct members who made the search within it;
 * - both: the account's counter of the day (HMAC(account|day)) refuses more than
 *   INSIGHTS.recordsPerAccountPerDay counted events.
 * Days are the practice's (DEFAULT_PRACTICE.timeZone). Every document carries expire_at for the TTL
 * policy (markers and daily counters INSIGHTS.markerDays on, search documents the window, counts
 * INSIGHTS.countsKeptDays), but a stale one is never trusted: each id or field says which day it is for.
 */
import { randomInt } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KINDS } from '@common/content';
import { normaliseSearch } from '@common/search-words';
import { addDays, dayIn, INSIGHTS, type InsightAction, type InsightKind, type RecordInsightResult } from '@common/insights';
import { MESSAGES } from '@common/messages';
import { DEFAULT_PRACTICE } from '@common/practice';
import { keyedHash } from './key';

/** Shard documents per record and day, and per kind and day. */
export const INSIGHT_SHARDS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

export const practiceDay = (now: number) => dayIn(now, DEFAULT_PRACTICE.timeZone);

export const countDocId = (day: string, kind: InsightKind, id: string, shard: number) => `${day}__${kind}__${id}__${shard}`;
export const totalDocId = (day: string, kind: InsightKind, shard: number) => `${day}__${kind}__${shard}`;

/** The account's counter of the day: read, and refused when full; the caller writes the raise. */
async function takeFromDailyQuota(db: Firestore, tx: Transaction, key: string, uid: string, day: string, now: number): Promise<() => void> {
  const ref = db.collection(COLLECTIONS.insightMarkers).doc(keyedHash(key, 'quota', uid, day));
  const count: unknown = (await tx.get(ref)).get('count');
  if (typeof count === 'number' && count >= INSIGHTS.recordsPerAccountPerDay) {
    throw new HttpsError('resource-exhausted', MESSAGES.insightsDailyLimit);
  }
  return () => tx.set(ref, { count: FieldValue.increment(1), expire_at: Timestamp.fromMillis(now + INSIGHTS.markerDays * DAY_MS) }, { merge: true });
}

/** Whether `id` is a record of `kind` that members can read now (published, its time passed). */
async function isPublished(db: Firestore, kind: InsightKind, id: string, now: number): Promise<boolean> {
  const summary = await db.collection(CONTENT_KINDS[kind].summary.collection).doc(id).get();
  const published: unknown = summary.get('published_at');
  return published instanceof Timestamp && published.toMillis() <= now;
}

export interface Use {
  kind: InsightKind;
  id: string;
  action: InsightAction;
}

/** Counts the member's use of a record once per day. */
export async function countUse(db: Firestore, key: string, uid: string, use: Use, now: number): Promise<RecordInsightResult> {
  if (!(await isPublished(db, use.kind, use.id, now))) throw new HttpsError('not-found', MESSAGES.insightRecordNotFound);
  const day = practiceDay(now);
  const marker = db.collection(COLLECTIONS.insightMarkers).doc(keyedHash(key, 'use', uid, use.kind, use.id, use.action, day));
  const shard = randomInt(INSIGHT_SHARDS);
  const count = db.collection(COLLECTIONS.insightCounts).doc(countDocId(day, use.kind, use.id, shard));
  const total = db.collection(COLLECTIONS.insightTotals).doc(totalDocId(day, use.kind, shard));
  return db.runTransaction(async (tx) => {
    if ((await tx.get(marker)).exists) return { counted: false };
    const raiseQuota = await takeFromDailyQuota(db, tx, key, uid, day, now);
    tx.create(marker, { expire_at: Timestamp.fromMillis(now + INSIGHTS.markerDays * DAY_MS) });
    raiseQuota();
    const countsExpire = Timestamp.fromMillis(now + INSIGHTS.countsKeptDays * DAY_MS);
    tx.set(count, { day, kind: use.kind, id: use.id, [use.action]: FieldValue.increment(1), expire_at: countsExpire }, { merge: true });
    tx.set(total, { day, kind: use.kind, [use.action]: FieldValue.increment(1), expire_at: countsExpire }, { merge: true });
    return { counted: true };
  });
}

/** The first day of the search window that ends on `day`. */
export const searchWindowStart = (day: string) => addDays(day, -(INSIGHTS.searchWindowDays - 1));

/** The members of a query's day buckets within the window ending on `day`. */
export function membersWithin(days: unknown, day: string): number {
  if (typeof days !== 'object' || days === null) return 0;
  const from = searchWindowStart(day);
  return Object.entries(days).reduce((sum, [bucket, n]) => (bucket >= from && bucket <= day && typeof n === 'number' ? sum + n : sum), 0);
}

/** Counts the member's search that found nothing: a member once per query, under the last day they made it. */
export async function countSearchMiss(db: Firestore, key: string, uid: string, text: string, now: number): Promise<RecordInsightResult> {
  const query = normaliseSearch(text);
  if (!query) return { counted: false };
  const day = practiceDay(now);
  const expireAt = Timestamp.fromMillis(now + INSIGHTS.searchWindowDays * DAY_MS);
  const marker = db.collection(COLLECTIONS.insightMarkers).doc(keyedHash(key, 'search', uid, query));
  const searchDoc = db.collection(COLLECTIONS.insightSearches).doc(keyedHash(key, 'query', query));
  return db.runTransaction(async (tx) => {
    const [markerSnap, searchSnap] = await Promise.all([tx.get(marker), tx.get(searchDoc)]);
    const lastDay: unknown = markerSnap.get('day');
    if (lastDay === day) return { counted: false };
    const raiseQuota = await takeFromDailyQuota(db, tx, key, uid, day, now);
    // Buckets older than the window are dropped as the document is rewritten.
    const from = searchWindowStart(day);
    const kept = Object.entries((searchSnap.get('days') as Record<string, number> | undefined) ?? {}).filter(([bucket]) => bucket >= from);
    const days = Object.fromEntries(kept);
    if (typeof lastDay === 'string' && (days[lastDay] ?? 0) > 0) {
      days[lastDay] -= 1;
      if (days[lastDay] === 0) delete days[lastDay];
    }
    days[day] = (days[day] ?? 0) + 1;
    tx.set(marker, { day, expire_at: expireAt });
    raiseQuota();
    tx.set(searchDoc, { query, days, last_day: day, expire_at: expireAt });
    return { counted: true };
  });
}
