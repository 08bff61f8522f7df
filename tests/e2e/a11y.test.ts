/**
 * Accessibility audit: axe-core through @axe-core/playwright on every route, guest, member and
 * admin, in its loaded state, and with the support modal, the admin forms (rich-text editor
 * included) and the admin dialogs open. Zero serious or critical violations; the moderate and minor
 * ones are printed so they stay visible.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { DEMO_MEMBER, DEMO_NON_MEMBER } from '../../emulators/demo-accounts';
import { adminAuth, adminDb } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { visuallySettled } from '../support/page-waits';
import { signInAsStaff } from '../support/portal-steps';

const { freshPage } = useBrowser({ seed: true });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Waits until the screen has its heading, nothing in the main region is loading (no spinner, no
 * skeleton, nothing aria-busy), a form's editors have loaded (its Save button then turns from
 * disabled to enabled) and nothing is still fading in.
 */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  const loading = 'main [role="progressbar"], main [data-skeleton], main [aria-busy="true"]';
  await page.waitForFunction((selector) => !document.querySelector(selector), loading, { timeout: 15_000 });
  await page.getByText('Saving waits for the editor to load.').waitFor({ state: 'hidden' });
  await visuallySettled(page);
}

/** Runs axe on the page as it is; fails listing every serious or critical violation. */
async function audit(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = violations.filter((v) => !blocking.includes(v));
  if (minor.length) console.info(`axe ${where}: ${minor.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`).join(', ')}`);
  expect(
    blocking.map((v) => ({ where, rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })),
  ).toEqual([]);
}

async function firstId(collection: string, field?: string): Promise<string> {
  const snap = await adminDb().collection(collection).orderBy('created_at', 'desc').limit(1).get();
  const doc = snap.docs[0];
  if (!doc) throw new Error(`The seed has no ${collection}`);
  return field ? String(doc.get(field)) : doc.id;
}

describe('axe-core: no serious or critical violations', () => {
  it('guest screens: sign in, register, forgot password (and its sent state), the legal pages, membership validation', async () => {
    const page = await freshPage();
    for (const path of ['/login', '/register', '/forgot-password', '/terms', '/privacy']) {
      await page.goto(path);
      await settled(page);
      await audit(page, path);
    }
    // Errors shown in place are part of the screen too.
    await page.goto('/register');
    await settled(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Name is required').waitFor();
    await audit(page, '/register with errors');

    await page.goto('/forgot-password');
    await settled(page);
    await page.getByLabel('Email', { exact: true }).fill('somebody@example.org');
    await page.getByRole('button', { name: /Send/ }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /Check/i }).waitFor();
    await audit(page, '/forgot-password sent');

    await signIn(page, DEMO_NON_MEMBER.email, DEMO_NON_MEMBER.password);
    await page.getByRole('heading', { name: 'Membership Validation' }).waitFor();
    await audit(page, 'membership validation');
  });

  it('member screens: dashboard (and its support modal and search results), the search results page, every list and detail, the legal pages, My Account, support requests and a thread', async () => {
    // A request of the demo member's with a staff reply, for /support and its thread.
    const memberUid = (await adminAuth().getUserByEmail(DEMO_MEMBER.email)).uid;
    const ticket = adminDb().collection(COLLECTIONS.supportTickets).doc('a11y-member-ticket');
    const sentAt = Timestamp.fromMillis(Date.now() - 60 * 60 * 1000);
    await ticket.set({ user_id: memberUid, subject: 'Step-free entrance?', message: 'Is there one at Pleasanton?', status: 'resolved', created_at: sentAt, updated_at: sentAt, responded_at: sentAt, last_reply_at: sentAt });
    await ticket.collection(SUBCOLLECTIONS.ticketMessages).doc('reply').set({ from: 'staff', author_uid: 'staff', author_name: 'Dana Admin', text: 'Yes, by the north door.', created_at: sentAt });
    const page = await freshPage();
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await waitForDashboard(page, DEMO_MEMBER.name);
    await settled(page);
    await audit(page, '/dashboard');
    await page.getByRole('button', { name: 'Contact Support' }).click();
    await page.getByRole('dialog', { name: 'Contact Support' }).waitFor();
    await visuallySettled(page);
    await audit(page, '/dashboard with the support modal');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Contact Support' }).waitFor({ state: 'hidden' });
    // The My Account menu's text-size dialog.
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Text size' }).click();
    const textSize = page.getByRole('dialog', { name: 'Text size' });
    await textSize.waitFor();
    await visuallySettled(page);
    await audit(page, '/dashboard with the text size dialog');
    await textSize.getByRole('button', { name: 'Done' }).click();
    await textSize.waitFor({ state: 'hidden' });
    // The library search's popup, with results of several kinds and the matched words marked.
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search the library' });
    await search.fill('mindful');
    await page.getByRole('listbox', { name: 'Search results' }).getByRole('group').nth(1).waitFor();
    await search.press('ArrowDown');
    await visuallySettled(page);
    await audit(page, '/dashboard with the search results');
    await search.press('Escape');
    await search.press('Escape');

    const routes = [
      '/blog',
      `/blog/${await firstId(COLLECTIONS.articles, 'slug')}`,
      '/publications',
      `/publications/${await firstId(COLLECTIONS.publications)}`,
      '/resources',
      `/resources/${await firstId(COLLECTIONS.resources, 'slug')}`,
      '/products',
      `/products/${await firstId(COLLECTIONS.products, 'slug')}`,
      '/privacy',
      '/terms',
      '/cookies',
      '/disclaimer',
      '/support',
      '/support/a11y-member-ticket',
      '/search?q=mindful',
      '/search?q=qwxzv',
      // Last: the deletion dialog below opens on it.
      '/account',
    ];
    for (const path of routes) {
      await page.goto(path);
      await settled(page);
      await audit(page, path);
    }
    // My Account's deletion dialog, with the password's error shown.
    await page.getByRole('button', { name: 'Delete my account...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Current password is required').waitFor();
    await visuallySettled(page);
    await audit(page, '/account with the deletion dialog');
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await ticket.delete();
  });

  it('saved items and continue reading: /saved with a record of each kind and empty, the dashboard with Continue reading', async () => {
    const memberUid = (await adminAuth().getUserByEmail(DEMO_MEMBER.email)).uid;
    const items = adminDb().collection(COLLECTIONS.savedItems).doc(memberUid).collection(SUBCOLLECTIONS.savedItems);
    const kinds = [COLLECTIONS.articles, COLLECTIONS.publications, COLLECTIONS.resources, COLLECTIONS.products] as const;
    const saved = await Promise.all(kinds.map(async (kind) => ({ kind, id: await firstId(kind) })));
    for (const [i, { kind, id }] of saved.entries()) await items.doc(`${kind}__${id}`).set({ kind, id, saved_at: Timestamp.fromMillis(Date.now() - i * 60_000) });
    const article = (await adminDb().collection(COLLECTIONS.articles).doc(saved[0]!.id).get()).data()!;
    const progress = adminDb().collection(COLLECTIONS.readingProgress).doc(memberUid);
    await progress.set({ kind: COLLECTIONS.articles, id: saved[0]!.id, slug: article.slug, title: article.title, position: 0.4, updated_at: Timestamp.now() });
    try {
      const page = await freshPage();
      await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
      await waitForDashboard(page, DEMO_MEMBER.name);
      await page.getByRole('region', { name: 'Continue reading' }).waitFor();
      await settled(page);
      await audit(page, '/dashboard with Continue reading');
      await page.goto('/saved');
      await page.getByRole('region', { name: 'Products' }).waitFor();
      await settled(page);
      await audit(page, '/saved');
      for (const { kind, id } of saved) await items.doc(`${kind}__${id}`).delete();
      await page.reload();
      await page.getByText('Nothing saved yet').waitFor();
      await settled(page);
      await audit(page, '/saved, empty');
    } finally {
      await Promise.all([...saved.map(({ kind, id }) => items.doc(`${kind}__${id}`).delete()), progress.delete()]);
    }
  });

  it('admin screens: every list, every form with its editor, the codes, members, tickets and Mark reviewed dialogs, Insights', async () => {
    const page = await freshPage();
    await signInAsStaff(page);

    const kinds = [
      { path: '/admin/articles', create: 'New Article' },
      { path: '/admin/publications', create: 'New Publication' },
      { path: '/admin/resources', create: 'New Resource' },
      { path: '/admin/products', create: 'New Product' },
    ];
    for (const { path, create } of kinds) {
      await page.goto(path);
      await settled(page);
      await audit(page, path);
      await page.getByRole('button', { name: create }).click();
      await page.getByRole('button', { name: 'Cancel' }).waitFor();
      await settled(page);
      await audit(page, `${path}: ${create} form`);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: /^Edit/ }).first().click();
      await page.getByRole('button', { name: 'Cancel' }).waitFor();
      await settled(page);
      await audit(page, `${path}: edit form`);
      await page.getByRole('button', { name: 'Cancel' }).click();
    }

    await page.goto('/admin/membership-codes');
    await settled(page);
    await audit(page, '/admin/membership-codes');

    await page.goto('/admin/members');
    await settled(page);
    await audit(page, '/admin/members');
    await page.getByRole('button', { name: /^Remove membership/ }).first().click();
    await page.getByRole('dialog').waitFor();
    await visuallySettled(page);
    await audit(page, '/admin/members with a confirmation open');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // One ticket at least, to open.
    await adminDb().collection(COLLECTIONS.supportTickets).doc('a11y-ticket').set({
      user_id: 'a11y-member',
      subject: 'Parking near the clinic',
      message: 'Is there step-free parking close to the entrance?',
      status: 'open',
      created_at: Timestamp.now(),
      updated_at: Timestamp.now(),
      responded_at: null,
    });
    // Its conversation: a reply and an internal note, as the dialog shows them.
    const at = Timestamp.now();
    await adminDb().collection(COLLECTIONS.supportTickets).doc('a11y-ticket').collection(SUBCOLLECTIONS.ticketMessages).doc('r1').set({ from: 'staff', author_uid: 'staff', author_name: 'Dana Admin', text: 'Yes, by the north door.', created_at: at });
    await adminDb().collection(COLLECTIONS.ticketNotes).doc('a11y-ticket').collection(SUBCOLLECTIONS.ticketNoteEntries).doc('n1').set({ author_uid: 'staff', author_name: 'Dana Admin', text: 'Checked with the office.', created_at: at });
    await page.goto('/admin/support-tickets');
    await settled(page);
    await audit(page, '/admin/support-tickets');
    await page.getByRole('row').filter({ hasText: 'Parking near the clinic' }).getByRole('button', { name: /^View/ }).click();
    await page.getByRole('dialog').getByRole('list', { name: 'Conversation' }).waitFor();
    await visuallySettled(page);
    await audit(page, '/admin/support-tickets with a ticket and its conversation open');
    await page.keyboard.press('Escape');
    await adminDb().collection(COLLECTIONS.supportTickets).doc('a11y-ticket').delete();
    await page.goto('/admin/activity');
    await settled(page);
    await audit(page, '/admin/activity');

    // Review Due (the seed has reviews due and records never reviewed), and its Mark reviewed dialog
    // with the missing reviewer's error shown.
    await page.goto('/admin/review-due');
    await settled(page);
    await page.getByRole('table', { name: 'Reviews due' }).getByRole('button', { name: /^Mark reviewed/ }).first().waitFor();
    await audit(page, '/admin/review-due');
    await page.getByRole('button', { name: /^Mark reviewed/ }).first().click();
    const markDialog = page.getByRole('dialog', { name: 'Mark reviewed' });
    await markDialog.getByRole('button', { name: 'Mark reviewed' }).click();
    await markDialog.getByText('Choose the clinician who reviewed it').waitFor();
    await visuallySettled(page);
    await audit(page, '/admin/review-due with Mark reviewed open');
    await page.keyboard.press('Escape');

    // Insights as the report comes (tests/e2e/insights.test.ts audits it with counts, charts and tables).
    await page.goto('/admin/insights');
    await page.getByRole('region', { name: 'Searches that found nothing' }).waitFor();
    await settled(page);
    await audit(page, '/admin/insights');
  });
});
