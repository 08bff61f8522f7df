/**
 * Signing in through the portal's sign-in screen, as a person does: shared by the end-to-end tests
 * and the bench. Selectors are the accessible names a screen reader announces.
 */
import type { Page } from 'playwright-core';

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

export async function waitForDashboard(page: Page, name: string) {
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: `Welcome, ${name}` }).waitFor();
}
