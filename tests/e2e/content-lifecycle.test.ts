/**
 * The clinical content lifecycle end to end, in Chromium on the seeded emulators: staff write a
 * draft, members cannot see it; staff schedule it a few seconds ahead, and it appears to members by
 * itself once that time has passed; staff mark it reviewed and members see the trust block; staff
 * edit it, its history shows the change, and restoring the earlier version brings the old title
 * back as a new version.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COLLECTIONS } from '@common/collections';
import { DEFAULT_PRACTICE } from '@common/practice';
import { slugify } from '@common/slug';
import { DEMO_ADMIN, DEMO_MEMBER } from '../../emulators/demo-accounts';
import { adminDb } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { deleteContent } from '../support/firestore-data';

const { freshPage } = useBrowser({ seed: true });

const run = randomUUID().slice(0, 6);
const TITLE = `Pacing your day ${run}`;
const EDITED = `Pacing your week ${run}`;
const REVIEWER = DEFAULT_PRACTICE.reviewers[0]!;

afterAll(async () => {
  const found = await adminDb().collection(COLLECTIONS.articles).where('excerpt', '==', `Lifecycle ${run}`).get();
  for (const doc of found.docs) await deleteContent('articles', doc.id, String(doc.get('slug')));
});

async function signedIn(email: string, password: string, name: string): Promise<Page> {
  const page = await freshPage();
  await signIn(page, email, password);
  await waitForDashboard(page, name);
  return page;
}

/** The staff list of articles, narrowed to this run's article. */
async function articlesList(staff: Page): Promise<void> {
  await staff.goto('/admin/articles');
  await staff.getByRole('heading', { level: 1, name: 'Manage Articles' }).waitFor();
  await staff.getByRole('searchbox', { name: 'Search articles' }).fill(run);
}

/** Whether the member's article page (a fresh load: no cache) shows `title`; else it says Not Found. */
async function memberSees(member: Page, slug: string, title: string): Promise<boolean> {
  await member.goto(`/blog/${slug}`);
  const found = member.getByRole('heading', { level: 1, name: title });
  const missing = member.getByRole('heading', { level: 1, name: 'Article Not Found' });
  await found.or(missing).waitFor();
  return found.isVisible();
}

