/**
 * Firestore documents the page reads (counted by the probe from the responses themselves):
 * per view of /dashboard (a first visit in a new tab), and in one session /blog -> /dashboard ->
 * /blog through the header's links, where coming back to the list should cost nothing.
 */
import type { Page } from 'playwright-core';
import { probeState, trackNetwork, type Bench } from './browser';
import { PAGES } from './pages';

export interface DashboardReads {
  /** Documents per view, one value per run. */
  runs: number[];
  /** What one view read, per response (last run). */
  responses: { url: string; docs: number }[];
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
      responses = (await probeState(page)).readLog.filter((r) => r.docs > 0);
    } finally {
      await context.close();
    }
  }
  return { runs: counts, responses };
}

export interface ReturnReads {
  /** Documents read by the first /blog view, the /dashboard view after it, and the return to /blog. */
  firstList: number;
  dashboard: number;
  returnToList: number;
}

export async function returnReads(bench: Bench): Promise<ReturnReads> {
  const context = await bench.context('member', { reads: true });
  try {
    const page = await context.newPage();
    const net = trackNetwork(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto(PAGES.blog.path);
    const first = await settled(page, net, () => PAGES.blog.ready(page));
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    const afterDashboard = await settled(page, net, () => PAGES.dashboard.ready(page));
    await nav.getByRole('link', { name: 'Articles' }).click();
    await page.waitForURL('**/blog');
    const afterReturn = await settled(page, net, () => PAGES.blog.ready(page));
    return { firstList: first, dashboard: afterDashboard - first, returnToList: afterReturn - afterDashboard };
  } finally {
    await context.close();
  }
}
