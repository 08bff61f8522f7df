/**
 * The installable app's shell (web/src/sw.ts, docs/decisions/0037-installable-offline-portal.md), in
 * Chromium on the emulator build that the Hosting emulator serves with firebase.json's headers and
 * Content-Security-Policy: the worker registers under that policy, precaches the member app and
 * nothing staff-only, answers a second visit's scripts from the device, never stores a member's data
 * (Firestore, Auth, Storage, /files/**), paints a visited route offline, and a new deploy waits
 * for the person's Reload.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { DEMO_MEMBER } from '../../emulators/demo-accounts';
import { SEED_ARTICLES } from '../../emulators/seed/content/articles';
import { SEED_PUBLICATIONS } from '../../emulators/seed/content/publications';
import { E2E_BUILD_DIR } from '../../tooling/hosting-config.mjs';
import { closeClients } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { STAFF_ROUTES, staffOnlyFiles, type BuildManifest } from '@/sw/precache-plan';
import { SERVICE_WORKER_URL } from '@/sw/register';
import { baseURL, useBrowser } from '../support/e2e-browser';
import { lastRecordedBlob, recordObjectUrls } from '../support/portal-steps';

const { openContext } = useBrowser({ seed: true });

afterEach(closeClients);

const SW_FILE = path.join(E2E_BUILD_DIR, SERVICE_WORKER_URL);

/** The URLs (relative to the site's root) the built worker precaches. */
function precachedUrls(): string[] {
  baseURL(); // fail with the setup's reason (the build) first
  const source = readFileSync(SW_FILE, 'utf8');
  return [...source.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
}

function buildManifest(): BuildManifest {
  return JSON.parse(readFileSync(path.join(E2E_BUILD_DIR, '.vite/manifest.json'), 'utf8')) as BuildManifest;
}

describe('the precache list of the build', () => {
  it('holds the member app: every HTML page, the entry, the landing screens, the web app manifest and its icons', () => {
    const urls = precachedUrls();
    expect(new Set(urls).size).toBe(urls.length);
    const html = readFileSync(path.join(E2E_BUILD_DIR, 'index.html'), 'utf8');
    const entry = /src="\/(assets\/index-[\w-]+\.js)"/.exec(html)![1]!;
    for (const page of ['index', 'dashboard', 'blog', 'article', 'publications', 'publication', 'resources', 'resource', 'products', 'product']) {
      expect(urls).toContain(`${page}.html`);
    }
    expect(urls).toContain(entry);
    expect(urls).toEqual(expect.arrayContaining(['manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/maskable-512.png']));
    const manifest = buildManifest();
    for (const screen of ['dashboard', 'blog', 'article', 'publication', 'saved', 'account']) {
      expect(urls, screen).toContain(manifest[`src/app/routes/app/${screen}.tsx`]!.file);
    }
  });

  it('leaves out every staff screen, the rich-text editor and the public folder\'s sample pictures', () => {
    const urls = new Set(precachedUrls());
    const manifest = buildManifest();
    const staffRoutes = Object.values(manifest).filter((chunk) => chunk.src && STAFF_ROUTES.test(chunk.src));
    expect(staffRoutes.length).toBeGreaterThan(5);
    const editor = Object.values(manifest).filter((chunk) => chunk.src?.endsWith('rich-text/rich-text-editor.tsx'));
    expect(editor).toHaveLength(1);
    for (const chunk of [...staffRoutes, ...editor]) {
      for (const file of [chunk.file, ...(chunk.css ?? [])]) expect(urls.has(file), file).toBe(false);
    }
    for (const file of staffOnlyFiles(manifest)) expect(urls.has(file), file).toBe(false);
    expect([...urls].filter((url) => url.startsWith('images/') || url === 'sw.js' || url.startsWith('.'))).toEqual([]);
  });
});

/** A profile whose pages may use service workers (the e2e default blocks them). */
async function workerPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext({ serviceWorkers: 'allow' });
  return { context, page: await context.newPage() };
}

/** Waits until the worker registered by `page` has installed its precache and is active. */
async function installed(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state === 'activated') return;
    await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
  });
}

/** Waits until the worker is active and controls `page` (a visit after its installation). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000 });
}

/** Every cache of Cache Storage with the URLs it holds. */
async function cacheStorage(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) all[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    return all;
  });
}

