/**
 * Staff's second factor in Debian's Chromium on the emulators: a new staff member enrolls a phone
 * (the SMS code read from the Auth emulator) before any admin screen opens, signs out and in again
 * with a code (a wrong one refused at the field), all with the keyboard only, the enrollment and
 * code screens checked by axe; "too many attempts" and "requires recent login", which the emulator
 * never answers, are the Auth emulator's responses replaced in the test; and an enrolled account
 * changes its password through the code step.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import { randomInt } from 'node:crypto';
import { ROLE_CLAIM } from '@common/roles';
import { adminAuth, nextVerificationCode, verificationCodeCount } from '../../tooling/emulator-clients';
import { enrolledPhone, signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { signOut, uniqueEmail, uniquePhone } from '../support/portal-steps';

const { freshPage } = useBrowser({ seed: true });

/** A verified staff account with no second factor, or with `phone` enrolled through the Admin SDK. */
async function staffMember(name: string, phone?: string) {
  const email = uniqueEmail('staff');
  const password = `Staff#${randomInt(100_000, 999_999)}x`;
  const record = await adminAuth().createUser({
    email,
    password,
    displayName: name,
    emailVerified: true,
    ...(phone ? { multiFactor: { enrolledFactors: [{ factorId: 'phone', phoneNumber: phone }] } } : {}),
  });
  await adminAuth().setCustomUserClaims(record.uid, { [ROLE_CLAIM]: 'admin' });
  return { uid: record.uid, email, password, name };
}

async function audit(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => ({ where, rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))).toEqual([]);
}

function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement).catch(() => false);
}

/** Tab until `target` has the focus, which must show (:focus-visible); fails when it never comes. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < 40; i++) {
    if (await hasFocus(target)) {
      expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${String(target)} with the keyboard`);
}

/** The Auth emulator's refusal as Firebase sends it (the SDK maps `message` to its error code). */
function refuse(route: Route, message: string) {
  return route.fulfill({
    status: 400,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify({ error: { code: 400, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } }),
  });
}

