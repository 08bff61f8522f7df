/**
 * Saved items and Continue reading in Chromium against the production build: a member saves an
 * article from its card and a resource from its detail page, finds both on /saved under their
 * kinds, removes one; a saved record that staff unpublish leaves /saved without an error. An
 * article read part-way shows on the dashboard as Continue reading, also in a new tab (read from
 * the member's own data), and leads back to where they stopped; once unpublished, it is not
 * offered.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { CONTENT_KINDS, PUBLISH_FIELD, type ArticleDoc, type ContentKind, type ResourceDoc } from '@common/content';
import { adminDb, closeClients, createUser, type TestUser } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { deleteContent, putContent } from '../support/firestore-data';
import { eventsFlushed } from '../support/page-waits';
import { uniqueEmail } from '../support/portal-steps';

const { freshPage } = useBrowser({ seed: true });

const STAMP = Date.now();
const ARTICLE = { id: `saved-article-${STAMP}`, title: `Pacing your day with chronic pain ${STAMP}` };
const RESOURCE = { id: `saved-resource-${STAMP}`, title: `Gentle stretches for the morning ${STAMP}` };
/** A body long enough to scroll through on the test's window. */
const LONG_BODY = Array.from({ length: 80 }, (_, i) => `<p>Paragraph ${i + 1}: take a short break before the pain tells you to, and plan the day around it.</p>`).join('');

let member: TestUser;

async function template<K extends ContentKind>(kind: K): Promise<Record<string, unknown>> {
  const snap = await adminDb().collection(CONTENT_KINDS[kind].collection).limit(1).get();
  const first = snap.docs[0];
  if (!first) throw new Error(`The seed has no ${kind}`);
  return first.data();
}

beforeAll(async () => {
  member = await createUser({ email: uniqueEmail('saved'), name: 'Sam Saver', role: 'member', emailVerified: true });
  const now = Timestamp.now();
  await putContent('articles', ARTICLE.id, { ...((await template('articles')) as ArticleDoc<Timestamp>), title: ARTICLE.title, slug: ARTICLE.id, content: LONG_BODY, created_at: now, published_at: now });
  await putContent('resources', RESOURCE.id, { ...((await template('resources')) as ResourceDoc<Timestamp>), title: RESOURCE.title, slug: RESOURCE.id, content: LONG_BODY, created_at: now, published_at: now });
});

afterAll(async () => {
  await deleteContent('articles', ARTICLE.id, ARTICLE.id);
  await deleteContent('resources', RESOURCE.id, RESOURCE.id);
});

afterEach(closeClients);

async function memberPage(): Promise<Page> {
  const page = await freshPage({ viewport: { width: 1280, height: 800 } });
  await signIn(page, member.email, member.password);
  await waitForDashboard(page, member.name);
  return page;
}

/** Staff unpublish a record (its publish time back to none, the record and its summary together). */
async function unpublish(kind: ContentKind, id: string): Promise<void> {
  const batch = adminDb().batch();
  batch.update(adminDb().collection(CONTENT_KINDS[kind].collection).doc(id), { [PUBLISH_FIELD]: null });
  batch.update(adminDb().collection(CONTENT_KINDS[kind].summary.collection).doc(id), { [PUBLISH_FIELD]: null });
  await batch.commit();
}

async function republish(kind: ContentKind, id: string): Promise<void> {
  const now = Timestamp.now();
  const batch = adminDb().batch();
  batch.update(adminDb().collection(CONTENT_KINDS[kind].collection).doc(id), { [PUBLISH_FIELD]: now });
  batch.update(adminDb().collection(CONTENT_KINDS[kind].summary.collection).doc(id), { [PUBLISH_FIELD]: now });
  await batch.commit();
}

const savedIds = async () => (await adminDb().collection(COLLECTIONS.savedItems).doc(member.uid).collection(SUBCOLLECTIONS.savedItems).get()).docs.map((d) => d.id).sort();

