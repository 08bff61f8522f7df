/**
 * Keep for offline in Debian's Chromium against the production build on the seeded emulators:
 * a member who signed in with Remember me keeps an article (text and picture) and a publication
 * with its PDF, goes offline (the browser's own offline mode) and reads both from the device, sees
 * the header's offline line, lists of only the kept pages, and a link to anything else that says
 * it needs a connection; back online, signing out deletes every kept page and file. A staff
 * removal of the member deletes them at the member's next online start; another account signing
 * in on the device finds nothing of the first. A sign-in without Remember me is offered no Keep.
 * axe on the new controls and the offline states.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { CALLABLES } from '@common/callable-contracts';
import { CONTENT_KINDS, type ArticleDoc } from '@common/content';
import { adminDb, closeClients, createUser, signedInFunctions, type TestUser } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { deleteContent, putContent } from '../support/firestore-data';
import { visuallySettled } from '../support/page-waits';
import { lastRecordedBlob, recordObjectUrls, searchBox, signOut, uniqueEmail } from '../support/portal-steps';
import { sha256, storedObject } from '../support/stored-files';

const { openContext } = useBrowser({ seed: true });

const STAMP = Date.now();
const ARTICLE = { id: `kept-article-${STAMP}`, title: `Pacing on the bus ${STAMP}` };
const BANNER = "You're offline: showing what you kept";
const NEEDS_CONNECTION = 'This page needs a connection';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

let publication: { id: string; title: string; pdfPath: string };

beforeAll(async () => {
  const template = (await adminDb().collection(CONTENT_KINDS.articles.collection).limit(1).get()).docs[0]?.data();
  if (!template) throw new Error('The seed has no article');
  const now = Timestamp.now();
  await putContent('articles', ARTICLE.id, { ...(template as ArticleDoc<Timestamp>), title: ARTICLE.title, slug: ARTICLE.id, content: '<p>Breathe out slowly while the bus brakes.</p>', created_at: now, published_at: now });
  const pubs = await adminDb().collection(CONTENT_KINDS.publications.collection).get();
  const withPdf = pubs.docs.find((doc) => typeof doc.get('pdf_path') === 'string' && doc.get('pdf_path'));
  if (!withPdf) throw new Error('The seed has no publication with an uploaded PDF (pdf_path)');
  publication = { id: withPdf.id, title: String(withPdf.get('title')), pdfPath: String(withPdf.get('pdf_path')) };
});

afterAll(async () => {
  await deleteContent('articles', ARTICLE.id, ARTICLE.id);
});

afterEach(closeClients);

/** Runs axe once nothing is fading in or out (a closing menu); fails listing every serious or critical violation. */
async function audit(page: Page, where: string): Promise<void> {
  await page.getByRole('menu').waitFor({ state: 'detached' });
  await visuallySettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => ({ where, rule: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))).toEqual([]);
}

/** Every key of the kept store (idb-keyval's database on this origin), or [] when there is none. */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'pmc-kept')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('pmc-kept');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('kept')) return [];
      return await new Promise<string[]>((resolve, reject) => {
        const request = db.transaction('kept').objectStore('kept').getAllKeys();
        request.onsuccess = () => resolve(request.result.map(String));
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  });
}

const itemKeys = async (page: Page) => (await keptKeys(page)).filter((key) => key.includes('/item/'));
const fileKeys = async (page: Page) => (await keptKeys(page)).filter((key) => key.includes('/file/'));

/** Nothing of any account is kept on the device: no key in the store, and no flag saying there may be. */
async function expectNothingKept(page: Page): Promise<void> {
  await expect.poll(() => keptKeys(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('pmc:kept'))).toBeNull();
}

async function member(name: string): Promise<TestUser> {
  return createUser({ email: uniqueEmail('kept'), name, role: 'member', emailVerified: true });
}

