/**
 * Insights (functions/src/insights/, docs/decisions/0036-first-party-insights.md) against the
 * emulators: a member counts once per record, action and day; the day moves with the functions'
 * clock hook (never by waiting, never by TTL deletion); the per-account daily limit; searches show
 * only once enough members made them; nothing stored names a member; who may call what.
 */
import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CALLABLES } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KINDS } from '@common/content';
import { INSIGHTS, type InsightKind, type InsightsReport, type RecordInsightResult } from '@common/insights';
import { MESSAGES } from '@common/messages';
import { practiceDay } from '../../functions/src/insights/counting';
import { keyedHash } from '../../functions/src/insights/key';
import { CLOCK_HOOK } from '../../functions/src/shared/testHooks';
import { adminDb, callRaw, createUser, idTokenFor, type TestUser } from '../../tooling/emulator-clients';
import { startEachTestOnEmptyEmulators } from '../support/clean-emulators';

startEachTestOnEmptyEmulators();

const DAY = 24 * 60 * 60 * 1000;
/** The key the Functions emulator hashes with (functions/.secret.local). */
const INSIGHTS_KEY_VALUE = /^INSIGHTS_KEY=(.+)$/m.exec(readFileSync(new URL('../../functions/.secret.local', import.meta.url), 'utf8'))![1]!.trim();
const INSIGHT_COLLECTIONS = [COLLECTIONS.insightCounts, COLLECTIONS.insightTotals, COLLECTIONS.insightMarkers, COLLECTIONS.insightSearches];

/** Moves the functions' clock by `offsetMs` (emulator only); cleared with the emulators between tests. */
async function moveClock(offsetMs: number): Promise<void> {
  await adminDb().collection(COLLECTIONS.testHooks).doc(CLOCK_HOOK).set({ offset_ms: offsetMs });
}

interface Summary {
  title: string;
  slug?: string;
  published_at?: Timestamp | null;
  reviewed_at?: Timestamp | null;
  review_due?: Timestamp | null;
}

/** Summaries are what the recorders check a record against and the report reads its titles from. */
async function putSummaries(kind: InsightKind, summaries: Record<string, Summary>): Promise<void> {
  const db = adminDb();
  const entries = Object.entries(summaries);
  for (let i = 0; i < entries.length; i += 400) {
    const batch = db.batch();
    for (const [id, summary] of entries.slice(i, i + 400)) {
      batch.set(db.collection(CONTENT_KINDS[kind].summary.collection).doc(id), {
        slug: id,
        published_at: Timestamp.fromMillis(Date.now() - 200 * DAY),
        reviewed_at: null,
        review_due: null,
        ...summary,
      });
    }
    await batch.commit();
  }
}

async function member(): Promise<{ user: TestUser; token: string }> {
  const user = await createUser({ role: 'member' });
  return { user, token: await idTokenFor(user) };
}

async function use(token: string, kind: InsightKind, id: string, action: 'opened' | 'saved' | 'listened' = 'opened') {
  return callRaw<RecordInsightResult>(CALLABLES.recordUse, { kind, id, action }, { idToken: token, appCheck: false });
}

async function miss(token: string, query: string) {
  return callRaw<RecordInsightResult>(CALLABLES.recordSearchMiss, { query }, { idToken: token, appCheck: false });
}

/** Sums a field over the shard documents of one record (or, with id null, of the kind's totals). */
async function countOf(kind: InsightKind, id: string | null, field: 'opened' | 'saved' | 'listened', day?: string): Promise<number> {
  let query = adminDb().collection(id === null ? COLLECTIONS.insightTotals : COLLECTIONS.insightCounts).where('kind', '==', kind);
  if (id !== null) query = query.where('id', '==', id);
  const snap = await query.get();
  return snap.docs.filter((doc) => day === undefined || doc.get('day') === day).reduce((sum, doc) => sum + ((doc.get(field) as number | undefined) ?? 0), 0);
}

async function report(token: string): Promise<InsightsReport> {
  const answered = await callRaw<InsightsReport>(CALLABLES.getInsights, null, { idToken: token });
  if (!answered.ok) throw new Error(`getInsights failed: ${answered.status} ${answered.message}`);
  return answered.data;
}

