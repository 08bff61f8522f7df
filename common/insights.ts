/**
 * Insights (docs/decisions/0036-first-party-insights.md): counts of what members open, save and
 * listen to, and of the searches that found nothing, kept by the portal itself and holding no
 * member's identity. The functions write them (recordUse, recordSearchMiss), staff read the
 * report (getInsights); members can neither read nor write a count.
 */
/** The content kinds whose records are counted (content collections of common/content.ts). */
export const INSIGHT_KINDS = ['articles', 'publications', 'resources'] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

export function isInsightKind(kind: string): kind is InsightKind {
  return (INSIGHT_KINDS as readonly string[]).includes(kind);
}

/** What a member did with a record; each counts a member once per record per day. */
export const INSIGHT_ACTIONS = ['opened', 'saved', 'listened'] as const;
export type InsightAction = (typeof INSIGHT_ACTIONS)[number];

export const INSIGHTS = {
  /** Records one account may be counted for per day (all actions together); more are refused. */
  recordsPerAccountPerDay: 200,
  /** Days after which a once-per-day marker (a keyed hash, never a uid) expires. */
  markerDays: 2,
  /** A search that found nothing is shown to staff once this many different members made it ... */
  searchMinMembers: 5,
  /** ... within this many days. */
  searchWindowDays: 30,
  /** A normalised search is cut to this many characters. */
  searchMaxLength: 60,
  /** A search counts when the member stops typing this long with no results (or commits it). */
  searchIdleMs: 2000,
  /** Published records nobody opened in this many days are listed for staff. */
  unopenedDays: 90,
  /** Weeks of the reads-per-week chart. */
  weeks: 12,
  /** Days a day's counts are kept after that day (a year and a month, for comparisons); then they expire. */
  countsKeptDays: 400,
  /** Rows per ranked list of the report. */
  topRecords: 10,
} as const;

/** recordUse: the signed-in member opened, saved or listened to a record. Not keyed: a repeat counts once anyway. */
export interface RecordUseRequest {
  kind: InsightKind;
  id: string;
  action: InsightAction;
}

/** recordSearchMiss: the signed-in member's search found nothing; the function normalises the words. */
export interface RecordSearchMissRequest {
  query: string;
}

/** Both recorders answer whether this call changed a count (false: already counted today, or nothing left to count). */
export interface RecordInsightResult {
  counted: boolean;
}

/** A counted record as the report names it (its title and slug read when the report is made). */
export interface InsightRecord {
  kind: InsightKind;
  id: string;
  title: string;
  slug: string;
}

/** getInsights takes no input (staff with the second factor) and answers the report. */
export interface InsightsReport {
  /** ISO time the report was made, and the practice's time zone its days are in. */
  generated_at: string;
  time_zone: string;
  /** The current month, yyyy-mm, in the practice's time zone. */
  month: string;
  /** Per kind, the records opened by the most members this month, most first (at most INSIGHTS.topRecords). */
  most_read_this_month: Record<InsightKind, (InsightRecord & { opened: number })[]>;
  /** INSIGHTS.weeks weeks, oldest first; each week's member-opens per kind (weeks start on Monday, yyyy-mm-dd). */
  reads_per_week: ({ week_start: string } & Record<InsightKind, number>)[];
  /** Records saved by the most members in the last 30 days, most first. */
  most_saved: (InsightRecord & { saved: number })[];
  /** Searches that found nothing, made by at least INSIGHTS.searchMinMembers members within INSIGHTS.searchWindowDays days. */
  searches_without_results: { query: string; members: number }[];
  /** The most-read records (last 30 days) whose medical review is due within the practice's window or overdue. */
  review_due_most_read: (InsightRecord & { opened: number; review_due: string; overdue: boolean })[];
  /** Published records nobody opened in INSIGHTS.unopenedDays days, oldest published first. */
  unopened: (InsightRecord & { published_at: string })[];
}

/**
 * Callables that run without App Check: the two recorders. App Check in production loads Google's
 * reCAPTCHA script, and the recorders run on every reading page, where no third party may be
 * contacted for a count (docs/security.md "Third parties a signed-in page can contact").
 */
export const INSIGHT_RECORDERS = ['recordUse', 'recordSearchMiss'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day 'YYYY-MM-DD' of the instant `ms` in `timeZone`. */
export function dayIn(ms: number, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
}

/** The day `days` after `day` (negative: before), both 'YYYY-MM-DD'. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday on or before `day` ('YYYY-MM-DD'): the start of its week in the report. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