describe('the service worker in Chromium', () => {
  it('registers under the real policy, precaches the shell and serves a second visit\'s scripts from the device', async () => {
    const { context, page } = await workerPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    // Registered after the first paint; active once its precache is complete.
    await installed(page);
    const cached = await cacheStorage(page);
    const precache = Object.keys(cached).filter((name) => name.startsWith('workbox-precache'));
    expect(precache).toHaveLength(1);
    expect(cached[precache[0]!]!.length).toBe(precachedUrls().length);

    // A second visit: every script comes from the worker, none from the network.
    const fromNetwork: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker() && /\.(js|css)$/.test(new URL(request.url()).pathname)) fromNetwork.push(request.url());
    });
    const scripts: { url: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.+\.js$/.test(response.url())) scripts.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    await controlled(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => !s.fromWorker)).toEqual([]);
    expect(fromNetwork).toEqual([]);
  });

  it('keeps nothing of a member\'s session in Cache Storage (records, pictures, a PDF): only build files', async () => {
    const { page } = await workerPage();
    await recordObjectUrls(page);
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await waitForDashboard(page, DEMO_MEMBER.name);
    await installed(page);
    await page.reload();
    await controlled(page);
    await page.getByRole('heading', { name: `Welcome, ${DEMO_MEMBER.name}` }).waitFor();

    const article = SEED_ARTICLES[0]!;
    await page.goto(`/blog/${article.slug}`);
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    const publication = SEED_PUBLICATIONS[0]!;
    await page.goto(`/publications/${publication.id}`);
    await page.getByRole('heading', { level: 1, name: publication.title }).waitFor();
    const popup = page.waitForEvent('popup', { timeout: 15_000 });
    await page.getByRole('main').getByRole('button', { name: 'Download PDF' }).or(page.getByRole('main').getByRole('link', { name: 'Download PDF' })).first().click();
    await (await popup).close();
    expect((await lastRecordedBlob(page)).head).toBe('%PDF-');

    const cached = await cacheStorage(page);
    const urls = Object.values(cached).flat();
    const build = new Set(precachedUrls().map((url) => new URL(url, baseURL()).href));
    expect(Object.keys(cached).every((name) => name.startsWith('workbox-precache'))).toBe(true);
    expect(urls.filter((url) => !build.has(url.replace(/\?__WB_REVISION__=\w+$/, '')))).toEqual([]);
    expect(urls.filter((url) => /\/files\/|googleapis|\/__\/|:9099|:8080|:9199|:5001/.test(url))).toEqual([]);
  });

  it('paints a visited route offline from the device', async () => {
    const { context, page } = await workerPage();
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await waitForDashboard(page, DEMO_MEMBER.name);
    const article = SEED_ARTICLES[0]!;
    await page.goto(`/blog/${article.slug}`);
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await installed(page);
    await page.reload();
    await controlled(page);

    await context.setOffline(true);
    try {
      for (const route of [`/blog/${article.slug}`, '/dashboard']) {
        const response = await page.goto(route);
        expect(response?.status(), route).toBe(200);
        expect(response?.fromServiceWorker(), route).toBe(true);
        // The app's scripts, from the precache, have run and rendered into the page.
        await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, undefined, { timeout: 15_000 });
      }
    } finally {
      await context.setOffline(false);
    }
  });
});

describe('a new deploy', () => {
  const original = () => readFileSync(SW_FILE, 'utf8');

  it('waits for Reload: "A new version is available", nothing reloads by itself, Reload switches once', async () => {
    const { page } = await workerPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    await installed(page);
    await page.reload();
    await controlled(page);
    // Marks this document: a reload would make a new one without the mark.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByLabel('Email', { exact: true }).fill(DEMO_MEMBER.email);

    // The deploy: sw.js's bytes change, as a new build's precache list changes them.
    const before = original();
    writeFileSync(SW_FILE, `${before}\n// e2e deploy ${Date.now()}\n`);
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
      await prompt.waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(DEMO_MEMBER.email);

      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting !== null)).toBe(true);
      const { violations } = await new AxeBuilder({ page }).include('.MuiSnackbar-root').analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

      // Keyboard: the Reload button takes focus and Enter presses it.
      const reload = prompt.getByRole('button', { name: 'Reload' });
      await reload.focus();
      let loads = 0;
      page.on('load', () => loads++);
      const navigated = page.waitForEvent('load');
      await page.keyboard.press('Enter');
      await navigated;
      await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
      await controlled(page);
      const state = await page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration())!;
        return { waiting: registration.waiting !== null, controlledByActive: navigator.serviceWorker.controller === registration.active };
      });
      // The new version took over (nothing waits any more) and the page reloaded once, into it.
      expect(state).toEqual({ waiting: false, controlledByActive: true });
      expect(loads).toBe(1);
      expect(await page.getByText('A new version is available').count()).toBe(0);
    } finally {
      writeFileSync(SW_FILE, before);
    }
  });
});
