/**
 * Route shells (web/src/app/route-shells.ts): Hosting serves the dashboard and each list an HTML
 * page that already shows the screen's frame and banner, so a phone paints them before any script
 * has run; the app then takes their place in one frame. Checked on the production build through the
 * Hosting emulator (firebase.json's cleanUrls and headers).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { CONTENT_KINDS, LIST_PAGE_SIZE, PUBLISH_FIELD, type ArticleDoc } from '@common/content';
import { DEMO_MEMBER } from '../../emulators/demo-accounts';
import { RECORD_PAGES, ROUTE_SHELLS } from '@/app/route-shells';
import { paths } from '@/config/paths';
import { STORED_SESSION_PLACES, STORED_SESSION_PREFIX } from '@/lib/firebase/stored-session';
import { adminDb, closeClients } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { baseURL, useBrowser } from '../support/e2e-browser';
import { deleteContent, putContent } from '../support/firestore-data';

const { freshPage } = useBrowser({ seed: true });

afterEach(closeClients);

async function html(path: string) {
  const response = await fetch(new URL(path, baseURL()), { redirect: 'manual' });
  return { status: response.status, csp: response.headers.get('content-security-policy'), body: await response.text() };
}

/** The boot screen's visible texts: the frame's heading and line, or nothing when hidden. */
async function bootTexts(page: Page) {
  return page.evaluate(() => {
    const boot = document.getElementById('boot');
    if (!boot || boot.checkVisibility() === false) return null;
    return Array.from(boot.querySelectorAll('.shell-heading, .shell-text'), (p) => p.textContent);
  });
}

/**
 * Notes in every frame, until `screen` shows, whether the boot screen's part `boot` shows and whether
 * `screen` does; `ended()` is the last frame's ("screen"), `others()` the frames with both or neither.
 */