describe('saved items', () => {
  it('saves from a card and from a detail page, lists them on /saved by kind, removes one, and survives an unpublished one', async () => {
    const page = await memberPage();

    // From the article's card on /blog.
    await page.goto('/blog');
    const save = page.getByRole('button', { name: `Save: ${ARTICLE.title}` });
    // Ready once the member's saved set is read.
    await expect.poll(() => save.getAttribute('aria-disabled'), { timeout: 15_000 }).toBe('false');
    // Its label shows on hover and keyboard focus, and Escape hides it (WCAG 1.4.13).
    const tip = save.locator('.save-tip');
    await expect.poll(() => tip.isVisible()).toBe(false);
    await save.hover();
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(await tip.textContent()).toBe('Save');
    await page.mouse.move(0, 0);
    await expect.poll(() => tip.isVisible()).toBe(false);
    await save.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => tip.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => tip.isVisible()).toBe(false);
    await save.click();
    await page.getByRole('button', { name: `Remove from saved: ${ARTICLE.title}` }).waitFor();
    // Shown at once; stored a moment later (after the count of the member's items).
    await expect.poll(savedIds, { timeout: 10_000 }).toEqual([`articles__${ARTICLE.id}`]);

    // From the resource's detail page.
    await page.goto(`/resources/${RESOURCE.id}`);
    await page.getByRole('heading', { level: 1, name: RESOURCE.title }).waitFor();
    const saveResource = page.getByRole('button', { name: `Save: ${RESOURCE.title}` });
    await expect.poll(() => saveResource.getAttribute('aria-disabled'), { timeout: 15_000 }).toBe('false');
    await saveResource.click();
    await page.getByRole('button', { name: `Remove from saved: ${RESOURCE.title}` }).waitFor();
    await expect.poll(savedIds, { timeout: 10_000 }).toEqual([`articles__${ARTICLE.id}`, `resources__${RESOURCE.id}`]);

    // /saved, through the My Account menu: both, each under its kind's heading.
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Saved items' }).click();
    await page.waitForURL('**/saved');
    await page.getByRole('heading', { level: 1, name: 'Saved items' }).waitFor();
    const articles = page.getByRole('region', { name: 'Articles' });
    const resources = page.getByRole('region', { name: 'Resources' });
    await articles.getByRole('heading', { level: 3, name: ARTICLE.title }).waitFor();
    await resources.getByRole('heading', { level: 3, name: RESOURCE.title }).waitFor();

    // Remove the resource: gone from the screen and from the member's data.
    await page.getByRole('button', { name: `Remove: ${RESOURCE.title}` }).click();
    await resources.waitFor({ state: 'detached' });
    await expect.poll(savedIds, { timeout: 10_000 }).toEqual([`articles__${ARTICLE.id}`]);

    // Staff unpublish the saved article: /saved still loads, without it and without an error.
    await unpublish('articles', ARTICLE.id);
    try {
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Saved items' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Nothing saved yet' }).waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await page.getByText(ARTICLE.title).count()).toBe(0);
    } finally {
      await republish('articles', ARTICLE.id);
    }
    // Published again, it is back (the saved item stayed).
    await page.reload();
    await page.getByRole('region', { name: 'Articles' }).getByRole('heading', { level: 3, name: ARTICLE.title }).waitFor();
  });
});

describe('continue reading', () => {
  /** Scrolls the page as a reader would, and waits until the page has seen the scroll event. */
  const scrollTo = (page: Page, fraction: number) =>
    page.evaluate(
      (f) =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => resolve(), { once: true });
          window.scrollTo(0, f * (document.documentElement.scrollHeight - window.innerHeight));
        }),
      fraction,
    );
  const scrolled = (page: Page) => page.evaluate(() => window.scrollY / (document.documentElement.scrollHeight - window.innerHeight));

  it('offers the article read part-way on the dashboard, in a new tab too, and leads back to where the member stopped', async () => {
    const page = await memberPage();
    await page.goto(`/blog/${ARTICLE.id}`);
    await page.getByRole('heading', { level: 1, name: ARTICLE.title }).waitFor();
    // The whole body first: the title is on the page before the rich text is, and 0.4 of that
    // shorter page is less of the article (0.4 x 2,128 / 4,982 px = 0.17, the figure CI twice saw
    // the member resumed at). Then the place kept is where the reader was.
    await page.getByText('Paragraph 80:').waitFor();
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    await scrollTo(page, 0.4);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const section = page.getByRole('region', { name: 'Continue reading' });
    await section.getByText(ARTICLE.title).waitFor();
    const kept = () => adminDb().collection(COLLECTIONS.readingProgress).doc(member.uid).get();
    await expect.poll(async () => (await kept()).get('id'), { timeout: 10_000 }).toBe(ARTICLE.id);
    expect((await kept()).get('position')).toBeCloseTo(0.4, 1);

    // A new tab reads it from the member's data, and one click goes back to the same place.
    const other = await memberPage();
    await other.getByRole('link', { name: `Continue reading: ${ARTICLE.title}` }).click();
    await other.waitForURL(`**/blog/${ARTICLE.id}`);
    await other.getByRole('heading', { level: 1, name: ARTICLE.title }).waitFor();
    await expect.poll(() => scrolled(other), { timeout: 10_000 }).toBeGreaterThan(0.3);

    // Read to the end: nothing left to continue.
    await scrollTo(other, 1);
    await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await waitForDashboard(other, member.name);
    await expect.poll(async () => (await adminDb().collection(COLLECTIONS.readingProgress).doc(member.uid).get()).exists, { timeout: 10_000 }).toBe(false);
    expect(await other.getByRole('region', { name: 'Continue reading' }).count()).toBe(0);
    // With none kept, the dashboard's one read of it is answered ("none"), not refused.
    const noneRead = other.waitForResponse((response) => response.request().postData()?.includes(COLLECTIONS.readingProgress) === true);
    await other.reload();
    expect((await noneRead).status()).toBe(200);
    await waitForDashboard(other, member.name);
    expect(await other.getByRole('region', { name: 'Continue reading' }).count()).toBe(0);
  });

  it('does not offer an article unpublished since', async () => {
    await adminDb().collection(COLLECTIONS.readingProgress).doc(member.uid).set({ kind: 'articles', id: ARTICLE.id, slug: ARTICLE.id, title: ARTICLE.title, position: 0.5, updated_at: Timestamp.now() });
    await unpublish('articles', ARTICLE.id);
    try {
      const page = await memberPage();
      // The dashboard again, watching its one read of the progress: refused, then no section and no error.
      const progressRead = page.waitForResponse((response) => response.request().postData()?.includes(COLLECTIONS.readingProgress) === true);
      await page.reload();
      await progressRead;
      await page.getByRole('region', { name: 'Featured Articles' }).waitFor();
      await page.getByRole('region', { name: 'Need Help?' }).waitFor();
      await eventsFlushed(page);
      expect(await page.getByRole('region', { name: 'Continue reading' }).count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
    } finally {
      await republish('articles', ARTICLE.id);
    }
  });
});
