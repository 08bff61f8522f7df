/**
 * The browser of the end-to-end tests: Debian's Chromium (tooling/chromium.mjs) driven by
 * playwright-core, on the production build served by tests/e2e/global-setup.ts.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../tooling/chromium.mjs';

/** The web app's address; throws the global setup's failure (build, preview, seed) when there was one. */
export function baseURL(): string {
  const problem = inject('e2eSetupError');
  if (problem) throw new Error(problem);
  return inject('baseURL');
}

export async function launchBrowser(): Promise<Browser> {
  baseURL(); // fail with the setup's reason before starting a browser for nothing
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

/** A fresh browser profile (no cookies, no IndexedDB: signed out) whose relative URLs hit the app. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  context.setDefaultTimeout(15_000);
  return context;
}

/**
 * One browser for a test file: launched before its tests (after re-seeding the demo when asked,
 * since earlier suites clear the emulators) and closed after them with every context it opened.
 */
export function useBrowser(options: { seed?: boolean } = {}) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    if (options.seed) {
      const { seed, closeSeed } = await import('../../emulators/seeding/demo-seed');
      await seed();
      await closeSeed();
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
  });
  async function openContext(contextOptions: BrowserContextOptions = {}): Promise<BrowserContext> {
    if (!browser) throw new Error('useBrowser: the browser is not running (call pages inside tests)');
    const context = await newContext(browser, contextOptions);
    contexts.push(context);
    return context;
  }
  return {
    openContext,
    /** A page in a fresh profile: signed out, nothing stored. */
    freshPage: async (contextOptions?: BrowserContextOptions) => (await openContext(contextOptions)).newPage(),
  };
}