describe('recordUse', () => {
  it('counts a member once per record and day however often they open it, two members twice, and again the next day', async () => {
    await putSummaries('articles', { knee: { title: 'Knee pain' } });
    const [a, b] = await Promise.all([member(), member()]);
    const first = await use(a.token, 'articles', 'knee');
    expect(first).toEqual({ ok: true, data: { counted: true } });
    for (let i = 0; i < 4; i++) expect(await use(a.token, 'articles', 'knee')).toEqual({ ok: true, data: { counted: false } });
    expect(await countOf('articles', 'knee', 'opened')).toBe(1);

    expect(await use(b.token, 'articles', 'knee')).toEqual({ ok: true, data: { counted: true } });
    expect(await countOf('articles', 'knee', 'opened')).toBe(2);
    expect(await countOf('articles', null, 'opened')).toBe(2);
    // Another action of the same member and record is a count of its own.
    expect(await use(a.token, 'articles', 'knee', 'saved')).toEqual({ ok: true, data: { counted: true } });
    expect(await countOf('articles', 'knee', 'saved')).toBe(1);

    const days = new Set((await adminDb().collection(COLLECTIONS.insightCounts).get()).docs.map((doc) => doc.get('day') as string));
    expect(days.size).toBe(1);
    await moveClock(DAY);
    expect(await use(a.token, 'articles', 'knee')).toEqual({ ok: true, data: { counted: true } });
    expect(await use(a.token, 'articles', 'knee')).toEqual({ ok: true, data: { counted: false } });
    expect(await countOf('articles', 'knee', 'opened')).toBe(3);
    const [today] = [...days];
    expect(await countOf('articles', 'knee', 'opened', today)).toBe(2);
  });

  it('refuses the record past INSIGHTS.recordsPerAccountPerDay in a day with resource-exhausted, counting nothing more', async () => {
    const limit = INSIGHTS.recordsPerAccountPerDay;
    await putSummaries('resources', { r1: { title: 'One' }, r2: { title: 'Two' }, r3: { title: 'Three' } });
    const { user, token } = await member();
    // The account's counter of the day, under its keyed hash, stands where `limit - 2` counted
    // records would leave it (200 real calls would take minutes on the emulators).
    const day = practiceDay(Date.now());
    await adminDb().collection(COLLECTIONS.insightMarkers).doc(keyedHash(INSIGHTS_KEY_VALUE, 'quota', user.uid, day)).set({ count: limit - 2 });
    expect(await use(token, 'resources', 'r1')).toEqual({ ok: true, data: { counted: true } });
    expect(await use(token, 'resources', 'r2')).toEqual({ ok: true, data: { counted: true } });
    expect(await use(token, 'resources', 'r3')).toEqual({ ok: false, status: 'resource-exhausted', message: MESSAGES.insightsDailyLimit });
    expect(await miss(token, 'knee brace')).toEqual({ ok: false, status: 'resource-exhausted', message: MESSAGES.insightsDailyLimit });
    expect(await countOf('resources', null, 'opened')).toBe(2);
    expect(await countOf('resources', 'r3', 'opened')).toBe(0);
    // A record already counted today still answers (not counted); another member is not limited.
    expect(await use(token, 'resources', 'r1')).toEqual({ ok: true, data: { counted: false } });
    expect(await use((await member()).token, 'resources', 'r3')).toEqual({ ok: true, data: { counted: true } });
    // The next day the account counts again.
    await moveClock(DAY);
    expect(await use(token, 'resources', 'r3')).toEqual({ ok: true, data: { counted: true } });
  });

  it('refuses a guest, a signed-in non-member, bad input and a record members cannot read, writing nothing', async () => {
    await putSummaries('articles', { knee: { title: 'Knee pain' }, later: { title: 'Scheduled', published_at: Timestamp.fromMillis(Date.now() + DAY) } });
    const outsider = await idTokenFor(await createUser());
    const { token } = await member();
    expect(await callRaw(CALLABLES.recordUse, { kind: 'articles', id: 'knee', action: 'opened' }, { appCheck: false })).toMatchObject({ ok: false, status: 'unauthenticated' });
    expect(await use(outsider, 'articles', 'knee')).toEqual({ ok: false, status: 'permission-denied', message: MESSAGES.memberRequired });
    expect(await miss(outsider, 'knee brace')).toEqual({ ok: false, status: 'permission-denied', message: MESSAGES.memberRequired });
    expect(await callRaw(CALLABLES.recordSearchMiss, { query: 'knee brace' }, { appCheck: false })).toMatchObject({ ok: false, status: 'unauthenticated' });
    for (const bad of [{ kind: 'products', id: 'knee', action: 'opened' }, { kind: 'articles', id: 'a/b', action: 'opened' }, { kind: 'articles', id: 'knee', action: 'liked' }, { kind: 'articles', id: 'a__b', action: 'opened' }]) {
      expect(await callRaw(CALLABLES.recordUse, bad, { idToken: token, appCheck: false })).toEqual({ ok: false, status: 'invalid-argument', message: MESSAGES.recordUseInput });
    }
    expect(await use(token, 'articles', 'missing')).toEqual({ ok: false, status: 'not-found', message: MESSAGES.insightRecordNotFound });
    expect(await use(token, 'articles', 'later')).toEqual({ ok: false, status: 'not-found', message: MESSAGES.insightRecordNotFound });
    expect(await callRaw(CALLABLES.recordSearchMiss, { query: 7 }, { idToken: token, appCheck: false })).toEqual({ ok: false, status: 'invalid-argument', message: MESSAGES.recordSearchMissInput });
    for (const collection of INSIGHT_COLLECTIONS) expect((await adminDb().collection(collection).get()).size).toBe(0);
  });
});

