/**
 * The front door in Debian's Chromium against the production build on the emulators: registration
 * with a code, sign-in and sign-out, the validation step for non-members, a wrong code, the admin
 * guard, a real password reset through the Auth emulator's link, and Remember me.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import { DEMO_MEMBER, DEMO_NON_MEMBER } from '../../emulators/demo-accounts';
import { adminAuth, createUser } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { passwordResetCode } from '../support/auth-emails';
import { useBrowser } from '../support/e2e-browser';
import { getMembershipCode } from '../support/firestore-data';
import { enterCode, freshCode, register, signOut, uniqueEmail } from '../support/portal-steps';

const { freshPage, openContext } = useBrowser({ seed: true });

describe('accounts and membership', () => {
  it('registers, validates a code and lands on the dashboard as a member', async () => {
    const page = await freshPage();
    const email = uniqueEmail('register');
    const code = await freshCode();
    await register(page, 'Rosa Register', email, 'Correct-Horse-42');
    await enterCode(page, code);
    await waitForDashboard(page, 'Rosa Register');

    const user = await adminAuth().getUserByEmail(email);
    expect(user.displayName).toBe('Rosa Register');
    expect(user.customClaims?.role).toBe('member');
    const stored = await getMembershipCode(code);
    expect(stored?.is_used).toBe(true);
    expect(stored?.assigned_to).toBe(user.uid);
    // Member-only pages now open without signing in again.
    await page.goto('/resources');
    await page.getByRole('heading', { name: 'Patient Resources', level: 1 }).waitFor();
  });

  it('lets a guest read the Terms of Service from the registration form in a new tab, keeping what was typed', async () => {
    const page = await freshPage();
    await page.goto('/register');
    await page.getByLabel('Full Name').fill('Terry Terms');
    const [terms] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Terms of Service' }).click()]);
    await terms.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    expect(new URL(terms.url()).pathname).toBe('/terms');
    await expect(terms.getByRole('link', { name: 'Back to sign in' }).isVisible()).resolves.toBe(true);
    await terms.close();
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('Terry Terms');
    await expect(page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).isChecked()).resolves.toBe(false);
    // And straight from the address bar, with nobody signed in.
    await page.goto('/privacy');
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy');
  });

  it('signs out and signs back in to the dashboard', async () => {
    const page = await freshPage();
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await waitForDashboard(page, DEMO_MEMBER.name);
    await signOut(page);
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await waitForDashboard(page, DEMO_MEMBER.name);
  });

  it('shows a non-member the validation step after sign-in, and a wrong code its message', async () => {
    const page = await freshPage();
    await signIn(page, DEMO_NON_MEMBER.email, DEMO_NON_MEMBER.password);
    await page.getByRole('heading', { name: 'Membership Validation' }).waitFor();
    expect(page.url()).not.toContain('/dashboard');

    const validate = page.getByRole('button', { name: 'Validate Code' });
    await page.getByLabel('Membership Code').fill('12');
    expect(await validate.isDisabled()).toBe(true);

    // A code nobody generated: 0000 is outside the generated range, so it can never exist.
    await page.getByLabel('Membership Code').fill('0000');
    await validate.click();
    const alert = page.getByRole('alert').filter({ hasText: MESSAGES.codeInvalid });
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(MESSAGES.codeInvalid);
    await page.getByRole('link', { name: 'Back to login' }).waitFor();

    // Still not a member: the dashboard sends them back.
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  });

  it('sends a member who opens an admin screen to the dashboard', async () => {
    const page = await freshPage();
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await waitForDashboard(page, DEMO_MEMBER.name);
    await page.goto('/admin/articles');
    await waitForDashboard(page, DEMO_MEMBER.name);
    await page.getByRole('button', { name: 'My Account' }).click();
    expect(await page.getByRole('menuitem', { name: 'Manage Articles' }).count()).toBe(0);
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const user = await createUser({ email: uniqueEmail('reset'), password: 'Old-Password-1', name: 'Remy Reset', role: 'member' });
    const page = await freshPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset Password', level: 1 }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Check your email').waitFor();

    const { oobLink } = await passwordResetCode(user.email);
    const response = await page.goto(`${oobLink}&newPassword=${encodeURIComponent('New-Password-2')}`);
    expect(response?.ok()).toBe(true);

    await signIn(page, user.email, 'Old-Password-1');
    await page.getByText('Invalid email or password. Please try again.').waitFor();
    await signIn(page, user.email, 'New-Password-2');
    await waitForDashboard(page, 'Remy Reset');
  });

  it('shows "Check your email" for an address without an account, and sends nothing', async () => {
    const page = await freshPage();
    const email = uniqueEmail('nobody');
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Check your email').waitFor();
    await expect(passwordResetCode(email, 1000)).rejects.toThrow(/No password reset/);
  });

  it('keeps the session in a new browser only with Remember me', async () => {
    for (const remember of [false, true]) {
      const page = await freshPage();
      await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, { remember });
      await waitForDashboard(page, DEMO_MEMBER.name);
      // What survives closing the browser: cookies, local storage and IndexedDB, not session storage.
      const saved = await page.context().storageState({ indexedDB: true });
      const reopened = await openContext({ storageState: saved });
      const again = await reopened.newPage();
      await again.goto('/dashboard');
      if (remember) {
        await waitForDashboard(again, DEMO_MEMBER.name);
      } else {
        await again.waitForURL('**/login');
        await again.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
      }
    }
  });

  it("keeps no Firebase usage heartbeats in a member's browser (web/src/lib/firebase/heartbeats.ts)", async () => {
    const page = await freshPage();
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, { remember: true });
    await waitForDashboard(page, DEMO_MEMBER.name);
    // Auth and Firestore have both answered by now: without the replacement, the SDK keeps its
    // heartbeats in a database of this name (and reads it before Auth's first request).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Articles' }).click();
    await page.locator('main ul.pmc-card-grid > li').first().waitFor();
    const names = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
    expect(names).not.toContain('firebase-heartbeat-database');
  });
});
