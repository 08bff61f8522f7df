/**
 * Keyboard only: register, enter a code, open an article, send a support request and sign out with
 * Tab, Shift+Tab, Enter, Space, arrows and typing: no click, no fill(). Every control reached must
 * show that it has the focus.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { COLLECTIONS } from '@common/collections';
import { adminAuth, adminDb } from '../../tooling/emulator-clients';
import { useBrowser } from '../support/e2e-browser';
import { freshCode, uniqueEmail } from '../support/portal-steps';

const { freshPage } = useBrowser({ seed: true });

/** How many Tab presses a screen may need to reach a control before we call it unreachable. */
const MAX_TABS = 80;

/** Whether the focus is on `target` (or inside it, for composite widgets). */
function focusIsOn(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus; fails naming the target when it never
 * does. Then checks the focus is visible: the browser treats it as keyboard focus (:focus-visible)
 * and something shows it (an outline, a shadow, MUI's focus-visible or focused class).
 */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await target.first().waitFor();
  const one = target.first();
  for (let i = 0; i < MAX_TABS; i++) {
    if (await focusIsOn(one)) {
      const visible = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return 'nothing focused';
        const style = getComputedStyle(el);
        const shown =
          el.matches(':focus-visible') &&
          ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
            style.boxShadow !== 'none' ||
            el.classList.contains('Mui-focusVisible') ||
            !!el.closest('.Mui-focused, .Mui-focusVisible'));
        return shown ? 'ok' : `no visible focus on <${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      });
      expect(visible).toBe('ok');
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Could not reach ${String(one)} with the keyboard in ${MAX_TABS} presses`);
}

/**
 * Enter on a focused link of the member layout, then wait for what the layout does after in-app
 * navigation: the focus moves to <main> (app-layout.tsx, in an effect after the new page paints).
 * Tabbing before that effect has run would race it: the effect can take the focus back from the
 * control the next tabTo just reached.
 */
async function followFocusedLink(page: Page, url: string): Promise<void> {
  await page.keyboard.press('Enter');
  await page.waitForURL(url);
  await page.waitForFunction(() => document.activeElement?.tagName === 'MAIN');
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

describe('keyboard only', () => {
  it('registers, enters a code, opens an article, sends a support request and signs out without a pointer', async () => {
    const page = await freshPage();
    const email = uniqueEmail('keyboard');
    const name = 'Kim Keyboard';
    const password = 'Keyboard-Only-42';
    const code = await freshCode();

    // Register.
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create Account', level: 1 }).waitFor();
    await typeInto(page, page.getByLabel('Full Name', { exact: true }), name);
    await typeInto(page, page.getByLabel('Email', { exact: true }), email);
    await typeInto(page, page.getByLabel('Password', { exact: true }), password);
    await typeInto(page, page.getByLabel('Confirm Password', { exact: true }), password);
    const terms = page.getByLabel('I agree to the Terms of Service and Privacy Policy');
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    expect(await terms.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
    await page.keyboard.press('Enter');

    // Membership code: Enter in the field submits.
    await page.getByRole('heading', { name: 'Membership Validation' }).waitFor();
    await typeInto(page, page.getByLabel('Membership Code'), code);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: `Welcome, ${name}` }).waitFor();

    // Articles from the top navigation, then the first article.
    await tabTo(page, page.getByRole('navigation').getByRole('link', { name: 'Articles', exact: true }).first());
    await followFocusedLink(page, '**/blog');
    const firstCard = page.getByRole('main').locator('a[href^="/blog/"]').first();
    await firstCard.waitFor();
    const href = await firstCard.getAttribute('href');
    await tabTo(page, firstCard);
    await followFocusedLink(page, `**${href}`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();

    // Back to the dashboard, and a support request through the modal.
    await tabTo(page, page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).first(), { backwards: true });
    await followFocusedLink(page, '**/dashboard');
    await tabTo(page, page.getByRole('button', { name: 'Contact Support' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Contact Support' });
    await dialog.waitFor();
    const subject = 'Sent with the keyboard only';
    await typeInto(page, dialog.getByLabel('Subject', { exact: true }), subject);
    await typeInto(page, dialog.getByLabel('Message', { exact: true }), 'I cannot use a mouse; this form worked with Tab and Enter.');
    await tabTo(page, dialog.getByRole('button', { name: 'Send Message' }));
    await page.keyboard.press('Enter');
    await page.getByText('Message Sent!').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5_000 });
    await page.getByRole('region', { name: 'Your requests' }).getByRole('listitem').filter({ hasText: subject }).waitFor();

    // Sign out from the My Account menu: Enter opens it, arrows move, Enter chooses.
    await tabTo(page, page.getByRole('button', { name: 'My Account' }), { backwards: true });
    await page.keyboard.press('Enter');
    const signOut = page.getByRole('menuitem', { name: 'Sign Out' });
    await signOut.waitFor();
    for (let i = 0; i < 20 && !(await focusIsOn(signOut)); i++) await page.keyboard.press('ArrowDown');
    expect(await focusIsOn(signOut)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');

    // What the keyboard did is what the backend holds.
    const user = await adminAuth().getUserByEmail(email);
    expect(user.customClaims?.role).toBe('member');
    const tickets = await adminDb().collection(COLLECTIONS.supportTickets).where('user_id', '==', user.uid).get();
    expect(tickets.docs.map((d) => d.get('subject'))).toEqual([subject]);
  });
});
