/**
 * Publishing as members see it, in Chromium on the seeded emulators: a new article published from
 * its form is on the member's list and page at once; one saved as a draft is not, until staff
 * publish it from its form. And every address that names no record the member can read (none at
 * all, a draft, a scheduled record) says the same "doesn't exist" under "… Not Found", while a read
 * that fails says "Failed to load …"; a resource or product the member cannot read returns to its list.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KINDS, PUBLISH_FIELD, type ContentKind } from '@common/content';
import { contentDoc } from '@common/content-docs';
import { slugify } from '@common/slug';
import { DEMO_ADMIN, DEMO_MEMBER } from '../../emulators/demo-accounts';
import { adminDb, closeClients } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { deleteContent, putContent } from '../support/firestore-data';
import { openNewRecordForm } from '../support/portal-steps';

const { freshPage } = useBrowser({ seed: true });

const run = randomUUID().slice(0, 6);
/** Every record this file puts in place or creates, removed after the tests. */
const created: { kind: ContentKind; id: string; slug?: string }[] = [];

afterEach(closeClients);
afterAll(async () => {
  const made = await adminDb().collection(COLLECTIONS.articles).where('excerpt', '==', `Publishing ${run}`).get();
  for (const doc of made.docs) created.push({ kind: 'articles', id: doc.id, slug: String(doc.get('slug')) });
  for (const { kind, id, slug } of created) await deleteContent(kind, id, slug);
});

async function signedIn(email: string, password: string, name: string): Promise<Page> {
  const page = await freshPage();
  await signIn(page, email, password);
  await waitForDashboard(page, name);
  return page;
}

/** Staff's New Article form, filled in (this run's excerpt marks it for clean-up). */
async function newArticle(staff: Page, title: string): Promise<void> {
  await openNewRecordForm(staff, 'articles');
  await staff.getByLabel('Title', { exact: false }).first().fill(title);
  await staff.getByLabel('Featured Image URL').fill('https://images.example/publishing.png');
  await staff.getByLabel('Excerpt').fill(`Publishing ${run}`);
  await staff.getByRole('textbox', { name: 'Content', exact: true }).click();
  await staff.keyboard.type('Written to be read by members.');
}

/** What the member's article page says on a fresh load: the title, or the not-found message. */
async function articlePage(member: Page, slug: string, title: string): Promise<'shown' | 'not found'> {
  await member.goto(`/blog/${slug}`);
  const found = member.getByRole('heading', { level: 1, name: title });
  const missing = member.getByRole('heading', { level: 1, name: 'Article Not Found' });
  await found.or(missing).waitFor();
  if (await found.isVisible()) return 'shown';
  await member.getByText("The article you're looking for doesn't exist.").waitFor();
  return 'not found';
}

/** Whether the member's list of articles, searched for `title`, shows it. */
async function inMemberList(member: Page, title: string): Promise<boolean> {
  await member.goto('/blog');
  await member.getByRole('searchbox').first().fill(title);
  const card = member.getByRole('heading', { name: title });
  const none = member.getByText('No articles found');
  await card.or(none).waitFor();
  return card.isVisible();
}

describe('publishing from the form, as a member sees it', () => {
  it('Publish makes a new article readable at once; Save as draft keeps it from members until Publish', async () => {
    const staff = await signedIn(DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.name);
    const member = await signedIn(DEMO_MEMBER.email, DEMO_MEMBER.password, DEMO_MEMBER.name);

    const published = `Published at once ${run}`;
    await newArticle(staff, published);
    await staff.getByRole('button', { name: 'Publish', exact: true }).click();
    await staff.getByRole('status').filter({ hasText: 'Article published: members can read it now.' }).waitFor();
    await staff.getByRole('row').filter({ hasText: published }).getByText('Published', { exact: true }).waitFor();
    expect(await articlePage(member, slugify(published), published)).toBe('shown');
    expect(await inMemberList(member, published)).toBe(true);

    const draft = `Kept as a draft ${run}`;
    await newArticle(staff, draft);
    await staff.getByRole('button', { name: 'Save as draft' }).click();
    await staff.getByRole('status').filter({ hasText: 'Draft saved: members cannot see it yet.' }).waitFor();
    const row = staff.getByRole('row').filter({ hasText: draft });
    await row.getByText('Draft', { exact: true }).waitFor();
    expect(await articlePage(member, slugify(draft), draft)).toBe('not found');
    expect(await inMemberList(member, draft)).toBe(false);

    // Its form still offers Publish; once pressed, members read it.
    await row.getByRole('button', { name: `Edit ${draft}` }).click();
    await staff.getByRole('heading', { level: 1, name: 'Edit Article' }).waitFor();
    await staff.getByRole('button', { name: 'Save as draft' }).waitFor();
    await staff.getByRole('button', { name: 'Publish', exact: true }).click();
    await staff.getByRole('status').filter({ hasText: 'Article published: members can read it now.' }).waitFor();
    expect(await articlePage(member, slugify(draft), draft)).toBe('shown');

    // A published article's form saves without changing that: Save, no Publish or Save as draft.
    await staff.getByRole('row').filter({ hasText: draft }).getByRole('button', { name: `Edit ${draft}` }).click();
    await staff.getByRole('heading', { level: 1, name: 'Edit Article' }).waitFor();
    await staff.getByRole('button', { name: 'Save Article' }).waitFor();
    expect(await staff.getByRole('button', { name: 'Save as draft' }).count()).toBe(0);
    await staff.getByRole('button', { name: 'Save Article' }).click();
    await staff.getByText('Article saved.', { exact: true }).waitFor();
    expect(await articlePage(member, slugify(draft), draft)).toBe('shown');
  });
});

