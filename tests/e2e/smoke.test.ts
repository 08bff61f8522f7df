import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser';
import { closeSeed, seed } from '../../emulators/seed';

describe('smoke', () => {
  let browser: Browser;

  beforeAll(async () => {
    // Suites that ran before may have cleared the emulators: put the demo back.
    await seed();
    await closeSeed();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('serves the login page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    const heading = page.getByRole('heading', { name: 'Sign In', level: 1 });
    await heading.waitFor({ state: 'visible' });
    expect(await heading.textContent()).toBe('Sign In');
    await context.close();
  });
});