describe('staff second factor', () => {
  it('a new staff member enrolls before the admin screens, then signs in with the code; keyboard only, axe on both screens', async () => {
    const staff = await staffMember('Sasha Staff');
    const phone = uniquePhone();
    const page = await freshPage();
    // On the emulators the SDK's own mock stands in for reCAPTCHA: no Google script is ever asked for.
    const google: string[] = [];
    page.on('request', (request) => {
      if (/(^|\.)(google\.com|gstatic\.com|recaptcha\.net)$/.test(new URL(request.url()).hostname)) google.push(request.url());
    });
    await signIn(page, staff.email, staff.password);
    await waitForDashboard(page, staff.name);

    // Any admin screen: the enrollment instead, the member library still open.
    await page.goto('/admin/members');
    await page.getByRole('heading', { level: 1, name: 'Protect your staff account' }).waitFor();
    await page.getByRole('link', { name: 'Go to the member library' }).waitFor();
    await audit(page, 'enrollment');

    const phoneField = page.getByRole('textbox', { name: 'Mobile phone number' });
    await tabTo(page, phoneField);
    await page.keyboard.type('+1 555 abc');
    await page.keyboard.press('Enter');
    await expect.poll(() => phoneField.getAttribute('aria-invalid')).toBe('true');
    expect(await hasFocus(phoneField)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(phone);
    const sent = await verificationCodeCount(phone);
    await page.keyboard.press('Enter');
    const codeField = page.getByRole('textbox', { name: 'SMS code' });
    await codeField.waitFor();
    await expect.poll(() => hasFocus(codeField)).toBe(true);
    await page.keyboard.type(await nextVerificationCode(phone, sent));
    await page.keyboard.press('Enter');
    // The enrollment's token carries the second factor: the admin screen opens.
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    expect(await enrolledPhone(staff.email)).toBe(phone);

    await signOut(page);
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    await tabTo(page, page.getByLabel('Email', { exact: true }));
    await page.keyboard.type(staff.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(staff.password);
    await tabTo(page, page.getByRole('checkbox', { name: 'Remember me' }));
    await page.keyboard.press('Space');
    const before = await verificationCodeCount(phone);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Enter your sign-in code' }).waitFor();
    const code = await nextVerificationCode(phone, before);
    await page.getByText(/^We sent a 6-digit code by SMS to /).waitFor();
    await audit(page, 'sign-in code');

    // A wrong code: refused at the field, which keeps the focus.
    await expect.poll(() => hasFocus(codeField)).toBe(true);
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await page.getByText('Wrong code. Please check the SMS and try again.').waitFor();
    expect(await codeField.getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await waitForDashboard(page, staff.name);
    // Remember me as chosen: the session lives in localStorage.
    expect(await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser:')))).toBe(true);
    await page.goto('/admin/members');
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    expect(google).toEqual([]);
  });

  it('says "too many tries" at the code field, and asks for the password again in place when the sign-in is too old to enroll', async () => {
    // Too many tries: Firebase's answer to the code, which the emulator never gives.
    const enrolled = await staffMember('Tara Tries', uniquePhone());
    const page = await freshPage();
    await page.route('**/identitytoolkit.googleapis.com/v2/accounts/mfaSignIn:finalize*', (route) => refuse(route, 'TOO_MANY_ATTEMPTS_TRY_LATER'));
    await signIn(page, enrolled.email, enrolled.password, { secondFactor: false });
    await page.getByRole('heading', { level: 1, name: 'Enter your sign-in code' }).waitFor();
    await page.getByText(/^We sent a 6-digit code by SMS to /).waitFor();
    await page.getByRole('textbox', { name: 'SMS code' }).fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Too many tries. Please wait a few minutes, then send a new code.').waitFor();
    expect(page.url()).toMatch(/\/login$/);

    // Requires recent login: the first enrollment start is refused; the password in place, then the code.
    const staff = await staffMember('Rene Recent');
    const phone = uniquePhone();
    const other = await freshPage();
    let refused = 0;
    await other.route('**/identitytoolkit.googleapis.com/v2/accounts/mfaEnrollment:start*', (route) =>
      refused++ === 0 ? refuse(route, 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN') : route.fallback(),
    );
    await signIn(other, staff.email, staff.password);
    await waitForDashboard(other, staff.name);
    await other.goto('/admin/articles');
    await other.getByRole('textbox', { name: 'Mobile phone number' }).fill(phone);
    await other.getByRole('button', { name: 'Send code' }).click();
    await other.getByText('For your security, please enter your password again before adding a phone.').waitFor();
    await other.getByLabel('Password', { exact: true }).fill(staff.password);
    const sent = await verificationCodeCount(phone);
    await other.getByRole('button', { name: 'Continue' }).click();
    await other.getByRole('textbox', { name: 'SMS code' }).fill(await nextVerificationCode(phone, sent));
    await other.getByRole('button', { name: 'Confirm' }).click();
    await other.getByRole('heading', { level: 1, name: 'Manage Articles' }).waitFor();
    expect(refused).toBe(2);
  });

  it('changes the password of an enrolled account through the code step', async () => {
    const phone = uniquePhone();
    const staff = await staffMember('Paula Password', phone);
    const page = await freshPage();
    await signIn(page, staff.email, staff.password);
    await waitForDashboard(page, staff.name);
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    await page.getByText(new RegExp(`^\\${phone}, added `)).waitFor();

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current Password').fill(staff.password);
    await form.getByLabel('New Password', { exact: true }).fill('A-new-password-2');
    await form.getByLabel('Confirm New Password').fill('A-new-password-2');
    const sent = await verificationCodeCount(phone);
    await form.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.getByRole('textbox', { name: 'SMS code' }).fill(await nextVerificationCode(phone, sent));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password was changed.' }).waitFor();

    // The new password (and the code) sign in.
    await signOut(page);
    await signIn(page, staff.email, 'A-new-password-2');
    await waitForDashboard(page, staff.name);
  });
});
