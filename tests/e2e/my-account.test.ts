/**
 * My Account, in Debian's Chromium on the seeded emulators: a member opens it from the My Account
 * menu, sees their e-mail, its state and their membership, changes their name (the welcome banner
 * follows) and their password: the old password no longer signs in, the new one does, and a second
 * browser where they were signed in is signed out on its next request.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { readFile } from 'node:fs/promises';
import type { MyDataExport } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { MESSAGES } from '@common/messages';
import { adminAuth, adminDb, closeClients, createUser } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { emailChangeCode } from '../support/auth-emails';
import { useBrowser } from '../support/e2e-browser';
import { getMembershipCode, putMembershipCode } from '../support/firestore-data';
import { signOut, uniqueEmail } from '../support/portal-steps';

const { freshPage } = useBrowser({ seed: true });

afterEach(closeClients);

/** A verified member with the profile a redemption of `code` writes. */
async function memberWithProfile(name: string, emailPrefix: string, code: string) {
  const member = await createUser({ name, email: uniqueEmail(emailPrefix), emailVerified: true, role: 'member' });
  await adminDb().collection(COLLECTIONS.users).doc(member.uid).set({
    email: member.email,
    name: member.name,
    role: 'member',
    membership_code: code,
    member_since: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  });
  return member;
}

describe('My Account', () => {
  it('changes the name and the password; the other browser is signed out, the old password stops working', async () => {
    const member = await memberWithProfile('Molly Member', 'account', '4817');
    // The other browser signs in first (a sign-in in an earlier second than the change's).
    const other = await freshPage();
    await signIn(other, member.email, member.password);
    await waitForDashboard(other, member.name);
    // Wait for the clock to reach the next second: a cut-off is whole seconds.
    const otherSignedIn = Math.floor(Date.now() / 1000);
    await expect.poll(() => Math.floor(Date.now() / 1000), { interval: 50 }).toBeGreaterThan(otherSignedIn);

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
    const passwordForm = page.getByRole('form', { name: 'Change password' });
    await passwordForm.getByLabel('Current Password').fill('not-my-password');
    await passwordForm.getByLabel('New Password', { exact: true }).fill('A-new-password-1');
    await passwordForm.getByLabel('Confirm New Password').fill('A-new-password-1');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await passwordForm.getByRole('alert').filter({ hasText: 'Your current password is not correct. Please try again.' }).waitFor();
    await passwordForm.getByLabel('Current Password').fill(member.password);
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
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

  it('changes the e-mail through the link, downloads the member’s data, and deletes the account', async () => {
    const member = await memberWithProfile('Dana Departing', 'leaving', '4818');
    await putMembershipCode('4818', { is_used: true, assigned_to: member.uid, assigned_user: { email: member.email } });
    const page = await freshPage();
    await signIn(page, member.email, member.password);
    await waitForDashboard(page, member.name);
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();

    // E-mail: nothing changes until the link in the new mailbox is opened.
    const newEmail = uniqueEmail('arrived');
    const emailForm = page.getByRole('form', { name: 'Change e-mail address' });
    await emailForm.getByLabel('New E-mail').fill(newEmail);
    await emailForm.getByLabel('Current Password').fill(member.password);
    await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByRole('status').filter({ hasText: 'If this address can be used, a confirmation link is on its way' }).waitFor();
    expect((await adminAuth().getUser(member.uid)).email).toBe(member.email);
    const { oobLink } = await emailChangeCode(newEmail);
    expect((await (await freshPage()).goto(oobLink))?.ok()).toBe(true);
    expect((await adminAuth().getUser(member.uid)).email).toBe(newEmail);
    // The next sign-in, with the new address, brings the profile along.
    await signOut(page);
    await signIn(page, newEmail, member.password);
    await waitForDashboard(page, member.name);
    await expect.poll(async () => (await adminDb().collection(COLLECTIONS.users).doc(member.uid).get()).get('email')).toBe(newEmail);

    // Download my data: one JSON file about this person only.
    await page.goto('/account');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^pmc-portal-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as MyDataExport;
    expect(data.account).toMatchObject({ uid: member.uid, email: newEmail, name: member.name });
    expect(data.membership).toMatchObject({ role: 'member', code: '4818' });
    // Saved items and reading progress are part of it; this member has none.
    expect(data.saved_items).toEqual([]);
    expect(data.reading_progress).toBeNull();

    // Delete: a dialog that says what goes and what stays, the password, then the sign-in screen.
    await page.getByRole('button', { name: 'Delete my account...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('Kept by the practice:').waitFor();
    await dialog.getByLabel('Current Password').fill(member.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    await page.getByText('Your account was deleted.').waitFor();
    await expect(adminAuth().getUser(member.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await adminDb().collection(COLLECTIONS.users).doc(member.uid).get()).exists).toBe(false);
    expect(await getMembershipCode('4818')).toMatchObject({ is_used: true, assigned_to: null, assigned_user: null });
    await signIn(page, newEmail, member.password);
    await page.getByText('Invalid email or password. Please try again.').waitFor();
  });
});
