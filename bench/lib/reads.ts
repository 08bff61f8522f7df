/**
 * Firestore documents the page reads (counted by the probe from the responses themselves):
 * per view of /dashboard (a first visit in a new tab), with each part's share by the collection of
 * the documents it read, and in one session /blog -> /dashboard -> /blog through the header's links,
 * where coming back to the list should cost nothing.
 */
import type { Page } from 'playwright-core';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KINDS } from '@common/content';
import { probeState, trackNetwork, type Bench } from './browser';
import { PAGES } from './pages';

/**
 * The parts of a /dashboard view, each known by the top-level collection of the documents it
 * reads: the featured articles (summaries), Your requests, Continue reading, the Save toggles'
 * check of the shown cards, the content version check and the check of a revoked session.
 */
export const DASHBOARD_PARTS = [
  { part: 'featured', collection: CONTENT_KINDS.articles.summary.collection },
  { part: 'requests', collection: COLLECTIONS.supportTickets },
  { part: 'continue reading', collection: COLLECTIONS.readingProgress },
  { part: 'saved check', collection: COLLECTIONS.savedItems },
  { part: 'version check', collection: COLLECTIONS.contentVersions },
  { part: 'revocation check', collection: COLLECTIONS.accessCutoffs },
] as const;

export interface DashboardShare {
  /** A part of DASHBOARD_PARTS, or "other" for a collection none of them reads. */
  part: string;
  collection: string;
  docs: number;
}

export interface DashboardReads {
  /** Documents per view, one value per run. */
  runs: number[];
  /** What one view read, per response (last run). */
  responses: { url: string; docs: number; collections: Record<string, number> }[];
  /** Each part's share of one view (last run): every declared part, then any other collection read. */
  shares: DashboardShare[];
}

/** The documents of `responses` by part: every part of DASHBOARD_PARTS (0 when it read none), then the rest. */
export function dashboardShares(responses: DashboardReads['responses']): DashboardShare[] {
  const byCollection = new Map<string, number>();
  for (const response of responses) {
    for (const [collection, docs] of Object.entries(response.collections)) byCollection.set(collection, (byCollection.get(collection) ?? 0) + docs);
  }
  const declared: DashboardShare[] = DASHBOARD_PARTS.map(({ part, collection }) => ({ part, collection, docs: byCollection.get(collection) ?? 0 }));
  const known = new Set<string>(DASHBOARD_PARTS.map((p) => p.collection));
  const other = [...byCollection].filter(([collection]) => !known.has(collection)).map(([collection, docs]) => ({ part: 'other', collection, docs }));
  // Documents the probe counted without a name it could attribute (none expected).
  const counted = responses.reduce((sum, r) => sum + r.docs, 0);
  const named = [...byCollection.values()].reduce((sum, n) => sum + n, 0);
  if (counted > named) other.push({ part: 'other', collection: '(unnamed)', docs: counted - named });
  return [...declared, ...other];
}

/** Everything the screen asked for has arrived: its content is shown and the network is quiet. */
async function settled(page: Page, net: ReturnType<typeof trackNetwork>, ready: () => Promise<void>): Promise<number> {
  await ready();
  await net.quiet(1000);
  return (await probeState(page)).reads;
}

export async function dashboardReads(bench: Bench, runs: number): Promise<DashboardReads> {
  const counts: number[] = [];
  let responses: DashboardReads['responses'] = [];
  for (let i = 0; i < runs; i++) {
    const context = await bench.context('member', { reads: true });
    try {
      const page = await context.newPage();
      const net = trackNetwork(page);
      await page.goto(PAGES.dashboard.path);
      counts.push(await settled(page, net, () => PAGES.dashboard.ready(page)));
      responses = (await probeState(page)).readLog.filter((r) => r.docs > 0).map(({ url, docs, collections }) => ({ url, docs, collections }));
    } finally {
      await context.close();
    }
  }
  return { runs: counts, responses, shares: dashboardShares(responses) };
}

export interface ReturnReads {
  /** Documents read by the first /blog view, the /dashboard view after it, and the return to /blog. */
  firstList: number;
  /** The size of the Firestore responses of the first /blog view (summaries, no bodies). */
  firstListBytes: number;
  dashboard: number;
  /**
   * Documents read by the return to /blog, but the content version check: what coming back to the
   * list read again (its cache should serve it).
   */
  returnToList: number;
  /**
   * The content version check's documents in each view after the first (one small read at most
   * every CONTENT_FRESHNESS_MS, before something cached that long is served). Whether it
   * falls in the /dashboard view or the return depends on how long after the first read each comes,
   * so it is counted apart, with both views' totals still including it.
   */
  versionChecks: { dashboard: number; returnToList: number };
}

/** Documents of `collection` in the responses logged at indexes `from` up to `to` (excluded). */
function docsOf(log: { collections: Record<string, number> }[], collection: string, from: number, to = log.length): number {
  return log.slice(from, to).reduce((sum, r) => sum + (r.collections[collection] ?? 0), 0);
}

export async function returnReads(bench: Bench): Promise<ReturnReads> {
  const context = await bench.context('member', { reads: true });
  try {
    const page = await context.newPage();
    const net = trackNetwork(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const logged = async () => (await probeState(page)).readLog.length;
    await page.goto(PAGES.blog.path);
    const first = await settled(page, net, () => PAGES.blog.ready(page));
    const firstListBytes = (await probeState(page)).readLog.reduce((sum, r) => sum + r.bytes, 0);
    const dashboardFrom = await logged();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    const afterDashboard = await settled(page, net, () => PAGES.dashboard.ready(page));
    const returnFrom = await logged();
    await nav.getByRole('link', { name: 'Articles' }).click();
    await page.waitForURL('**/blog');
    const afterReturn = await settled(page, net, () => PAGES.blog.ready(page));
    const log = (await probeState(page)).readLog;
    const checks = { dashboard: docsOf(log, COLLECTIONS.contentVersions, dashboardFrom, returnFrom), returnToList: docsOf(log, COLLECTIONS.contentVersions, returnFrom) };
    return { firstList: first, firstListBytes, dashboard: afterDashboard - first, returnToList: afterReturn - afterDashboard - checks.returnToList, versionChecks: checks };
  } finally {
    await context.close();
  }
}

/**
 * What the /blog list's query returns over the Firestore REST API (the web SDK's transport), read as
 * the emulator's owner: from `collection`, the records published by now, newest first. Run on the
 * records and on their summaries, it compares the list before lists read summaries (every article
 * with its body) with the list now, in one run.
 */
export async function listResponseBytes(firestoreHost: string, projectId: string, collection: string): Promise<{ bytes: number; docs: number }> {
  const response = await fetch(`http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: 'published_at' }, op: 'LESS_THAN_OR_EQUAL', value: { timestampValue: new Date().toISOString() } } },
        orderBy: [{ field: { fieldPath: 'published_at' }, direction: 'DESCENDING' }],
      },
    }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`runQuery on ${collection}: ${response.status} ${text.slice(0, 200)}`);
  return { bytes: text.length, docs: (text.match(/"document"\s*:/g) ?? []).length };
}
