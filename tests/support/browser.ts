/**
 * End-to-end helpers: Debian's Chromium driven by playwright-core (never a downloaded browser), the
 * address of the production build served by tests/e2e/global-setup.ts, and the Auth emulator's REST
 * endpoints (password-reset links and friends). Clearing the emulators: tests/support/emulators.ts.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { DEMO_PROJECT_ID } from '../../emulators/demo-accounts';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

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
      const { seed, closeSeed } = await import('../../emulators/seed');
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

// --- Auth emulator REST ------------------------------------------------------------------------

function authEmulator(): string {
  return `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
}
/** The Auth emulator accepts any API key. */
const API_KEY = 'e2e-any-key';

export interface OobCode {
  email: string;
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'EMAIL_SIGNIN' | string;
  oobCode: string;
  oobLink: string;
}

/** Every out-of-band code (reset, verification, sign-in link) the emulator has "sent". */
export async function listOobCodes(): Promise<OobCode[]> {
  const res = await fetch(`${authEmulator()}/emulator/v1/projects/${DEMO_PROJECT_ID}/oobCodes`);
  if (!res.ok) throw new Error(`Auth emulator oobCodes: HTTP ${res.status}`);
  return ((await res.json()) as { oobCodes?: OobCode[] }).oobCodes ?? [];
}

/** The newest password-reset code sent to `email`, waiting up to `timeoutMs` for it to arrive. */
export async function passwordResetCode(email: string, timeoutMs = 10_000): Promise<OobCode> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const codes = (await listOobCodes()).filter(
      (c) => c.requestType === 'PASSWORD_RESET' && c.email.toLowerCase() === email.toLowerCase(),
    );
    if (codes.length) return codes[codes.length - 1];
    if (Date.now() > until) throw new Error(`No password reset e-mail for ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Completes a password reset as the e-mail's link would (the emulator's own action page does this). */
export async function resetPassword(oobCode: string, newPassword: string): Promise<void> {
  const res = await fetch(`${authEmulator()}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode, newPassword }),
  });
  if (!res.ok) throw new Error(`resetPassword: HTTP ${res.status} ${await res.text()}`);
}

/** Signs in through the Auth emulator's REST API: true when the e-mail and password are accepted. */
export async function passwordWorks(email: string, password: string): Promise<boolean> {
  const res = await fetch(`${authEmulator()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return res.ok;
}
