/**
 * Timings in Chromium on this machine (desktop window, no throttling, localhost):
 *  - LCP and CLS of a first visit (PerformanceObserver in the page);
 *  - navigation to a rendered /blog list: navigation start to the frame that first shows an
 *    article card (first visit: a new browser context has an empty HTTP cache; signed in);
 *  - one search keystroke on /blog: the input event to the frame that shows the updated list;
 *  - peak JS heap on /blog while it loads, scrolls, pages and searches (CDP Performance.getMetrics).
 */
import type { Page } from 'playwright-core';
import { ARTICLE_CARD, probeState, trackNetwork, type Bench } from './browser';
import { PAGES, type BenchPage } from './pages';
import { TYPING_PAUSE_MS } from '@/components/content-list/first-frame';

export interface VitalsFigure {
  /** ms, one per run. */
  lcp: number[];
  cls: number[];
  lcpElement: string | null;
}

export async function vitals(bench: Bench, target: BenchPage, runs: number): Promise<VitalsFigure> {
  const out: VitalsFigure = { lcp: [], cls: [], lcpElement: null };
  for (let i = 0; i < runs; i++) {
    const context = await bench.context(target.role, { vitals: true });
    try {
      const page = await context.newPage();
      const net = trackNetwork(page);
      await page.goto(target.path);
      await target.ready(page);
      await net.quiet(1000);
      const state = await probeState(page);
      if (state.lcp === null) throw new Error(`no largest-contentful-paint entry on ${target.path}`);
      out.lcp.push(state.lcp);
      out.cls.push(state.cls);
      out.lcpElement = state.lcpElement;
      if (process.env.PMC_BENCH_TRACE && i === runs - 1) {
        const rows = await page.evaluate(() =>
          performance.getEntriesByType('resource').map((e) => {
            const r = e as PerformanceResourceTiming;
            return `${r.startTime.toFixed(0).padStart(5)} ${r.responseEnd.toFixed(0).padStart(5)} ${String(r.encodedBodySize).padStart(8)} ${r.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 110)}`;
          }),
        );
        const nav = await page.evaluate(() => JSON.stringify(performance.getEntriesByType('navigation')[0]?.toJSON()));
        console.log(`TRACE ${target.path} lcp=${state.lcp}\n${nav}\n${rows.join('\n')}`);
      }
    } finally {
      await context.close();
    }
  }
  return out;
}

/** ms from navigation start to the first painted article card, one per run. */
export async function blogNavigation(bench: Bench, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await bench.context('member', { firstSelector: ARTICLE_CARD });
    try {
      const page = await context.newPage();
      await page.goto(PAGES.blog.path, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(
        () => (window as unknown as { __bench?: { firstAt: number | null } }).__bench?.firstAt ?? 0,
        undefined,
        { polling: 50, timeout: 60_000 },
      );
      times.push((await handle.jsonValue()) as number);
    } finally {
      await context.close();
    }
  }
  return times;
}

/** Words typed letter by letter into the /blog search box (the seeds' vocabulary). */
const QUERIES = ['sciatica', 'sleep', 'nerve', 'knee', 'yoga', 'vitamin', 'injection', 'back pain'];

export interface KeystrokeFigure {
  /** ms from each keystroke's input event to the frame showing the updated list. */
  samples: number[];
  /** Keystrokes that did not change the list (not timed). */
  unchanged: number;
}

async function openBlog(bench: Bench): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await bench.context('member');
  const page = await context.newPage();
  const net = trackNetwork(page);
  await page.goto(PAGES.blog.path);
  await PAGES.blog.ready(page);
  await net.quiet(1000);
  return { page, close: () => context.close() };
}

function searchBox(page: Page) {
  return page.getByRole('main').getByRole('searchbox').or(page.getByRole('main').getByPlaceholder(/^Search/)).first();
}

export async function searchKeystrokes(bench: Bench): Promise<KeystrokeFigure> {
  const { page, close } = await openBlog(bench);
  try {
    await searchBox(page).click();
    // Only the results count (status line), the cards and the empty state: not the search box. What
    // the list does once typing pauses (the rest of the page) is not a keystroke's change.
    return await timeKeystrokes(page, QUERIES, { root: 'main', ignore: 'main section[aria-label="Filter and search"]', within: TYPING_PAUSE_MS });
  } finally {
    await close();
  }
}

/**
 * Types each query letter by letter into the focused field, then clears it, timing each keystroke
 * from its input event to the frame that shows the change it made inside `root` (changes inside
 * `ignore`, the field's own surroundings, do not count). A keystroke that changes nothing within
 * `within` ms (a second unless given: the /blog list renders the rest of its page once typing has
 * paused that long, which is no keystroke's change) is counted as unchanged, not timed.
 */