async function rememberedPage(user: TestUser): Promise<Page> {
  const page = await (await openContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await recordObjectUrls(page);
  await signIn(page, user.email, user.password, { remember: true });
  await waitForDashboard(page, user.name);
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** On a list, through the search box, opens `title`'s page the way a member does (in the app, no reload). */
async function openFromList(page: Page, list: string, title: string): Promise<void> {
  await nav(page).getByRole('link', { name: list }).click();
  await searchBox(page).fill(title);
  await page.locator('[data-card-link]').filter({ hasText: title }).first().click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

async function keep(page: Page, title: string): Promise<void> {
  const toggle = page.getByRole('button', { name: `Keep for offline: ${title}` });
  await expect.poll(() => toggle.getAttribute('aria-disabled'), { timeout: 15_000 }).toBe('false');
  await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
  await toggle.click();
  const kept = page.getByRole('button', { name: `Kept for offline: ${title}` });
  await expect.poll(() => kept.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
}

async function keepArticle(page: Page): Promise<void> {
  await openFromList(page, 'Articles', ARTICLE.title);
  await keep(page, ARTICLE.title);
}

describe('Keep for offline', () => {
  it('reads a kept article and a kept PDF offline, refuses other pages plainly, and deletes everything on sign-out', async () => {
    const uploaded = await storedObject(publication.pdfPath);
    const reader = await member('Olive Offline');
    const page = await rememberedPage(reader);

    await keepArticle(page);
    await audit(page, 'article with Keep for offline');
    await openFromList(page, 'Publications', publication.title);
    await keep(page, publication.title);
    // Products is opened once online, so its screen is in the page when its link is followed offline.
    await nav(page).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    // /saved: both, marked, with the space they use.
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Saved items' }).click();
    const kept = page.getByRole('region', { name: 'Kept for offline' });
    await expect.poll(() => kept.getByRole('listitem').count()).toBe(2);
    await expect(kept.getByRole('listitem').getByText('Kept for offline', { exact: true }).count()).resolves.toBe(2);
    await kept.getByText(/^2 pages on this device, using [\d.]+ (kB|MB)\.$/).waitFor();
    expect(await itemKeys(page)).toHaveLength(2);
    expect((await fileKeys(page)).some((key) => key.endsWith(publication.pdfPath))).toBe(true);
    await audit(page, '/saved with kept pages');

    // Offline: the header says so; the lists hold only the kept pages.
    await page.context().setOffline(true);
    await page.getByRole('status').filter({ hasText: BANNER }).waitFor();
    await nav(page).getByRole('link', { name: 'Articles' }).click();
    await page.getByText('Only pages you kept for offline are shown. The others need a connection.').waitFor();
    await expect.poll(() => page.locator('[data-card-link]').count()).toBe(1);
    await audit(page, 'an offline list');

    // The kept article, from the device: its text and its picture (a blob: address of the kept copy).
    await page.locator('[data-card-link]').filter({ hasText: ARTICLE.title }).click();
    await page.getByRole('heading', { level: 1, name: ARTICLE.title }).waitFor();
    await page.getByText('Breathe out slowly while the bus brakes.').waitFor();
    await expect.poll(() => page.locator('main article img').first().getAttribute('src')).toMatch(/^blob:/);
    await audit(page, 'a kept article offline');

    // A link to a screen that was not kept says it needs a connection instead of failing.
    await nav(page).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { level: 1, name: NEEDS_CONNECTION }).waitFor();
    await audit(page, 'a page that needs a connection');

    // The kept publication's PDF, from the device.
    await nav(page).getByRole('link', { name: 'Publications' }).click();
    await page.locator('[data-card-link]').filter({ hasText: publication.title }).click();
    await page.getByRole('heading', { level: 1, name: publication.title }).waitFor();
    const popup = page.waitForEvent('popup', { timeout: 15_000 });
    await page.getByRole('main').getByRole('button', { name: 'Download PDF' }).click();
    const tab = await popup;
    // The kept pictures made blobs too: the PDF's is the newest once it is there.
    await expect.poll(async () => (await lastRecordedBlob(page)).type).toBe('application/pdf');
    const blob = await lastRecordedBlob(page);
    expect([blob.head, blob.size, blob.sha256, blob.type]).toEqual(['%PDF-', uploaded.length, sha256(uploaded), 'application/pdf']);
    // Last while offline: Chromium takes the opener back online when the tab closes.
    await tab.close();

    // Back online, signing out deletes every kept page and file.
    await page.context().setOffline(false);
    await expect.poll(() => page.getByText(BANNER).count()).toBe(0);
    await signOut(page);
    await expectNothingKept(page);
  });

  it("keeps the pages while offline, and deletes them at the member's next online start after staff removed the membership", async () => {
    const removed = await member('Rita Removed');
    const page = await rememberedPage(removed);
    await keepArticle(page);
    expect(await itemKeys(page)).toHaveLength(1);

    // Offline, failing requests are no answer from the backend: the page stays kept and readable.
    await page.context().setOffline(true);
    await nav(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('region', { name: 'Kept for offline' }).getByRole('link', { name: ARTICLE.title }).click();
    await page.getByText('Breathe out slowly while the bus brakes.').waitFor();
    expect(await itemKeys(page)).toHaveLength(1);
    await page.context().setOffline(false);

    const staff = await createUser({ role: 'admin', emailVerified: true });
    await (await signedInFunctions(staff)).call(CALLABLES.removeMembership, { uid: removed.uid });

    // The next start: Auth finds the session revoked, or the first read is refused and the access
    // check ends it; either way the sign-in screen, and nothing kept.
    await page.reload();
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor({ timeout: 20_000 });
    await expectNothingKept(page);
  });

  it("shows nothing of one account's kept pages to another account that signs in on the device", async () => {
    const first = await member('Fay First');
    const page = await rememberedPage(first);
    await keepArticle(page);
    // The first account's session leaves the device without this page's sign-out (another tab's, say).
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('firebase:authUser:')) localStorage.removeItem(key);
    });
    const second = await member('Sid Second');
    await signIn(page, second.email, second.password, { remember: true });
    await waitForDashboard(page, second.name);
    await expect.poll(() => keptKeys(page)).toEqual(expect.not.arrayContaining([expect.stringContaining('/item/')]));
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Saved items' }).click();
    await page.getByRole('region', { name: 'Kept for offline' }).getByText(/^Nothing kept for offline yet/).waitFor();
  });

  it('offers no Keep to a sign-in without Remember me, and says why', async () => {
    const visitor = await member('Vic Visit');
    const page = await (await openContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, visitor.email, visitor.password);
    await waitForDashboard(page, visitor.name);
    await openFromList(page, 'Articles', ARTICLE.title);
    await page.getByText('Choose Remember me when you sign in to keep pages on this device.').waitFor();
    expect(await page.getByRole('button', { name: `Keep for offline: ${ARTICLE.title}` }).count()).toBe(0);
    await audit(page, 'article without Remember me');
  });
});

