/**
 * My Account (issue 11 §1), in Debian's Chromium on the seeded emulators: a member opens it from
 * the My Account menu, sees their e-mail, its state and their membership, changes their name (the
 * welcome banner follows) and their password: the old password no longer signs in, the new one
 * does, and a second browser where they were signed in is signed out on its next request.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { MESSAGES } from '@common/messages';
import { adminAuth, adminDb, closeClients, createUser } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { signOut, uniqueEmail } from '../support/portal-steps';

const { freshPage } = useBrowser({ seed: true });

afterEach(async () => {
  await closeClients();
});

describe('My Account', () => {
  it('changes the name and the password; the other browser is signed out, the old password stops working', async () => {
    const member = await createUser({ name: 'Molly Member', email: uniqueEmail('account'), emailVerified: true, role: 'member' });
    await adminDb().collection(COLLECTIONS.users).doc(member.uid).set({
      email: member.email,
      name: member.name,
      role: 'member',
      membership_code: '4817',
      member_since: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
    });
    // The other browser signs in first (a sign-in in an earlier second than the change's).
    const other = await freshPage();
    await signIn(other, member.email, member.password);
    await waitForDashboard(other, member.name);
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const page = await freshPage();
    await signIn(page, member.email, member.password);
    await waitForDashboard(page, member.name);
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    await page.getByText(`E-mail: ${member.email}`).waitFor();
    await page.getByText('Verified', { exact: true }).waitFor();
    await page.getByText('Membership code ending in 17').waitFor();

    // The name: saved to the account and the profile; the welcome banner follows.
    const name = page.getByLabel('Full Name');
    await name.fill('Molly Q. Member');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('status').filter({ hasText: 'Your name was saved.' }).waitFor();
    expect((await adminAuth().getUser(member.uid)).displayName).toBe('Molly Q. Member');
    expect((await adminDb().collection(COLLECTIONS.users).doc(member.uid).get()).get('name')).toBe('Molly Q. Member');

    // The password: a wrong current password is refused where the person is.
    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password', { exact: true }).fill('A-new-password-1');
    await page.getByLabel('Confirm New Password').fill('A-new-password-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your current password is not correct. Please try again.' }).waitFor();
    await page.getByLabel('Current Password').fill(member.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password was changed.' }).waitFor();

    // This browser goes on, under the new name.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await waitForDashboard(page, 'Molly Q. Member');

    // The other browser's next request is refused: it is signed out and told why.
    await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Publications' }).click();
    await other.getByRole('alert').filter({ hasText: MESSAGES.accessChanged }).waitFor();
    await other.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();

    // The old password no longer signs in; the new one does.
    await signOut(page);
    await signIn(page, member.email, member.password);
    await page.getByText('Invalid email or password. Please try again.').waitFor();
    await signIn(page, member.email, 'A-new-password-1');
    await waitForDashboard(page, 'Molly Q. Member');
  });
});