describe('recordSearchMiss and the report', () => {
  it('shows a search once INSIGHTS.searchMinMembers different members made it, not before; one member counts once', async () => {
    const members = await Promise.all(Array.from({ length: INSIGHTS.searchMinMembers }, () => member()));
    const staff = await idTokenFor(await createUser({ role: 'admin', emailVerified: true }));
    const spellings = ['Knee brace', 'knee  BRACE', 'Knée brace 2', 'knee brace 555-123-4567', 'KNEE brace me@example.com'];
    for (const [i, { token }] of members.slice(0, -1).entries()) {
      expect(await miss(token, spellings[i]!)).toEqual({ ok: true, data: { counted: true } });
      expect(await miss(token, 'knee brace')).toEqual({ ok: true, data: { counted: false } });
    }
    // Nothing left worth counting: not counted, nothing stored.
    expect(await miss(members[0]!.token, '  555 123 4567 ')).toEqual({ ok: true, data: { counted: false } });
    expect((await report(staff)).searches_without_results).toEqual([]);
    // Stored where only the functions read it.
    expect((await adminDb().collection(COLLECTIONS.insightSearches).get()).docs.map((doc) => doc.get('query'))).toEqual(['knee brace']);

    expect(await miss(members.at(-1)!.token, spellings.at(-1)!)).toEqual({ ok: true, data: { counted: true } });
    expect((await report(staff)).searches_without_results).toEqual([{ query: 'knee brace', members: INSIGHTS.searchMinMembers }]);
    // Inside the window a member is not counted again; a window later, once more.
    await moveClock((INSIGHTS.searchWindowDays - 1) * DAY);
    expect(await miss(members[0]!.token, 'knee brace')).toEqual({ ok: true, data: { counted: false } });
    await moveClock(INSIGHTS.searchWindowDays * DAY);
    expect(await miss(members[0]!.token, 'knee brace')).toEqual({ ok: true, data: { counted: true } });
    // The first sightings left the window: one member now, hidden.
    expect((await report(staff)).searches_without_results).toEqual([]);
  });

  it('stores no uid, e-mail or name anywhere under the insights collections after several members read, save and search', async () => {
    await putSummaries('articles', { knee: { title: 'Knee pain' }, back: { title: 'Back pain' } });
    await putSummaries('publications', { study: { title: 'A study' } });
    const members = await Promise.all([member(), member(), member()]);
    const staffUser = await createUser({ role: 'admin', emailVerified: true });
    const staff = await idTokenFor(staffUser);
    for (const { token } of members) {
      await use(token, 'articles', 'knee');
      await use(token, 'articles', 'back', 'saved');
      await use(token, 'publications', 'study', 'listened');
      await miss(token, 'shoulder injection');
    }
    await use(staff, 'articles', 'knee');
    const people = [...members.map(({ user }) => user), staffUser];
    const secrets = people.flatMap((user) => [user.uid, user.email, user.name, user.email.split('@')[0]!]).map((text) => text.toLowerCase());
    let scanned = 0;
    for (const collection of INSIGHT_COLLECTIONS) {
      for (const doc of (await adminDb().collection(collection).get()).docs) {
        scanned++;
        const stored = `${doc.id} ${JSON.stringify(doc.data())}`.toLowerCase();
        for (const secret of secrets) expect(stored).not.toContain(secret);
      }
    }
    // Markers, quota counters, counts, totals and the search: something was really scanned.
    expect(scanned).toBeGreaterThan(20);
  });

  it('getInsights is refused to a member and a single-factor admin, and serves staff with the second factor the figures', async () => {
    const now = Date.now();
    await putSummaries('articles', {
      knee: { title: 'Knee pain', reviewed_at: Timestamp.fromMillis(now - 800 * DAY), review_due: Timestamp.fromMillis(now - 10 * DAY) },
      back: { title: 'Back pain', reviewed_at: Timestamp.fromMillis(now - 100 * DAY), review_due: Timestamp.fromMillis(now + 400 * DAY) },
      old: { title: 'Nobody reads this', published_at: Timestamp.fromMillis(now - 300 * DAY) },
      fresh: { title: 'Just out', published_at: Timestamp.fromMillis(now - DAY) },
      draft: { title: 'Draft', published_at: null },
    });
    await putSummaries('resources', { sheet: { title: 'Exercise sheet' } });
    const members = await Promise.all([member(), member(), member()]);
    for (const { token } of members) await use(token, 'articles', 'knee');
    await use(members[0]!.token, 'articles', 'back');
    await use(members[0]!.token, 'articles', 'back', 'saved');
    await use(members[1]!.token, 'resources', 'sheet');

    const singleFactor = await idTokenFor(await createUser({ role: 'admin', emailVerified: true, secondFactor: false }));
    expect(await callRaw(CALLABLES.getInsights, null, { idToken: members[0]!.token })).toEqual({ ok: false, status: 'permission-denied', message: MESSAGES.adminRequired });
    expect(await callRaw(CALLABLES.getInsights, null, { idToken: singleFactor })).toEqual({ ok: false, status: 'permission-denied', message: MESSAGES.secondFactorRequired });
    expect(await callRaw(CALLABLES.getInsights, null, {})).toMatchObject({ ok: false, status: 'unauthenticated' });

    const got = await report(await idTokenFor(await createUser({ role: 'admin', emailVerified: true })));
    expect(got.time_zone).toBe('America/Los_Angeles');
    expect(got.most_read_this_month.articles).toEqual([
      { kind: 'articles', id: 'knee', title: 'Knee pain', slug: 'knee', opened: 3 },
      { kind: 'articles', id: 'back', title: 'Back pain', slug: 'back', opened: 1 },
    ]);
    expect(got.most_read_this_month.resources).toEqual([{ kind: 'resources', id: 'sheet', title: 'Exercise sheet', slug: 'sheet', opened: 1 }]);
    expect(got.most_read_this_month.publications).toEqual([]);
    expect(got.reads_per_week).toHaveLength(INSIGHTS.weeks);
    expect(got.reads_per_week.at(-1)).toMatchObject({ articles: 4, resources: 1, publications: 0 });
    expect(got.reads_per_week.slice(0, -1).every((week) => week.articles + week.resources + week.publications === 0)).toBe(true);
    expect(got.most_saved).toEqual([{ kind: 'articles', id: 'back', title: 'Back pain', slug: 'back', saved: 1 }]);
    expect(got.review_due_most_read).toEqual([
      { kind: 'articles', id: 'knee', title: 'Knee pain', slug: 'knee', opened: 3, review_due: new Date(now - 10 * DAY).toISOString(), overdue: true },
    ]);
    expect(got.unopened.map((row) => row.id)).toEqual(['old']);
  });
});
