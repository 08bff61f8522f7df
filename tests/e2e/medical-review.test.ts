/**
 * Medical review, in Chromium on the seeded emulators: staff mark an article reviewed on its form
 * (a clinician from the practice's list, the date; the next review left to the practice's period)
 * and add a reference; a member then sees the trust block and the reference as a link. A record
 * without a review shows neither.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { CONTENT_KINDS } from '@common/content';
import { contentDoc } from '@common/content-docs';
import { DEFAULT_PRACTICE } from '@common/practice';
import { DEMO_MEMBER } from '../../emulators/demo-accounts';
import { adminDb } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { deleteContent, putContent } from '../support/firestore-data';
import { openStaffForm } from '../support/portal-steps';

const { freshPage } = useBrowser({ seed: true });

const run = `${Date.now()}`;
const TITLE = `Reviewed article ${run}`;
const SLUG = `reviewed-article-${run}`;
const ID = `reviewed-${run}`;
const REVIEWER = DEFAULT_PRACTICE.reviewers[1]!;
const REFERENCE = 'Qaseem A, et al. Ann Intern Med. 2017;166(7):514-530. doi:10.7326/M16-2367';

afterAll(async () => {
  await deleteContent('articles', ID, SLUG);
});

describe('medical review', () => {
  it('staff mark an article reviewed; members see who reviewed it, when, the next review and the references', async () => {
    const doc = contentDoc('articles', {
      slug: SLUG,
      title: TITLE,
      excerpt: 'What helps.',
      content: '<p>Walk a little every day.</p>',
      image: 'https://example.org/cover.png',
      category: 'Pain Conditions',
      author: 'Pain Medicine Consultants',
      created_at: Timestamp.now(),
    });
    await putContent('articles', ID, doc);

    // A member sees no review yet.
    const member = await freshPage();
    await signIn(member, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await waitForDashboard(member, DEMO_MEMBER.name);
    await member.goto(`/blog/${SLUG}`);
    await member.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await member.getByRole('complementary', { name: 'Medical review' }).count()).toBe(0);

    // Staff: reviewer, date, a reference; the next review left empty.
    const staff = await freshPage();
    await openStaffForm(staff, 'articles', 'Articles', run, TITLE);
    await staff.getByRole('combobox', { name: 'Medically reviewed by' }).click();
    await staff.getByRole('option', { name: REVIEWER }).click();
    await staff.getByLabel('Last reviewed on').fill('2026-11-02');
    await staff.getByRole('textbox', { name: 'References' }).fill(REFERENCE);
    await staff.getByRole('button', { name: 'Save Article' }).click();
    await staff.getByText('Article saved.').waitFor();
    const stored = (await adminDb().collection(CONTENT_KINDS.articles.collection).doc(ID).get()).data()!;
    expect(stored).toMatchObject({ reviewed_by: REVIEWER, references: REFERENCE, version: 1 });
    expect((stored.reviewed_at as Timestamp).toDate().toISOString()).toBe('2026-11-02T12:00:00.000Z');
    expect((stored.review_due as Timestamp).toDate().toISOString()).toBe('2028-11-02T12:00:00.000Z');

    // The member, on the next visit of the page.
    await member.goto('/dashboard');
    await member.goto(`/blog/${SLUG}`);
    const review = member.getByRole('complementary', { name: 'Medical review' });
    await review.waitFor();
    expect(await review.textContent()).toBe(`Medically reviewed by ${REVIEWER} on November 2, 2026 · Next review due November 2, 2028`);
    const references = member.getByRole('region', { name: 'References' });
    await references.getByText(REFERENCE).waitFor();
    expect(await references.getByRole('link', { name: /^Open reference 1/ }).getAttribute('href')).toBe('https://doi.org/10.7326/M16-2367');
  });
});
