/**
 * The browser of the end-to-end tests: Debian's Chromium (tooling/chromium.mjs) driven by
 * playwright-core, on the production build served by tests/e2e/global-setup.ts.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
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

/** Marks the console line a page writes for each Content-Security-Policy violation it sees. */
const CSP_MARK = '[csp-violation]';

/**
 * Every page of `context` reports the CSP violations it sees (the policy is firebase.json's, sent
 * by the Hosting emulator) as console lines; `violations` collects them.
 */
async function reportCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // Inline event handlers are left out: the portal has none (React attaches listeners), and
      // sanitizing stored HTML parses it into an inert document first (DOMPurify), where Chromium
      // reports each handler it meets though none can run and the sanitizer removes them all.
      // That none ever runs is the XSS suite's to prove (tests/abuse/xss.e2e.test.ts).
      if (event.effectiveDirective === 'script-src-attr') return;
      console.error(`${mark} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${location.pathname}`);
    });
  }, CSP_MARK);
  context.on('console', (message) => {
    if (message.text().startsWith(CSP_MARK)) violations.push(message.text().slice(CSP_MARK.length + 1));
  });
}

/**
 * A fresh browser profile (no cookies, no IndexedDB: signed out) whose relative URLs hit the app.
 * CSP violations of its pages are pushed to `cspViolations` when given.
 *
 * Service workers are blocked unless the options allow them (`serviceWorkers: 'allow'`, the tests of
 * the installable app): a request the worker answers is neither routed nor seen by Playwright, and
 * each fresh profile would download the whole precache beside the test's own requests.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}, cspViolations?: string[]): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseURL(), serviceWorkers: 'block', ...options });
  context.setDefaultTimeout(15_000);
  if (cspViolations) await reportCspViolations(context, cspViolations);
  return context;
}

/**
 * One browser for a test file: launched before its tests (after re-seeding the demo when asked,
 * since earlier suites clear the emulators) and closed after them with every context it opened.
 * A test whose pages reported a Content-Security-Policy violation fails, naming each one.
 */
export function useBrowser(options: { seed?: boolean } = {}) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const cspViolations: string[] = [];
  beforeAll(async () => {
    if (options.seed) {
      const { seed, closeSeed } = await import('../../emulators/seeding/demo-seed');
      await seed();
      await closeSeed();
    }
    browser = await launchBrowser();
  });
  afterEach(() => {
    const seen = cspViolations.splice(0);
    if (seen.length) throw new Error(`The page broke the Content-Security-Policy:\n${[...new Set(seen)].join('\n')}`);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
  });
  async function openContext(contextOptions: BrowserContextOptions = {}): Promise<BrowserContext> {
    if (!browser) throw new Error('useBrowser: the browser is not running (call pages inside tests)');
    const context = await newContext(browser, contextOptions, cspViolations);
    contexts.push(context);
    return context;
  }
  return {
    openContext,
    /** A page in a fresh profile: signed out, nothing stored. */
    freshPage: async (contextOptions?: BrowserContextOptions) => (await openContext(contextOptions)).newPage(),
  };
}
