/**
 * Review Due, in Chromium on the seeded emulators: staff open the screen from the My Account menu,
 * find the seeded overdue publication, mark it reviewed with the keyboard alone (a clinician from
 * the practice's list), and it leaves the list; the record is saved through the content store (the
 * next version, the writer, the form's dates) and its member sees the review.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { CONTENT_KINDS } from '@common/content';
import { DEFAULT_PRACTICE, reviewDueAfter } from '@common/practice';
import { DEMO_ADMIN, DEMO_MEMBER } from '../../emulators/demo-accounts';
import { DUE_SOON_REVIEW, OVERDUE_REVIEW, SEED_ARTICLES, SEED_PUBLICATIONS } from '../../emulators/seed/content';
import { adminAuth, adminDb } from '../../tooling/emulator-clients';
import { openFromAccountMenu, signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { putContent } from '../support/firestore-data';

const { freshPage } = useBrowser({ seed: true });

const OVERDUE = SEED_PUBLICATIONS.find((p) => p.id === OVERDUE_REVIEW)!;
const DUE_SOON = SEED_ARTICLES.find((a) => a.id === DUE_SOON_REVIEW)!;
const REVIEWER = DEFAULT_PRACTICE.reviewers[2]!;
const record = () => adminDb().collection(CONTENT_KINDS.publications.collection).doc(OVERDUE_REVIEW);

// The seeded publication goes back as it was, for the suites after this one.
let seeded: DocumentData | undefined;
beforeAll(async () => {
  seeded = (await record().get()).data();
});
afterAll(async () => {
  // The record and its summary as seeded.
  if (seeded) await putContent('publications', OVERDUE_REVIEW, seeded as never);
});

/** Today as the browser and the form see it (this machine's calendar day), at noon UTC. */
function todayNoon(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate(), 12));
}
const longDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The name of the element that has the focus (its accessible name as a screen reader would read it, roughly). */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

describe('Review Due', () => {
  it('staff mark the overdue seeded publication reviewed with the keyboard; it leaves the list and members see the review', async () => {
    expect(seeded?.reviewed_at).toBeTruthy();
    const staff = await freshPage();
    await signIn(staff, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await waitForDashboard(staff, DEMO_ADMIN.name);
    await openFromAccountMenu(staff, 'Review Due');

    const due = staff.getByRole('table', { name: 'Reviews due' });
    const overdueRow = due.getByRole('row').filter({ hasText: OVERDUE.title });
    await overdueRow.waitFor();
    expect(await overdueRow.getByText('Overdue', { exact: true }).count()).toBe(1);
    await due.getByRole('row').filter({ hasText: DUE_SOON.title }).getByText(/^Due in \d+ days?$/).waitFor();
    // Oldest due first: the overdue one leads.
    expect(await due.getByRole('rowheader').first().textContent()).toBe(OVERDUE.title);
    expect(await staff.getByRole('table', { name: 'Records never reviewed' }).getByRole('row').count()).toBeGreaterThan(1);

    // Keyboard only: the row's button, the reviewer, then Mark reviewed.
    const mark = overdueRow.getByRole('button', { name: `Mark reviewed: ${OVERDUE.title}` });
    await mark.focus();
    await staff.keyboard.press('Enter');
    const dialog = staff.getByRole('dialog', { name: 'Mark reviewed' });
    await dialog.waitFor();
    const reviewer = dialog.getByRole('combobox', { name: 'Reviewed by' });
    await expect.poll(() => reviewer.evaluate((el) => el === document.activeElement)).toBe(true);
    const today = todayNoon();
    const nextDue = reviewDueAfter(today, DEFAULT_PRACTICE.reviewPeriodMonths);
    await dialog.getByText(longDate(today)).waitFor();
    await dialog.getByText(longDate(nextDue)).waitFor();
    // Without a reviewer it asks for one.
    await staff.keyboard.press('Tab');
    await staff.keyboard.press('Tab');
    expect(await focusedName(staff)).toBe('Mark reviewed');
    await staff.keyboard.press('Enter');
    await dialog.getByText('Choose the clinician who reviewed it').waitFor();
    await reviewer.focus();
    await reviewer.selectOption(REVIEWER);
    await staff.keyboard.press('Tab');
    await staff.keyboard.press('Tab');
    await staff.keyboard.press('Enter');

    await staff.getByRole('status').filter({ hasText: `Marked “${OVERDUE.title}” reviewed by ${REVIEWER}. Next review due ${longDate(nextDue)}.` }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await overdueRow.waitFor({ state: 'detached' });
    await due.getByRole('row').filter({ hasText: DUE_SOON.title }).waitFor();

    // Saved through the content store: the form's dates, the next version, the writer; the rest as it was.
    const stored = (await record().get()).data()!;
    const adminUid = (await adminAuth().getUserByEmail(DEMO_ADMIN.email)).uid;
    expect(stored).toMatchObject({ reviewed_by: REVIEWER, version: Number(seeded!.version ?? 0) + 1, updated_by: adminUid, title: OVERDUE.title, abstract: OVERDUE.abstract, references: seeded!.references });
    expect((stored.reviewed_at as Timestamp).toDate().toISOString()).toBe(today.toISOString());
    expect((stored.review_due as Timestamp).toDate().toISOString()).toBe(nextDue.toISOString());
    expect((stored.created_at as Timestamp).toMillis()).toBe((seeded!.created_at as Timestamp).toMillis());

    const member = await freshPage();
    await signIn(member, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await waitForDashboard(member, DEMO_MEMBER.name);
    await member.goto(`/publications/${OVERDUE_REVIEW}`);
    const review = member.getByRole('complementary', { name: 'Medical review' });
    await review.waitFor();
    expect(await review.textContent()).toBe(`Medically reviewed by ${REVIEWER} on ${longDate(today)} · Next review due ${longDate(nextDue)}`);
  });
});