describe('the content lifecycle', () => {
  it('draft → hidden from members → scheduled → appears by itself → reviewed → edited → history → restored', async () => {
    const staff = await signedIn(DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.name);
    const member = await signedIn(DEMO_MEMBER.email, DEMO_MEMBER.password, DEMO_MEMBER.name);
    const slug = slugify(TITLE);

    // Staff write a draft.
    await articlesList(staff);
    await staff.getByRole('button', { name: 'New Article' }).click();
    await staff.getByLabel('Title', { exact: false }).first().fill(TITLE);
    await staff.getByLabel('Featured Image URL').fill('https://images.example/pacing.png');
    await staff.getByLabel('Excerpt').fill(`Lifecycle ${run}`);
    await staff.getByRole('textbox', { name: 'Content', exact: true }).click();
    await staff.keyboard.type('Break tasks into short parts and rest between them.');
    await staff.getByRole('button', { name: 'Save as draft' }).click();
    await staff.getByText('Draft saved: members cannot see it yet.').waitFor();
    const row = staff.getByRole('row').filter({ hasText: TITLE });
    await row.getByText('Draft', { exact: true }).waitFor();

    // Members cannot see it: not by its address, not in the list.
    expect(await memberSees(member, slug, TITLE)).toBe(false);
    await member.goto('/blog');
    await member.getByRole('searchbox').first().fill(run);
    await member.getByText('No articles found').waitFor();

    // Staff preview it as members will see it.
    await row.getByRole('link', { name: `Preview ${TITLE}` }).click();
    await staff.getByText('This is a draft: members cannot see it until it is published.').waitFor();
    await staff.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    // Staff schedule it a few seconds ahead (the browser's local time, to the second).
    await articlesList(staff);
    await row.getByRole('button', { name: `Publish options for ${TITLE}` }).click();
    await staff.getByRole('menuitem', { name: 'Schedule…' }).click();
    const dialog = staff.getByRole('dialog', { name: `Schedule “${TITLE}”` });
    const { at, scheduledAt } = await staff.evaluate(() => {
      const d = new Date(Date.now() + 15_000);
      d.setMilliseconds(0);
      const pad = (n: number) => String(n).padStart(2, '0');
      return { at: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`, scheduledAt: d.getTime() };
    });
    await dialog.getByLabel(/Publish on/).fill(at);
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await staff.getByText(/^Article scheduled: members can read it from /).waitFor();
    await row.getByText(/^Scheduled for /).waitFor();

    // Not yet; then, once the time has passed, with nothing more done by anyone, it is there.
    if (Date.now() < scheduledAt - 2_000) expect(await memberSees(member, slug, TITLE)).toBe(false);
    await expect.poll(() => memberSees(member, slug, TITLE), { timeout: 45_000, interval: 2_000 }).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(scheduledAt - 1_000);
    await member.goto('/blog');
    await member.getByRole('searchbox').first().fill(run);
    await member.getByRole('heading', { name: TITLE }).waitFor();
    // No review yet.
    expect(await member.getByRole('complementary', { name: 'Medical review' }).count()).toBe(0);

    // Staff mark it reviewed from Review Due (never reviewed so far).
    await staff.goto('/admin/review-due');
    await staff.getByRole('heading', { level: 1, name: 'Review Due' }).waitFor();
    await staff.getByRole('button', { name: `Mark reviewed: ${TITLE}` }).click();
    const review = staff.getByRole('dialog', { name: 'Mark reviewed' });
    await review.getByRole('combobox', { name: 'Reviewed by' }).selectOption(REVIEWER);
    await review.getByRole('button', { name: 'Mark reviewed' }).click();
    await staff.getByRole('status').filter({ hasText: `Marked “${TITLE}” reviewed by ${REVIEWER}.` }).waitFor();

    // Members see the trust block.
    await member.goto(`/blog/${slug}`);
    const trust = member.getByRole('complementary', { name: 'Medical review' });
    await trust.waitFor();
    expect(await trust.textContent()).toMatch(new RegExp(`^Medically reviewed by ${REVIEWER.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} on `));

    // Staff edit the title; the history shows the change.
    await articlesList(staff);
    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    await staff.getByRole('heading', { level: 1, name: 'Edit Article' }).waitFor();
    await staff.getByLabel('Title', { exact: false }).first().fill(EDITED);
    await staff.getByRole('button', { name: 'Save Article' }).click();
    await staff.getByText('Article saved.').waitFor();
    const edited = staff.getByRole('row').filter({ hasText: EDITED });
    await edited.getByRole('button', { name: `History of ${EDITED}` }).click();
    const history = staff.getByRole('dialog', { name: `History of “${EDITED}”` });
    await history.getByRole('heading', { name: /^Changes from version \d+ to version \d+$/ }).waitFor();
    const titleChange = history.getByRole('definition').filter({ hasText: EDITED });
    await titleChange.locator('del').filter({ hasText: TITLE }).waitFor();
    await titleChange.locator('ins').filter({ hasText: EDITED }).waitFor();

    // Restore the version before the edit: a new version with the old title.
    const versions = await adminDb().collection(COLLECTIONS.articles).where('excerpt', '==', `Lifecycle ${run}`).get();
    const versionBefore = Number(versions.docs[0]!.get('version'));
    await history.getByRole('button', { name: `Restore version ${versionBefore - 1}` }).click();
    await history.getByRole('button', { name: `Restore version ${versionBefore - 1}` }).click();
    await history.waitFor({ state: 'hidden' });
    await staff.getByRole('row').filter({ hasText: TITLE }).getByText('Published', { exact: true }).waitFor();
    const restored = (await adminDb().collection(COLLECTIONS.articles).doc(versions.docs[0]!.id).get()).data()!;
    expect(restored.title).toBe(TITLE);
    expect(restored.version).toBe(versionBefore + 1);
    expect(restored.reviewed_by).toBe(REVIEWER);
    expect(await memberSees(member, slug, TITLE)).toBe(true);
  });
});
