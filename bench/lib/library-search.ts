/**
 * The library search of the top navigation, measured in Chromium:
 *  - the index build: the app's own performance measure around MiniSearch's build
 *    (BUILD_MEASURE of web/src/features/library/search/load-library-index.ts), with the record count;
 *  - its memory: JS heap used after a garbage collection, once the four lists are in the member
 *    cache (visited through the navigation, as a member does) and again once the index is built, so
 *    the growth is the index's alone;
 *  - keystroke to first result: from each keystroke's input event in the header's search field to
 *    the frame that shows the changed results popup; keystrokes that leave it unchanged are not timed.
 */
import type { CDPSession, Page } from 'playwright-core';
import { trackNetwork, type Bench } from './browser';
import { PAGES } from './pages';
import { timeKeystrokes } from './timing';

/** The app's performance measure of an index build (load-library-index.ts BUILD_MEASURE). */
const BUILD_MEASURE = 'pmc:library-search-index';

/** What members type: typos, synonyms, words of several kinds, a phrase. */
const QUERIES = ['sciatca', 'radiculopathy', 'mindful', 'nerve burning', 'knee', 'vitamin', 'injection', 'back pain'];

export interface LibrarySearchFigure {
  buildMs: number;
  records: number;
  /** Bytes of JS heap the index added (after GC). */
  heapGrowth: number;
  /** ms from each keystroke's input event to the frame showing the changed results. */
  samples: number[];
  unchanged: number;
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
}

const field = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search the library' });

export async function librarySearch(bench: Bench): Promise<LibrarySearchFigure> {
  const context = await bench.context('member');
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const net = trackNetwork(page);
    await page.goto(PAGES.dashboard.path);
    await PAGES.dashboard.ready(page);
    // The four lists into the member cache, as a member browsing them would: the index reads them from there.
    for (const name of ['Articles', 'Publications', 'Resources', 'Products']) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
      await page.locator('main a[href]').nth(1).waitFor();
      await net.quiet(500);
    }
    const before = await heapAfterGc(cdp);
    await field(page).click();
    const handle = await page.waitForFunction(
      (name) => {
        const entry = performance.getEntriesByName(name).at(-1) as PerformanceMeasure | undefined;
        return entry ? { ms: entry.duration, records: (entry.detail as { records: number }).records } : null;
      },
      BUILD_MEASURE,
      { polling: 50, timeout: 60_000 },
    );
    const build = (await handle.jsonValue()) as { ms: number; records: number };
    await net.quiet(500);
    const after = await heapAfterGc(cdp);

    // The popup's options and texts, not the field itself.
    const { samples, unchanged } = await timeKeystrokes(page, QUERIES, { root: 'header', ignore: 'header [role="combobox"]' });
    return { buildMs: build.ms, records: build.records, heapGrowth: after - before, samples, unchanged };
  } finally {
    await context.close();
  }
}