export async function timeKeystrokes(page: Page, queries: readonly string[], where: { root: string; ignore: string; within?: number }): Promise<KeystrokeFigure> {
  await page.evaluate(({ root, ignore, within }) => {
    type Pending = { t0: number; seen: boolean };
    type Keys = { pending: Pending | null; results: number[]; wake: (() => void) | null; next: (before: number) => Promise<boolean> };
    const w = window as unknown as { __keys: Keys };
    w.__keys = {
      pending: null,
      results: [],
      wake: null,
      // Resolves once a result beyond `before` is in (true), or without one (false, and the
      // keystroke's pending state is dropped) once a change could no longer count and its frame
      // would have been painted: one timer, no polling from outside.
      next: (before) =>
        new Promise<boolean>((resolve) => {
          if (w.__keys.results.length > before) return resolve(true);
          const timer = setTimeout(() => {
            w.__keys.wake = null;
            w.__keys.pending = null;
            resolve(false);
          }, within + 250);
          w.__keys.wake = () => {
            clearTimeout(timer);
            w.__keys.wake = null;
            resolve(true);
          };
        }),
    };
    const observed = document.querySelector(root)!;
    const ignored = document.querySelector(ignore);
    document.addEventListener('input', (event) => {
      w.__keys.pending = { t0: event.timeStamp, seen: false };
    }, true);
    new MutationObserver((records) => {
      const pending = w.__keys.pending;
      if (!pending || pending.seen || performance.now() - pending.t0 >= within) return;
      if (ignored && records.every((r) => ignored.contains(r.target))) return;
      pending.seen = true;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          w.__keys.results.push(performance.now() - pending.t0);
          if (w.__keys.pending === pending) w.__keys.pending = null;
          w.__keys.wake?.();
        };
        channel.port2.postMessage(null);
      });
    }).observe(observed, { childList: true, subtree: true, characterData: true });
  }, { within: 1000, ...where });
  type Keys = { results: number[]; next: (before: number) => Promise<boolean> };
  const count = () => page.evaluate(() => (window as unknown as { __keys: Keys }).__keys.results.length);
  let unchanged = 0;
  // The page says when the keystroke's frame is painted: nothing asks it from outside meanwhile (an
  // evaluation every few milliseconds would be a task on the page's main thread, between the
  // keystroke and its frame, and would be timed with it).
  const press = async (key: string) => {
    const before = await count();
    const changed = page.evaluate((n) => (window as unknown as { __keys: Keys }).__keys.next(n), before);
    await page.keyboard.press(key);
    if (!(await changed)) unchanged++;
    await page.waitForTimeout(40);
  };
  for (const query of queries) {
    for (const ch of query) await press(ch === ' ' ? 'Space' : ch);
    await page.keyboard.press('ControlOrMeta+A');
    await press('Backspace');
  }
  const samples = await page.evaluate(() => (window as unknown as { __keys: { results: number[] } }).__keys.results);
  return { samples, unchanged };
}

/** Peak JSHeapUsedSize (bytes) on /blog, one per run: load, scroll, "Show more" x3, search, clear. */
export async function blogHeap(bench: Bench, runs: number): Promise<number[]> {
  const peaks: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await bench.context('member');
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      let peak = 0;
      let sampling = true;
      const sample = async () => {
        try {
          const { metrics } = await cdp.send('Performance.getMetrics');
          const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
          peak = Math.max(peak, used);
        } catch {
          // The page is navigating: the next sample catches up.
        }
      };
      const sampler = (async () => {
        while (sampling) {
          await sample();
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      const net = trackNetwork(page);
      await page.goto(PAGES.blog.path);
      await PAGES.blog.ready(page);
      await net.quiet(1000);
      for (let n = 0; n < 3; n++) {
        await page.mouse.wheel(0, 20_000);
        await page.waitForTimeout(300);
        const more = page.getByRole('button', { name: /^Show more/ });
        if (await more.count()) {
          await more.click();
          await page.waitForTimeout(300);
        }
      }
      await page.mouse.wheel(0, 40_000);
      await net.quiet(500);
      const box = searchBox(page);
      await box.click();
      await page.keyboard.type('pain', { delay: 80 });
      await page.waitForTimeout(500);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await page.waitForTimeout(1000);
      sampling = false;
      await sampler;
      await sample();
      peaks.push(peak);
    } finally {
      await context.close();
    }
  }
  return peaks;
}