// ---- Not found ---------------------------------------------------------------------------------

const HOUR = 3_600_000;
/** When members may read each record put in place: a draft never, a scheduled one in an hour. */
const STATES = { draft: null, scheduled: () => Timestamp.fromMillis(Date.now() + HOUR), published: () => Timestamp.fromMillis(Date.now() - HOUR) } as const;
type State = keyof typeof STATES;

/** Puts a record of `kind` in place in `state` (its document, summary and slug entry), named for this run. */
async function putRecord(kind: ContentKind, state: State): Promise<{ id: string; slug: string; title: string }> {
  const id = `e2e-${state}-${kind}-${run}`;
  const slug = id;
  const title = `E2E ${state} ${kind} ${run}`;
  const at = Timestamp.fromMillis(Date.now() - 2 * HOUR);
  const values: Record<string, unknown> = { slug, title, name: title, created_at: at, image: 'https://images.example/e2e.png', thumbnail: 'https://images.example/e2e.png' };
  await putContent(kind, id, contentDoc(kind, values as never));
  created.push({ kind, id, slug: CONTENT_KINDS[kind].addressedBy === 'slug' ? slug : undefined });
  const when = STATES[state];
  const publishAt = when === null ? null : when();
  // putContent publishes a record at its creation time: the state is set on the record and its summary.
  const db = adminDb();
  await db.collection(CONTENT_KINDS[kind].collection).doc(id).update({ [PUBLISH_FIELD]: publishAt });
  await db.collection(CONTENT_KINDS[kind].summary.collection).doc(id).update({ [PUBLISH_FIELD]: publishAt });
  return { id, slug, title };
}

/** The member's page at `path` shows "{heading}" with `message` and the way back to its list. */
async function saysNotFound(member: Page, path: string, heading: string, message: string, back: string): Promise<void> {
  await member.goto(path);
  await member.getByRole('heading', { level: 1, name: heading }).waitFor();
  await member.getByText(message, { exact: true }).waitFor();
  await member.getByRole('main').getByRole('link', { name: back }).waitFor();
  expect(await member.getByText(/permission|insufficient/i).count()).toBe(0);
}

describe('addresses a member cannot read', () => {
  it('say the same "doesn\'t exist" for no record, a draft and a scheduled one; a failed read says it failed', async () => {
    const member = await signedIn(DEMO_MEMBER.email, DEMO_MEMBER.password, DEMO_MEMBER.name);
    const articles = { draft: await putRecord('articles', 'draft'), scheduled: await putRecord('articles', 'scheduled'), published: await putRecord('articles', 'published') };
    const publications = { draft: await putRecord('publications', 'draft'), scheduled: await putRecord('publications', 'scheduled'), published: await putRecord('publications', 'published') };

    const article = "The article you're looking for doesn't exist.";
    for (const slug of [`e2e-no-such-article-${run}`, articles.draft.slug, articles.scheduled.slug]) {
      await saysNotFound(member, `/blog/${slug}`, 'Article Not Found', article, 'Back to Articles');
    }
    const publication = "The publication you're looking for doesn't exist.";
    for (const id of [`e2e-no-such-publication-${run}`, publications.draft.id, publications.scheduled.id]) {
      await saysNotFound(member, `/publications/${id}`, 'Publication Not Found', publication, 'Back to Publications');
    }
    // The published ones are there: the addresses above were refused for their state alone.
    await member.goto(`/blog/${articles.published.slug}`);
    await member.getByRole('heading', { level: 1, name: articles.published.title }).waitFor();
    await member.goto(`/publications/${publications.published.id}`);
    await member.getByRole('heading', { level: 1, name: publications.published.title }).waitFor();

    // A read that fails (the network, here) says so, for a record that exists.
    const failing = [articles.published.slug, publications.published.id];
    await member.route(
      (url) => url.pathname.includes('/documents'),
      (route) => {
        const request = route.request();
        const asked = `${request.url()} ${request.postData() ?? ''}`;
        return failing.some((key) => asked.includes(key)) ? route.abort('failed') : route.fallback();
      },
    );
    await saysNotFound(member, `/blog/${articles.published.slug}`, 'Article Not Found', 'Failed to load article', 'Back to Articles');
    await saysNotFound(member, `/publications/${publications.published.id}`, 'Publication Not Found', 'Failed to load publication', 'Back to Publications');
    await member.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('send a member back to the list for a resource or product that is missing, a draft or scheduled', async () => {
    const member = await signedIn(DEMO_MEMBER.email, DEMO_MEMBER.password, DEMO_MEMBER.name);
    for (const [kind, list] of [
      ['resources', '/resources'],
      ['products', '/products'],
    ] as const) {
      const draft = await putRecord(kind, 'draft');
      const scheduled = await putRecord(kind, 'scheduled');
      for (const slug of [`e2e-no-such-${kind}-${run}`, draft.slug, scheduled.slug]) {
        await member.goto(`${list}/${slug}`);
        await member.waitForURL((url) => url.pathname === list);
        await member.getByRole('searchbox').first().waitFor();
      }
    }
  });
});
