/**
 * Members and staff you can trust, in Debian's Chromium against the production
 * build on the seeded emulators:
 * - an admin removes a member on the Members screen while the member has the portal open in another
 *   browser; the member's next navigation says their access changed and shows the sign-in screen;
 * - a person who registers gets the verification e-mail and a quiet notice until the link is opened;
 *   an admin then makes them an administrator, and they see the admin menu after signing in again
 *   (and add a phone for sign-in codes before the first staff screen opens).
 * Both actions then show on the admin's Activity screen.
 * What the screens do is checked against the accounts themselves (Admin SDK).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@common/audit';
import { COLLECTIONS } from '@common/collections';
import { MESSAGES } from '@common/messages';
import { ROLE_CLAIM } from '@common/roles';
import { DEMO_ADMIN } from '../../emulators/demo-accounts';
import { adminAuth, closeClients, createUser } from '../../tooling/emulator-clients';
import { openFromAccountMenu, signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { verificationCode } from '../support/auth-emails';
import { useBrowser } from '../support/e2e-browser';
import { enrollPhone, enterCode, freshCode, register, signInAsStaff, signOut, uniqueEmail, uniquePhone } from '../support/portal-steps';

const { freshPage } = useBrowser({ seed: true });

afterEach(closeClients);

/** The admin, on the Members screen, confirms `action` ('Remove membership', 'Make admin') for `name`. */
async function adminActs(action: string, name: string, email: string, done: string): Promise<Page> {
  const page = await freshPage();
  await signInAsStaff(page);
  await openMembersFromMenu(page);
  await page.getByRole('searchbox', { name: 'Search members' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: `${action}: ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/They (are signed out on their next request|see the admin menu after signing in again)/).waitFor();
  await dialog.getByRole('button', { name: action }).click();
  await page.getByRole('status').filter({ hasText: done }).waitFor();
  await dialog.waitFor({ state: 'detached' });
  return page;
}

/** The admin's Activity screen lists `action` on the account `uid`, by the demo admin. */
async function expectActivity(page: Page, action: AuditAction, uid: string): Promise<void> {
  await openFromAccountMenu(page, 'Activity');
  await page.getByLabel('Action', { exact: true }).selectOption({ label: AUDIT_ACTION_LABELS[action] });
  const row = page.getByRole('row').filter({ hasText: `${COLLECTIONS.users}/${uid}` });
  await row.getByText(AUDIT_ACTION_LABELS[action]).waitFor();
  await row.getByText(`${DEMO_ADMIN.name} (${DEMO_ADMIN.email})`).waitFor();
}

async function openMembersFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Members', exact: true }).click();
  await page.waitForURL('**/admin/members');
  await page.getByRole('table', { name: 'Members' }).waitFor();
}

describe('members and staff', () => {
  it('takes membership away from a member whose portal is open: their next navigation asks them to sign in again', async () => {
    const member = await createUser({ name: 'Rhea Removed', email: uniqueEmail('removed'), emailVerified: true, role: 'member' });
    const memberPage = await freshPage();
    await signIn(memberPage, member.email, member.password);
    await waitForDashboard(memberPage, member.name);

    const adminPage = await adminActs('Remove membership', member.name, member.email, `${member.name} (${member.email}) is no longer a member.`);
    expect((await adminAuth().getUser(member.uid)).customClaims?.[ROLE_CLAIM] ?? null).toBeNull();

    // The open tab still believes it is a member until its next request is refused.
    await memberPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Publications' }).click();
    const notice = memberPage.getByRole('alert').filter({ hasText: MESSAGES.accessChanged });
    await notice.waitFor();
    await memberPage.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    expect(new URL(memberPage.url()).pathname).toBe('/login');
    expect(await memberPage.getByRole('alert').filter({ hasText: MESSAGES.accessChanged }).count()).toBe(1);
    // No cached member page is shown any more: the portal stays closed.
    await memberPage.goto('/dashboard');
    await memberPage.waitForURL('**/login');

    // Staff see who did it on the Activity screen.
    await expectActivity(adminPage, AUDIT_ACTIONS.membershipRemoved, member.uid);
  });

  it('verifies a new member by the e-mailed link; an admin makes them admin; they see the admin menu after signing in again', async () => {
    const page = await freshPage();
    const email = uniqueEmail('staff');
    const name = 'Sage Staff';
    const password = 'Correct-Horse-42';
    await register(page, name, email, password);
    await enterCode(page, await freshCode());
    await waitForDashboard(page, name);
    await page.getByText(MESSAGES.verifyEmail).waitFor();

    const { oobLink } = await verificationCode(email);
    const opened = await (await freshPage()).goto(oobLink);
    expect(opened?.ok()).toBe(true);
    expect((await adminAuth().getUserByEmail(email)).emailVerified).toBe(true);
    // On reload the session reads the account again and takes a fresh token: the notice goes.
    await page.reload();
    await waitForDashboard(page, name);
    await expect.poll(() => page.getByText(MESSAGES.verifyEmail).count()).toBe(0);

    const adminPage = await adminActs('Make admin', name, email, `${name} (${email}) is now an administrator.`);
    const account = await adminAuth().getUserByEmail(email);
    expect(account.customClaims?.[ROLE_CLAIM]).toBe('admin');
    await expectActivity(adminPage, AUDIT_ACTIONS.adminGranted, account.uid);

    await signOut(page);
    await signIn(page, email, password);
    await waitForDashboard(page, name);
    // A new administrator adds a phone for sign-in codes before the first staff screen opens.
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Members', exact: true }).click();
    await enrollPhone(page, uniquePhone());
    await page.getByRole('table', { name: 'Members' }).waitFor();
  });
});
