/**
 * Steps a person takes in the portal, shared by the end-to-end suites. Selectors are the accessible
 * names a screen reader announces, so a renamed label fails here first.
 */
import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { putMembershipCode } from './data';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.test`;
}

/** A fresh unused code that no other test holds (the seed's codes stay for the demo). */
export async function freshCode(): Promise<string> {
  for (;;) {
    const code = String(1000 + Math.floor(Math.random() * 9000));
    try {
      await putMembershipCode(code, {}, { onlyIfAbsent: true });
      return code;
    } catch {
      // Taken already: draw again.
    }
  }
}

export async function signIn(page: Page, email: string, password: string, options: { remember?: boolean } = {}) {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const remember = page.getByLabel('Remember me');
  if (options.remember) await remember.check();
  else await remember.uncheck();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function register(page: Page, name: string, email: string, password: string) {
  await page.goto('/register');
  await page.getByRole('heading', { name: 'Create Account', level: 1 }).waitFor();
  await page.getByLabel('Full Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function enterCode(page: Page, code: string) {
  await page.getByRole('heading', { name: 'Membership Validation' }).waitFor();
  await page.getByLabel('Membership Code').fill(code);
  await page.getByRole('button', { name: 'Validate Code' }).click();
}

export async function waitForDashboard(page: Page, name: string) {
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: `Welcome, ${name}` }).waitFor();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL('**/login');
}
