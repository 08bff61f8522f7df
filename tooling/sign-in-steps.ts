/**
 * Signing in through the portal's sign-in screen, as a person does: shared by the end-to-end tests
 * and the bench. Selectors are the accessible names a screen reader announces. An account with an
 * enrolled phone (staff) gets the code step, completed with the SMS code the Auth emulator sent.
 */
import type { Page } from 'playwright-core';
import { adminAuth, nextVerificationCode, verificationCodeCount } from './emulator-clients';

export interface SignInOptions {
  /** "Remember me" as chosen (unchecked by default). */
  remember?: boolean;
  /**
   * Whether the step completes the code step of an account with a second factor (default true);
   * false leaves the code step on screen for the test.
   */
  secondFactor?: boolean;
}

/** The account's enrolled phone (the first), read with the Admin SDK; null for none or no such account. */
export async function enrolledPhone(email: string): Promise<string | null> {
  try {
    const user = await adminAuth().getUserByEmail(email);
    const factor = user.multiFactor?.enrolledFactors.find((f) => f.factorId === 'phone') as { phoneNumber?: string } | undefined;
    return factor?.phoneNumber ?? null;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** On the code step: waits for the code sent after `known` codes to `phone` and enters it. */
export async function enterSmsCode(page: Page, phone: string, known: number) {
  await page.getByRole('heading', { name: 'Enter your sign-in code', level: 1 }).waitFor();
  const code = await nextVerificationCode(phone, known);
  await page.getByLabel('SMS code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

export async function signIn(page: Page, email: string, password: string, options: SignInOptions = {}) {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const remember = page.getByLabel('Remember me');
  if (options.remember) await remember.check();
  else await remember.uncheck();
  const phone = options.secondFactor === false ? null : await enrolledPhone(email);
  const known = phone ? await verificationCodeCount(phone) : 0;
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (phone) await enterSmsCode(page, phone, known);
}

export async function waitForDashboard(page: Page, name: string) {
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: `Welcome, ${name}` }).waitFor();
}

/** Opens a screen from the account menu (where the staff screens are) and waits for its heading. */
export async function openFromAccountMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'My Account', exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: item }).waitFor();
}
