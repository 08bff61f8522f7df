/**
 * Text at 200 % (WCAG 2.2 SC 1.4.4) in Debian's Chromium on the seeded emulators: with the
 * browser's default font size doubled (32 px, set through the DevTools protocol as the browser's
 * own setting does), every member screen and dialog at 640 and 1280 px wide shows all its text
 * without scrolling sideways and without text cut off by a box too narrow for it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KINDS, PUBLISH_FIELD, type ContentKind } from '@common/content';
import { DEMO_MEMBER } from '../../emulators/demo-accounts';
import { adminAuth, adminDb, closeClients } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { eventsFlushed } from '../support/page-waits';

const { openContext } = useBrowser({ seed: true });
const TICKET = `e2e-large-text-${randomUUID().slice(0, 6)}`;

afterEach(closeClients);
afterAll(async () => {
  await adminDb().collection(COLLECTIONS.supportTickets).doc(TICKET).delete();
});

/** A member's page whose browser default font size is 32 px instead of 16 (text at 200 %). */
async function memberAt200(width: number): Promise<Page> {
  const context = await openContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await waitForDashboard(page, DEMO_MEMBER.name);
  return page;
}

/** The newest published record of a kind: its address. */
async function newest(kind: ContentKind): Promise<string> {
  const snap = await adminDb().collection(CONTENT_KINDS[kind].collection).where(PUBLISH_FIELD, '<=', new Date()).orderBy(PUBLISH_FIELD, 'desc').limit(1).get();
  const doc = snap.docs[0];
  if (!doc) throw new Error(`The seed has no published ${kind}`);
  return CONTENT_KINDS[kind].addressedBy === 'slug' ? String(doc.get('slug')) : doc.id;
}

/** Nothing in the main region (or an open dialog) is still loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1, [role="dialog"] h2').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"], [data-skeleton], [aria-busy="true"]'));
  await eventsFlushed(page);
}

/**
 * What reaches past the window's right edge (the page scrolls sideways), and text cut off: an
 * element with text of its own that ends beyond a box that hides its overflow. Each named with its
 * tag, classes, text and where it ends, for the failure message.
 */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 3).join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const shown = (el: Element) => el.checkVisibility({ opacityProperty: false, visibilityProperty: true }) && el.getBoundingClientRect().width > 1;
    const ownText = (el: Element) => Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
    const all = Array.from(document.body.querySelectorAll('*')).filter(shown);
    const past = all
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !Array.from(el.children).some((c) => c.getBoundingClientRect().right > window.innerWidth + 1))
      .map((el) => `${name(el)} right=${Math.round(el.getBoundingClientRect().right)}`);
    const clipped: string[] = [];
    for (const el of all.filter(ownText)) {
      const box = el.getBoundingClientRect();
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible') continue;
        const clip = up.getBoundingClientRect();
        // A 1 px box is visually-hidden text for screen readers, meant to be so.
        if (clip.width > 2 && (box.right > clip.right + 1 || box.left < clip.left - 1)) clipped.push(`${name(el)} in ${name(up)}`);
        break;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth, rootFontPx: parseFloat(getComputedStyle(document.documentElement).fontSize), past: past.slice(0, 6), clipped: clipped.slice(0, 6) };
  });
}

/** What does not fit on the page as it is now, each problem named with `where`; none when it all fits. */
async function misfits(page: Page, where: string): Promise<string[]> {
  await settled(page);
  const seen = await overflow(page);
  expect(seen.rootFontPx, where).toBe(32);
  return [
    ...(seen.scrollWidth > seen.viewport ? [`${where}: the page is ${seen.scrollWidth} px wide`] : []),
    ...seen.past.map((el) => `${where}: ${el} ends past the window`),
    ...seen.clipped.map((el) => `${where}: ${el} cuts its text off`),
  ];
}

describe('text at 200 %', () => {
  it.each([640, 1280])('fits every member screen and dialog at %i px without sideways scrolling or cut-off text', async (width) => {
    const member = await adminAuth().getUserByEmail(DEMO_MEMBER.email);
    const now = Timestamp.now();
    await adminDb()
      .collection(COLLECTIONS.supportTickets)
      .doc(TICKET)
      .set({ user_id: member.uid, subject: 'A question about my membership renewal', message: 'When does my membership renew, and what do I need to bring?', status: 'open', created_at: now, updated_at: now, responded_at: null });
    const page = await memberAt200(width);
    const [article, publication, resource, product] = await Promise.all((['articles', 'publications', 'resources', 'products'] as const).map(newest));

    const screens = [
      '/dashboard',
      '/blog',
      `/blog/${article}`,
      '/publications',
      `/publications/${publication}`,
      '/resources',
      `/resources/${resource}`,
      '/products',
      `/products/${product}`,
      '/saved',
      '/search?q=pain',
      '/support',
      `/support/${TICKET}`,
      '/account',
      '/privacy',
    ];
    const problems: string[] = [];
    for (const path of screens) {
      await page.goto(path);
      problems.push(...(await misfits(page, `${path} at ${width} px`)));
    }

    // The dialogs a member opens: Delete my account (opened only, never confirmed), Contact Support,
    // and the menu of a narrow window.
    await page.goto('/account');
    await settled(page);
    await page.getByRole('button', { name: /^Delete my account/ }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
    problems.push(...(await misfits(page, `Delete your account? at ${width} px`)));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.goto('/dashboard');
    await settled(page);
    await page.getByRole('button', { name: 'Contact Support' }).click();
    await page.getByRole('dialog', { name: 'Contact Support' }).waitFor();
    problems.push(...(await misfits(page, `Contact Support at ${width} px`)));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) {
      await menu.click();
      await page.getByRole('presentation').getByRole('group', { name: 'Text size' }).waitFor();
      const seen = await overflow(page);
      problems.push(...seen.past.map((el) => `menu at ${width} px: ${el} ends past the window`), ...seen.clipped.map((el) => `menu at ${width} px: ${el} cuts its text off`));
    }
    expect(problems).toEqual([]);
  });
});