async function watchFrames(page: Page, boot: string, screen: string) {
  await page.evaluate(
    ([bootSelector, screenSelector]) => {
      const w = window as unknown as { watchedFrames: string[] };
      w.watchedFrames = [];
      const shows = (selector: string) => document.querySelector(selector)?.checkVisibility() === true;
      const look = () => {
        const [booted, shown] = [shows(bootSelector), shows(screenSelector)];
        w.watchedFrames.push(`${booted ? 'boot' : ''}${shown ? 'screen' : ''}`);
        if (!shown) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
    [boot, screen],
  );
  const seen = () => page.evaluate(() => (window as unknown as { watchedFrames: string[] }).watchedFrames);
  return {
    ended: async () => (await seen()).at(-1),
    others: async () => (await seen()).filter((f) => f !== 'boot' && f !== 'screen'),
  };
}

describe('route shells', () => {
  it('are what Hosting serves for the dashboard and each list, with the same headers, asking for their screen\'s code at once; other paths keep the plain loading screen', async () => {
    const plain = await html('/login');
    expect(plain.status).toBe(200);
    expect(plain.body).toContain('<div id="boot" class="boot" role="status">');
    expect(plain.body).not.toContain('class="shell');
    const preloads = (body: string) => body.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    // A record's address: its screen's code asked for with the entry; an article's page has the
    // frame its script paints the record in, the others the plain loading screen.
    for (const { source, screen, preview } of RECORD_PAGES) {
      const record = await html(source.replace('*', 'some-record'));
      expect(record.status, source).toBe(200);
      expect(record.csp, source).toBe(plain.csp);
      expect(preloads(record.body).length, source).toBeGreaterThan(preloads(plain.body).length);
      expect(record.body, source).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${screen}-[^"]+\\.js">`));
      if (preview) expect(record.body, source).toContain('<div class="shell-record" id="boot-record" aria-hidden="true" hidden>');
      else expect(record.body, source).not.toContain('class="shell');
    }
    for (const shell of ROUTE_SHELLS) {
      const page = await html(shell.path);
      expect(page.status, shell.path).toBe(200);
      expect(page.csp, shell.path).toBe(plain.csp);
      expect(page.body, shell.path).toContain(`<p class="shell-heading">${shell.heading}</p>`);
      expect(page.body, shell.path).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${shell.path.slice(1)}-[^"]+\\.js">`));
      // The same scripts as every other path.
      const scripts = (body: string) => body.match(/<script[^>]*src="[^"]+"/g);
      expect(scripts(page.body), shell.path).toEqual(scripts(plain.body));
    }
  });

  it('paint the frame before the scripts run, and give way to the screen in the frame it appears', async () => {
    const page = await freshPage();
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await waitForDashboard(page, DEMO_MEMBER.name);
    const blog = ROUTE_SHELLS.find((s) => s.path === paths.blog)!;

    // The scripts held back: the HTML alone shows the list's banner and the loading status.
    const release = await holdScripts(page);
    await page.goto(blog.path, { waitUntil: 'commit' });
    await page.locator('#boot .shell-heading').waitFor();
    expect(await bootTexts(page)).toEqual([blog.heading, blog.text]);
    // Screen readers hear the loading status only: the frame is hidden from them.
    const heard = await page.locator('#boot').ariaSnapshot();
    expect(heard).toContain('Loading PMC Portal...');
    expect(heard).not.toContain(blog.heading);

    // Every frame until the screen shows its banner has the boot screen, none has both, none neither
    // (while the session and the code load, the app's loading screen keeps the boot screen up).
    const frames = await watchFrames(page, '#boot .shell-heading', '#root header h1');
    release();
    await page.getByRole('heading', { level: 1, name: blog.heading }).waitFor();
    expect(await bootTexts(page)).toBeNull();
    expect(await frames.ended()).toBe('screen');
    expect(await frames.others()).toEqual([]);
    await page.unrouteAll();

    // One banner heading for screen readers: the boot screen's frame was hidden from them all along.
    await expect.poll(() => page.getByRole('heading', { name: blog.heading }).count()).toBe(1);
  });

  it('show a turning spinner with the loading text while a stored sign-in is restored, standing still with reduced motion', async () => {
    /** The boot screen's spinner under `selector` on `path`, the scripts held back: shown, and how it moves. */
    async function spinnerOn(page: Page, path: string, selector: string) {
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      const spinner = page.locator(selector);
      await spinner.waitFor();
      const seen = await spinner.evaluate((el) => {
        const style = getComputedStyle(el);
        // Its layout width: the bounding box of a turning square is larger.
        return { animation: style.animationName, width: (el as HTMLElement).offsetWidth, status: el.closest('[role="status"]')?.textContent?.includes('Loading PMC Portal...') ?? false };
      });
      release();
      await page.unrouteAll({ behavior: 'wait' });
      return seen;
    }

    const page = await freshPage();
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await waitForDashboard(page, DEMO_MEMBER.name);
    // index.html's plain boot screen (a path without a shell), a list's shell and a record's page.
    expect(await spinnerOn(page, paths.search, '#boot > .boot-spinner')).toEqual({ animation: 'boot-spin', width: 40, status: true });
    expect(await spinnerOn(page, paths.blog, '#boot .shell-status > .boot-spinner')).toEqual({ animation: 'boot-spin', width: 40, status: true });
    expect(await spinnerOn(page, '/blog/some-article', '#boot .shell-record-status > .boot-spinner')).toEqual({ animation: 'boot-spin', width: 28, status: true });

    const still = await freshPage({ reducedMotion: 'reduce' });
    expect(await spinnerOn(still, paths.search, '#boot > .boot-spinner')).toMatchObject({ animation: 'none', status: true });
  });
});

/** What the record page's boot screen shows: its label, title and picture, or null while hidden. */
async function bootRecord(page: Page) {
  return page.evaluate(() => {
    const slot = document.getElementById('boot-record');
    if (!slot || slot.hidden || !document.getElementById('boot')!.checkVisibility()) return null;
    const img = slot.querySelector('img');
    return {
      label: slot.querySelector('.shell-label')?.textContent ?? null,
      title: slot.querySelector('.shell-title')?.textContent ?? null,
      picture: img?.getAttribute('src') ?? null,
      pictureLoaded: img ? img.complete && img.naturalWidth > 0 : false,
    };
  });
}

/** Holds back every script of the app until `release` is called. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * A page signed in as the demo member without "Remember me", whose stored session (this tab's, as
 * Firebase Auth keeps it) holds an ID token past its time: the pages' scripts must not use it.
 */
async function memberWithExpiredToken(): Promise<Page> {
  const page = await freshPage();
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await waitForDashboard(page, DEMO_MEMBER.name);
  await page.evaluate(({ prefix, place }) => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith(prefix))!;
    const user = JSON.parse(sessionStorage.getItem(key)!);
    const holder = place.slice(0, -1).reduce((value, name) => value[name], user);
    holder[place.at(-1)!] = Date.now() - 1000;
    sessionStorage.setItem(key, JSON.stringify(user));
  }, { prefix: STORED_SESSION_PREFIX, place: [...STORED_SESSION_PLACES.expiresAt] });
  return page;
}

