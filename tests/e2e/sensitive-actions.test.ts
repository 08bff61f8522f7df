/**
 * The sensitive staff actions in Chromium against the production build on the emulators:
 * - a sign-in with the second factor older than the window (the functions' clock moved through the
 *   emulator's clock hook, never by waiting): Remove membership asks for the password and a new SMS
 *   code in place, then is done without leaving the dialog;
 * - an admin resets another staff member's second factor: the phone is gone from the account, and
 *   at their next sign-in (password only) the staff screens ask them to add a phone first.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SENSITIVE_ACTION_SECONDS } from '@common/accounts';
import { COLLECTIONS } from '@common/collections';
import { MESSAGES } from '@common/messages';
import { ROLE_CLAIM } from '@common/roles';
import { CLOCK_HOOK } from '../../functions/src/shared/testHooks';
import { adminAuth, adminDb, closeClients, createUser, nextVerificationCode, verificationCodeCount, type TestUser } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { enrollPhone, signOut, uniqueEmail, uniquePhone } from '../support/portal-steps';

const { freshPage } = useBrowser();

const clockHook = () => adminDb().collection(COLLECTIONS.testHooks).doc(CLOCK_HOOK);

afterEach(async () => {
  await clockHook().delete();
  await closeClients();
});

/** An administrator with a verified address, an enrolled phone and the profile the last-admin check counts. */
async function staffMember(name: string): Promise<TestUser & { phoneNumber: string }> {
  const user = await createUser({ name, email: uniqueEmail('sensitive'), role: 'admin' });
  await adminDb().collection(COLLECTIONS.users).doc(user.uid).set({ email: user.email, name, role: 'admin', membership_code: null, member_since: null });
  return user as TestUser & { phoneNumber: string };
}

async function openMembers(page: Page, email: string) {
  await page.goto('/admin/members');
  await page.getByRole('table', { name: 'Members' }).waitFor();
  await page.getByRole('searchbox', { name: 'Search members' }).fill(email);
  return page.getByRole('row').filter({ hasText: email });
}

describe('sensitive staff actions', () => {
  it('after the sign-in grew old, Remove membership asks for the password and code in place, then succeeds', async () => {
    const admin = await staffMember('Olga Oldsession');
    const member = await createUser({ name: 'Milo Member', email: uniqueEmail('member'), emailVerified: true, role: 'member' });
    const page = await freshPage();
    await signIn(page, admin.email, admin.password);
    await waitForDashboard(page, admin.name);
    const row = await openMembers(page, member.email);

    // A minute past the window on the functions' clock.
    await clockHook().set({ offset_ms: (SENSITIVE_ACTION_SECONDS + 60) * 1000 });
    await row.getByRole('button', { name: `Remove membership: ${member.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove membership' });
    await confirm.getByRole('button', { name: 'Remove membership' }).click();

    const again = page.getByRole('dialog', { name: 'Enter your password again' });
    await again.getByText(MESSAGES.recentSecondFactorRequired).waitFor();
    // The person signs in again now: the functions' clock back where the Auth emulator's is.
    await clockHook().delete();
    await again.getByLabel('Current Password').fill(admin.password);
    const sent = await verificationCodeCount(admin.phoneNumber);
    await again.getByRole('button', { name: 'Continue' }).click();
    const code = page.getByRole('dialog', { name: 'Confirm it is you' });
    await code.getByRole('textbox', { name: 'SMS code' }).fill(await nextVerificationCode(admin.phoneNumber, sent));
    await code.getByRole('button', { name: 'Verify' }).click();

    await page.getByRole('status').filter({ hasText: `${member.name} (${member.email}) is no longer a member.` }).waitFor();
    expect((await adminAuth().getUser(member.uid)).customClaims?.[ROLE_CLAIM] ?? null).toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('an admin resets another staff member’s second factor: they add a phone again at the next sign-in', async () => {
    const admin = await staffMember('Ada Acting');
    const lost = await staffMember('Leo Lostphone');
    const page = await freshPage();
    await signIn(page, admin.email, admin.password);
    await waitForDashboard(page, admin.name);
    const row = await openMembers(page, lost.email);
    await row.getByRole('button', { name: `Reset second factor: ${lost.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset second factor' });
    await dialog.getByText(/will no longer be asked for a code from their current phone/).waitFor();
    await dialog.getByRole('button', { name: 'Reset second factor' }).click();
    await page.getByRole('status').filter({ hasText: `The second factor of ${lost.name} (${lost.email}) was reset` }).waitFor();
    expect((await adminAuth().getUser(lost.uid)).multiFactor?.enrolledFactors ?? []).toEqual([]);
    await signOut(page);
    // A sign-in in the reset's own second is cut off with the old sessions: the next one comes after it.
    const cutoff = (await adminDb().collection(COLLECTIONS.accessCutoffs).doc(lost.uid).get()).get('not_before') as number;
    await expect.poll(() => Date.now() / 1000 >= cutoff).toBe(true);

    // Their next sign-in is the password alone; a staff screen first asks for a phone.
    await signIn(page, lost.email, lost.password);
    await waitForDashboard(page, lost.name);
    await page.goto('/admin/members');
    await enrollPhone(page, uniquePhone());
    await page.getByRole('table', { name: 'Members' }).waitFor();
  });
});
