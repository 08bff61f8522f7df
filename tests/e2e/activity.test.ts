/**
 * The admin Activity screen in Chromium against the seeded emulators: an admin edits an article on
 * the admin screens, and the Activity screen shows that edit (who, what, which fields), newest
 * first; the person, action and date filters narrow the list.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@common/audit';
import { COLLECTIONS } from '@common/collections';
import { contentDoc } from '@common/content-docs';
import { DEMO_ADMIN } from '../../emulators/demo-accounts';
import { adminDb, closeClients } from '../../tooling/emulator-clients';
import { useBrowser } from '../support/e2e-browser';
import { deleteContent, putContent } from '../support/firestore-data';
import { signInAsStaff } from '../support/portal-steps';
import { openFromAccountMenu } from '../../tooling/sign-in-steps';

const { freshPage } = useBrowser({ seed: true });
const run = randomUUID().slice(0, 6);
const ID = `e2e-activity-${run}`;
const SLUG = `e2e-activity-${run}`;
const TITLE = `E2E activity ${run}`;

afterEach(closeClients);
afterAll(async () => {
  await deleteContent('articles', ID, SLUG);
});

async function putArticle(): Promise<void> {
  const doc = contentDoc('articles', {
    slug: SLUG,
    title: TITLE,
    excerpt: 'Before the edit.',
    content: '<p>Body.</p>',
    image: 'https://example.com/images/activity.png',
    category: 'Pain Conditions',
    author: 'Pain Medicine Consultants',
    created_at: Timestamp.now(),
  });
  await putContent('articles', ID, doc);
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

async function updateEntries(): Promise<number> {
  const log = adminDb().collection(COLLECTIONS.auditLog);
  return (await log.where('target_id', '==', ID).where('action', '==', AUDIT_ACTIONS.contentUpdated).get()).size;
}

const editRow = (page: Page) => page.getByRole('row').filter({ hasText: `${COLLECTIONS.articles}/${ID}: excerpt` });

describe('the Activity screen', () => {
  it('shows an article edit with its admin and changed field, and the filters narrow the list', async () => {
    await putArticle();
    const page = await freshPage();
    await signInAsStaff(page);

    await page.goto('/admin/articles');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(run);
    await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Article' }).waitFor();
    await page.getByLabel('Excerpt', { exact: false }).first().fill('After the edit.');
    await page.getByRole('button', { name: 'Save Article' }).click();
    await page.getByText('Article saved.').waitFor();

    // The trigger's entry lands a moment after the save.
    await vi.waitFor(async () => expect(await updateEntries()).toBe(1), { timeout: 20_000, interval: 200 });
    await openFromAccountMenu(page, 'Activity');
    const row = editRow(page);
    await row.waitFor();
    await row.getByText(`${DEMO_ADMIN.name} (${DEMO_ADMIN.email})`).waitFor();
    await row.getByText(AUDIT_ACTION_LABELS[AUDIT_ACTIONS.contentUpdated]).waitFor();

    // Another kind of action hides it; its own kind and its person show it again.
    await choose(page, 'Action', AUDIT_ACTION_LABELS[AUDIT_ACTIONS.contentDeleted]);
    await row.waitFor({ state: 'detached' });
    await choose(page, 'Action', AUDIT_ACTION_LABELS[AUDIT_ACTIONS.contentUpdated]);
    await choose(page, 'Person', `${DEMO_ADMIN.name} (${DEMO_ADMIN.email})`);
    await row.waitFor();

    // A range that ends before today hides it; one that holds today shows it.
    await page.getByLabel('To', { exact: true }).fill('2001-01-01');
    await page.getByText('No activity found').waitFor();
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByLabel('To', { exact: true }).fill(today);
    await row.waitFor();
  });
});
