/**
 * The sign-in screen downloads only what it needs: not the member layout, the dashboard, the admin
 * screens, the library search, the Insights recorder, nor the Firestore and Storage SDKs. An
 * article page downloads neither the lists' code nor the text-size dialog, and the HTML sanitizer
 * and the Insights recorder only once the article has arrived. Checked on the production build by
 * listing every script Chromium fetched.
 */
import { afterEach, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COLLECTIONS } from '@common/collections';
import { BOOT_MARKS } from '@/app/boot/marks';
import { DEMO_MEMBER } from '../../emulators/demo-accounts';
import { adminDb, closeClients } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';

const { freshPage } = useBrowser({ seed: true });

afterEach(closeClients);

/**
 * The chunk names of the scripts the document at `path` fetches, in order, and whether a Firestore
 * answer had reached it before each was asked for. Counted from that document's commit: the page it
 * replaces may still fetch and be answered until then.
 */
function scriptsOf(page: Page, path: string) {
  const scripts: { name: string; afterData: boolean }[] = [];
  let committed = false;
  let dataArrived = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === path) committed = true;
  });
  page.on('response', (response) => {
    if (committed && /\/v1\/projects\/[^/]+\/databases\//.test(response.url())) dataArrived = true;
  });
  page.on('request', (request) => {
    if (committed && request.resourceType() === 'script') scripts.push({ name: new URL(request.url()).pathname.split('/').pop() ?? '', afterData: dataArrived });
  });
  return {
    names: () => scripts.map((s) => s.name),
    find: (prefix: string) => scripts.find((s) => s.name.startsWith(prefix)),
  };
}

it('loads /login without member or admin code', async () => {
  const page = await freshPage();
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    }
  });
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');

  const names = scripts.map((s) => new URL(s.url).pathname.split('/').pop() ?? '');
  // The chunks are named in web/vite.config.ts (screenChunks): the sign-in screen's code is the guest
  // shell; the member layout's is the member shell, what the landing screens share is member-screens.
  expect(names.some((n) => n.startsWith('guest-shell-'))).toBe(true);
  // load-library-index-: the library search's index and MiniSearch (members only, at the search field's first focus);
  // insight-calls-: the Insights recorder (members, once a page is shown); insights-: the staff screen and its charts.
  for (const chunk of ['member-shell-', 'member-screens-', 'member-cards-', 'member-lists-', 'dashboard-', 'coming-soon-', 'legal-', 'load-library-index-', 'insight-calls-', 'insights-']) {
    expect(names.filter((n) => n.startsWith(chunk)), `${chunk} chunk on /login`).toEqual([]);
  }
  // The Firestore and Storage SDKs announce their backends by host name.
  for (const { url, body } of scripts) {
    expect(body.includes('firestore.googleapis.com'), `Firestore SDK in ${url}`).toBe(false);
    expect(body.includes('firebasestorage.googleapis.com'), `Storage SDK in ${url}`).toBe(false);
    // Nor a styled factory per HTML tag (Emotion's main entry; web/vite.config.ts takes its base).
    expect(/[`'"]marquee[`'"]/.test(body), `Emotion's tag list in ${url}`).toBe(false);
  }
});

/** A trace event of Chromium's (the fields used here). */
interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

it('evaluates and starts the app in four tasks, with a pause for the browser between them, not one', async () => {
  const page = await freshPage();
  const browser = page.context().browser()!;
  // RunTask: each task of a thread; blink.user_timing: the page's performance.mark calls.
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const taskOf = (name: string) => {
    const mark = events.find((e) => e.name === name);
    expect(mark, `the mark ${name}`).toBeDefined();
    const task = events.find((e) => e.name === 'RunTask' && e.pid === mark!.pid && e.tid === mark!.tid && e.ts <= mark!.ts && mark!.ts <= e.ts + (e.dur ?? 0));
    expect(task, `the task of ${name}`).toBeDefined();
    return task!;
  };
  const tasks = [BOOT_MARKS.styles, BOOT_MARKS.renderer, BOOT_MARKS.core, BOOT_MARKS.start].map(taskOf);
  // Four tasks, in that order: the styles, React's renderer, the rest of the core, the start.
  expect(new Set(tasks).size).toBe(4);
  for (let i = 1; i < tasks.length; i++) expect(tasks[i - 1].ts).toBeLessThan(tasks[i].ts);
});

it('loads an article without the lists\' code or the text-size dialog, and the sanitizer once the article is there; the dialog still opens from My Account', async () => {
  const snap = await adminDb().collection(COLLECTIONS.articles).where('published_at', '<=', new Date()).orderBy('published_at', 'desc').limit(1).get();
  const article = snap.docs[0];
  if (!article) throw new Error('The seed has no published article');
  const page = await freshPage();
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await waitForDashboard(page, DEMO_MEMBER.name);

  // A first visit of the article's address in this tab: the app starts again, with the session kept.
  const path = `/blog/${String(article.get('slug'))}`;
  const scripts = scriptsOf(page, path);
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: String(article.get('title')) }).waitFor();
  await page.getByRole('group', { name: 'Text size' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
  await page.waitForLoadState('networkidle');

  expect(scripts.find('member-screens-'), 'member-screens chunk').toBeDefined();
  for (const chunk of ['member-cards-', 'member-lists-', 'dashboard-', 'account-menus-', 'Modal-', 'DialogTitle-']) {
    expect(scripts.names().filter((n) => n.startsWith(chunk)), `${chunk} chunk on an article`).toEqual([]);
  }
  // The Insights recorder and the Functions SDK come once the article is there, never before its data.
  const recorder = scripts.find('insight-calls-');
  expect(recorder, 'the Insights recorder on an article').toBeDefined();
  expect(recorder?.afterData, 'the recorder asked for after the first Firestore answer').toBe(true);
  expect(scripts.names().filter((n) => n.startsWith('insights-')), 'the staff Insights screen on an article').toEqual([]);
  const sanitizer = scripts.find('sanitize-html-');
  expect(sanitizer, 'the sanitizer on an article').toBeDefined();
  expect(sanitizer?.afterData, 'the sanitizer asked for after the first Firestore answer').toBe(true);
  // The rich text is there, sanitized.
  expect(await page.locator('main article p').count()).toBeGreaterThan(0);

  // Text size in the My Account menu loads its dialog then, and it works by keyboard.
  const account = page.getByRole('button', { name: 'My Account' });
  await account.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Text size' }).waitFor();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Text size');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Text size' });
  await dialog.waitFor();
  expect(scripts.find('account-menus-')).toBeDefined();
  await dialog.getByRole('radio', { name: 'Larger' }).click();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
  await dialog.getByRole('radio', { name: 'Standard' }).click();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)).toBe('My Account');
});
