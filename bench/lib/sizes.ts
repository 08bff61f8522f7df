/**
 * JS + CSS a screen needs: every script and stylesheet the page fetched (first visit, empty cache)
 * up to a point in time, with its raw size and its gzip size (tooling/screen-sizes.ts gzipSize of the
 * body, as `npm test` counts the budgets: the Hosting emulator may not compress, the CDN does).
 *
 * The point: the sign-in form is interactive (login); the first Firestore document arrived (data
 * pages: what the route needs before its data); everything once the rich-text editor is open
 * (/admin/articles).
 */
import type { Page } from 'playwright-core';
import { trackNetwork, type Bench } from './browser';
import { PAGES, type BenchPage } from './pages';
import { gzipSize } from '../../tooling/screen-sizes';
import { probeState } from './browser';
import { idle } from './repeat-visit';

export interface SizedFile {
  file: string;
  type: 'js' | 'css';
  raw: number;
  gzip: number;
}

export interface SizeFigure {
  /** Sum of the gzip sizes, bytes. */
  gzip: number;
  raw: number;
  files: SizedFile[];
  /** What the cut-off was. */
  until: string;
  /** Files fetched after the cut-off (not counted), for the curious. */
  later: SizedFile[];
  /**
   * Every script and stylesheet fetched once the page is idle (load, a quiet network, then an idle
   * callback, then a quiet network again): the cut-off's files plus the deferred ones. Only for the
   * data pages (measureDataPage).
   */
  idle?: { gzip: number; raw: number; files: SizedFile[] };
}

type CutOff = (page: Page) => Promise<{ at: number; until: string }>;

async function measure(bench: Bench, target: BenchPage, cutOff: CutOff, untilIdle = false): Promise<SizeFigure> {
  const context = await bench.context(target.role, { reads: true, loginForm: target === PAGES.login });
  try {
    const page = await context.newPage();
    const net = trackNetwork(page);
    const bodies = new Map<string, { type: 'js' | 'css'; body: Promise<Buffer | null> }>();
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (kind !== 'script' && kind !== 'stylesheet') return;
      if (bodies.has(response.url())) return;
      bodies.set(response.url(), { type: kind === 'script' ? 'js' : 'css', body: response.body().catch(() => null) });
    });
    await page.goto(target.path);
    const { at, until } = await cutOff(page);
    await net.quiet();
    if (untilIdle) {
      // Code the screen defers past its first paint (an idle callback, a timer after load) loads
      // by then; a second quiet network lets what the idle callback started arrive.
      await idle(page);
      await net.quiet(1000, 30_000);
      await idle(page);
      await net.quiet(1000, 30_000);
    }
    const starts = new Map(
      (await page.evaluate(() => performance.getEntriesByType('resource').map((e) => [e.name, e.startTime] as const))).map(([n, s]) => [n, s]),
    );
    const files: SizedFile[] = [];
    const later: SizedFile[] = [];
    for (const [url, { type, body }] of bodies) {
      const bytes = await body;
      if (!bytes) throw new Error(`Could not read the body of ${url}`);
      const sized = { file: new URL(url).pathname, type, raw: bytes.length, gzip: gzipSize(bytes) };
      const start = starts.get(url);
      // A file without a timing entry was fetched by the page all the same: count it.
      (start === undefined || start < at ? files : later).push(sized);
    }
    files.sort((a, b) => b.gzip - a.gzip);
    later.sort((a, b) => b.gzip - a.gzip);
    const all = [...files, ...later];
    return {
      gzip: files.reduce((n, f) => n + f.gzip, 0),
      raw: files.reduce((n, f) => n + f.raw, 0),
      files,
      until,
      later,
      ...(untilIdle ? { idle: { gzip: all.reduce((n, f) => n + f.gzip, 0), raw: all.reduce((n, f) => n + f.raw, 0), files: all } } : {}),
    };
  } finally {
    await context.close();
  }
}

/**
 * Sign-in form interactive: the frame in which the e-mail field and an enabled Sign In button first
 * showed, timed in the page from its start (the probe), not from when Playwright starts polling.
 */
const loginInteractive: CutOff = async (page) => {
  const handle = await page.waitForFunction(() => (window as unknown as { __bench?: { loginAt: number | null } }).__bench?.loginAt ?? 0);
  return { at: (await handle.jsonValue()) as number, until: 'sign-in form interactive' };
};

/** The route's data shown; the cut-off is when its first Firestore document arrived. */
function beforeData(target: BenchPage): CutOff {
  return async (page) => {
    await target.ready(page);
    const state = await probeState(page);
    if (state.firstDataAt !== null) return { at: state.firstDataAt, until: 'first Firestore document received' };
    return { at: await page.evaluate(() => performance.now()), until: 'screen rendered (no Firestore document seen)' };
  };
}

/** /admin/articles after 'New Article': the rich-text editor is on screen. */
const editorOpen: CutOff = async (page) => {
  await PAGES.adminArticles.ready(page);
  const button = page.getByRole('button', { name: 'New Article' }).or(page.getByRole('link', { name: 'New Article' })).first();
  try {
    await button.waitFor({ timeout: 20_000 });
  } catch {
    throw new Error("no 'New Article' button on /admin/articles in this build, so the editor could not be opened");
  }
  await button.click();
  try {
    await page.locator('.rdw-editor-main, .DraftEditor-root, [contenteditable="true"]').first().waitFor({ timeout: 30_000 });
  } catch {
    throw new Error("'New Article' did not open a rich-text editor within 30 s");
  }
  return { at: Number.POSITIVE_INFINITY, until: 'editor open, network quiet' };
};

export const SIZE_PAGES = [PAGES.dashboard, PAGES.blog, PAGES.article, PAGES.publications] as const;

export function measureLogin(bench: Bench): Promise<SizeFigure> {
  return measure(bench, PAGES.login, loginInteractive);
}

/** Before the data (`gzip`, `files`), and once the page is idle (`idle`), in one visit. */
export function measureDataPage(bench: Bench, target: BenchPage): Promise<SizeFigure> {
  return measure(bench, target, beforeData(target), true);
}

export function measureEditor(bench: Bench): Promise<SizeFigure> {
  return measure(bench, PAGES.adminArticles, editorOpen);
}