/**
 * The Firestore queries a page makes for the record `key` (the record page's script queries runQuery
 * with it). Only those: the dashboard the test came from may still send queries of its own.
 */
function firestoreQueries(page: Page, key: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.method() === 'POST' && request.url().includes(':runQuery') && body.includes(key)) seen.push(body);
  });
  return seen;
}

describe('an article\'s page', () => {
  const articles = CONTENT_KINDS.articles.collection;
  async function aSeededArticle() {
    const snap = await adminDb().collection(articles).orderBy('created_at', 'desc').limit(1).get();
    const doc = snap.docs[0]!;
    return { id: doc.id, ...(doc.data() as ArticleDoc<Timestamp>) };
  }

  it('paints the article\'s picture, label and title for a member from its HTML, before any script has run, and gives way to the article in the frame it appears', async () => {
    const article = await aSeededArticle();
    const page = await freshPage();
    // "Remember me": the session kept in localStorage (the next test's is this tab's, in sessionStorage).
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, { remember: true });
    await waitForDashboard(page, DEMO_MEMBER.name);
    const queries = firestoreQueries(page, article.slug);
    const release = await holdScripts(page);
    await page.goto(paths.article(article.slug), { waitUntil: 'commit' });
    await expect.poll(() => bootRecord(page), { timeout: 15_000 }).toMatchObject({ title: article.title, label: article.category, picture: article.image, pictureLoaded: true });
    // One query, of the article's summary (no body to read), asking only for what it paints.
    expect(queries).toHaveLength(1);
    expect(JSON.parse(queries[0]!).structuredQuery.from).toEqual([{ collectionId: CONTENT_KINDS.articles.summary.collection }]);
    expect(JSON.parse(queries[0]!).structuredQuery.select.fields.map((f: { fieldPath: string }) => f.fieldPath).sort()).toEqual(['category', 'image', 'title']);
    // Screen readers hear the loading status only.
    const heard = await page.locator('#boot').ariaSnapshot();
    expect(heard).toContain('Loading PMC Portal...');
    expect(heard).not.toContain(article.title);

    // Every frame until the article shows has the painted record, none has both, none has neither.
    const frames = await watchFrames(page, '#boot-record:not([hidden])', '#root article h1');
    release();
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    expect(await bootRecord(page)).toBeNull();
    expect(await frames.ended()).toBe('screen');
    expect(await frames.others()).toEqual([]);
    await page.unrouteAll();
    await expect.poll(() => page.getByRole('heading', { name: article.title }).count()).toBe(1);
  });

  it('paints nothing and asks Firestore nothing for a guest, or for a member whose stored token has expired', async () => {
    const article = await aSeededArticle();
    const guest = await freshPage();
    const guestQueries = firestoreQueries(guest, article.slug);
    await holdScripts(guest);
    await guest.goto(paths.article(article.slug), { waitUntil: 'commit' });
    // The HTML read to its end (the inline script has run); the app's scripts are still held.
    await guest.waitForFunction(() => document.readyState !== 'loading');
    expect(await bootRecord(guest)).toBeNull();
    expect(guestQueries).toEqual([]);

    const page = await memberWithExpiredToken();
    const queries = firestoreQueries(page, article.slug);
    await holdScripts(page);
    await page.goto(paths.article(article.slug), { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    expect(await bootRecord(page)).toBeNull();
    expect(queries).toEqual([]);
  });

  it('paints nothing of a draft or of an article scheduled for later (its query asks for what is published by now, as the rules require)', async () => {
    const template = await aSeededArticle();
    const page = await freshPage();
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await waitForDashboard(page, DEMO_MEMBER.name);
    const stamp = Date.now();
    const unpublished = [
      { id: `draft-${stamp}`, published_at: null },
      { id: `later-${stamp}`, published_at: Timestamp.fromMillis(stamp + 3_600_000) },
    ];
    try {
      for (const { id, published_at } of unpublished) {
        await putContent('articles', id, { ...template, title: `Not yet ${id}`, slug: id, created_at: Timestamp.now(), published_at } as ArticleDoc<Timestamp>);
        // putContent publishes a record at its creation unless told a time: a draft has none.
        if (published_at === null) {
          for (const name of [articles, CONTENT_KINDS.articles.summary.collection]) await adminDb().collection(name).doc(id).update({ [PUBLISH_FIELD]: null });
        }
      }
      for (const { id } of unpublished) {
        // The preview's own query (it asks for this slug): the dashboard's queries may still be answered after the navigation starts.
        const answers: number[] = [];
        page.on('response', (response) => {
          const request = response.request();
          if (request.method() === 'POST' && request.url().includes(':runQuery') && request.postData()?.includes(id)) answers.push(response.status());
        });
        await holdScripts(page);
        await page.goto(paths.article(id), { waitUntil: 'commit' });
        await expect.poll(() => answers.length, { timeout: 15_000 }).toBe(1);
        // The answer has reached the page (its resource timing is written once the body is in), and
        // the script's handlers have had their turn (a frame and a task after it), then look.
        await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes(':runQuery')), undefined, { timeout: 15_000 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
        expect(await bootRecord(page), id).toBeNull();
        await page.unrouteAll();
        page.removeAllListeners('response');
      }
    } finally {
      for (const { id } of unpublished) await deleteContent('articles', id, id);
    }
  });
});

describe('a list\'s first read (app/list-first-read.js, lib/firebase/first-read.ts)', () => {
  const summaries = CONTENT_KINDS.articles.summary.collection;
  /** The runQuery requests for the articles' summaries: the newest page's (with its limit) and the rest's (with a cursor). */
  function summaryQueries(page: Page) {
    const seen: { limit?: number; cursor: boolean; early: boolean }[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.method() !== 'POST' || !request.url().includes(':runQuery') || !body.includes(`"collectionId":"${summaries}"`)) return;
      const { structuredQuery } = JSON.parse(body) as { structuredQuery: { limit?: number; startAt?: unknown } };
      // The page's own read has no API key in its address (the SDK's has).
      seen.push({ limit: structuredQuery.limit, cursor: structuredQuery.startAt !== undefined, early: !request.url().includes('key=') });
    });
    return seen;
  }

  it('is started by the page before any script, and the app takes it: one read of the newest page, the rest continues after it, nothing lost at a tie', async () => {
    const template = (await adminDb().collection(CONTENT_KINDS.articles.collection).limit(1).get()).docs[0]!.data() as ArticleDoc<Timestamp>;
    // 30 articles published at the same moment, newer than the seed's: the newest page (24) ends
    // inside them, so the rest continues after a time and an id.
    const at = Timestamp.fromMillis(Date.now() - 60_000);
    const ids = Array.from({ length: 30 }, (_, i) => `tie-${String(i).padStart(2, '0')}-${at.toMillis()}`);
    const total = (await adminDb().collection(summaries).where(PUBLISH_FIELD, '<=', Timestamp.now()).count().get()).data().count + ids.length;
    try {
      for (const id of ids) await putContent('articles', id, { ...template, title: `Tie ${id}`, slug: id, created_at: at, published_at: at } as ArticleDoc<Timestamp>);
      const page = await freshPage();
      await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, { remember: true });
      await waitForDashboard(page, DEMO_MEMBER.name);
      const queries = summaryQueries(page);
      const release = await holdScripts(page);
      await page.goto(paths.blog, { waitUntil: 'commit' });
      // Asked for while every script is held: the page's own read, the screen's first page.
      await expect.poll(() => queries.length, { timeout: 15_000 }).toBe(1);
      expect(queries[0]).toEqual({ limit: LIST_PAGE_SIZE, cursor: false, early: true });
      release();
      await page.getByText(`Showing ${total} of ${total} articles`).waitFor({ timeout: 30_000 });
      // The app asked for no first page of its own: only the rest, after the page's last summary.
      expect(queries).toEqual([{ limit: LIST_PAGE_SIZE, cursor: false, early: true }, { limit: undefined, cursor: true, early: false }]);
      await expect.poll(() => page.locator('main ul.pmc-card-grid > li').count()).toBe(LIST_PAGE_SIZE);
      await page.unrouteAll();
    } finally {
      for (const id of ids) await deleteContent('articles', id, id);
    }
  });

  it('asks nothing for a guest or a member whose stored token has expired; the app reads the list itself', async () => {
    const guest = await freshPage();
    const guestQueries = summaryQueries(guest);
    await guest.goto(paths.blog);
    await guest.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    expect(guestQueries).toEqual([]);

    const page = await memberWithExpiredToken();
    const queries = summaryQueries(page);
    await page.goto(paths.blog);
    await page.getByText(/^Showing \d+ of \d+ articles$/).waitFor({ timeout: 30_000 });
    expect(queries.filter((q) => q.early)).toEqual([]);
    expect(queries.filter((q) => q.limit === LIST_PAGE_SIZE)).toHaveLength(1);
  });
});
