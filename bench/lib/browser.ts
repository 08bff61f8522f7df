/**
 * Debian's Chromium driven by playwright-core with the end-to-end tests' arguments
 * (tooling/chromium.mjs), signed-in sessions made once through the sign-in screen
 * (tooling/sign-in-steps.ts) and reused, and the probe of ./probe.ts in every page.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_MEMBER } from '../../emulators/demo-accounts';
import { CHROMIUM_ARGS, chromiumPath } from '../../tooling/chromium.mjs';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { installProbe, type ProbeOptions, type ProbeState } from './probe';

/** A desktop window (Lighthouse's desktop preset size): the header shows its navigation links. */
export const DESKTOP = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 } as const;

/**
 * tsx compiles this file with esbuild's keepNames, which wraps inner functions in `__name(...)`;
 * functions serialized into the page (init scripts, evaluate) need that helper there too.
 */
const NAME_SHIM = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

export type Role = 'member' | 'admin';
const ACCOUNTS = { member: DEMO_MEMBER, admin: DEMO_ADMIN } as const;

export class Bench {
  private sessions = new Map<Role, Awaited<ReturnType<BrowserContext['storageState']>>>();
  private contexts = new Set<BrowserContext>();

  private constructor(
    readonly browser: Browser,
    readonly baseURL: string,
  ) {}

  static async launch(baseURL: string): Promise<Bench> {
    const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
    return new Bench(browser, baseURL);
  }

  version(): string {
    return this.browser.version();
  }

  /** A fresh context (nothing cached), signed in as `role` or signed out, with the probe installed. */
  async context(role: Role | null, probe: ProbeOptions = {}, options: BrowserContextOptions = {}): Promise<BrowserContext> {
    const storageState = role ? await this.session(role) : undefined;
    const context = await this.browser.newContext({ baseURL: this.baseURL, ...DESKTOP, storageState, ...options });
    context.setDefaultTimeout(60_000);
    context.setDefaultNavigationTimeout(60_000);
    await context.addInitScript({ content: NAME_SHIM });
    await context.addInitScript(installProbe, probe);
    this.contexts.add(context);
    context.once('close', () => this.contexts.delete(context));
    return context;
  }

  /**
   * The signed-in state of `role`: signed in once through the sign-in screen with "Remember me"
   * (the Auth session then lives in localStorage, which a storage state carries).
   */
  async session(role: Role) {
    const known = this.sessions.get(role);
    if (known) return known;
    const context = await this.browser.newContext({ baseURL: this.baseURL, ...DESKTOP });
    context.setDefaultTimeout(60_000);
    try {
      const page = await context.newPage();
      const account = ACCOUNTS[role];
      await signIn(page, account.email, account.password, { remember: true });
      await waitForDashboard(page, account.name);
      const state = await context.storageState();
      this.sessions.set(role, state);
      return state;
    } finally {
      await context.close();
    }
  }

  async close(): Promise<void> {
    for (const context of [...this.contexts]) await context.close().catch(() => undefined);
    await this.browser.close().catch(() => undefined);
  }
}

/** Drops the HTTP cache (and the compiled-code cache with it) so the next load is a first visit. */
export async function clearHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

export function probeState(page: Page): Promise<ProbeState> {
  return page.evaluate(() => (window as unknown as { __bench: ProbeState }).__bench);
}

/** Requests that never end while the page is open: Firestore's streams and the Auth emulator's. */
const STREAMS = /google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel/;

/**
 * Tracks a page's requests so that `quiet()` can wait until nothing but Firestore's long-lived
 * streams is in flight (networkidle never comes while a Listen stream is open). Create it right
 * after the page, before navigating.
 */
export function trackNetwork(page: Page) {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const done = (request: { url(): string }) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (STREAMS.test(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Resolves once no request (but the streams) has been in flight for `quietMs`, or at `timeoutMs`. */
    async quiet(quietMs = 500, timeoutMs = 15_000): Promise<boolean> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (inFlight.size === 0 && Date.now() - lastChange >= quietMs) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    },
  };
}

/** Selector of an article card's link on /blog (what "the list is rendered" means). */
export const ARTICLE_CARD = 'main a[href^="/blog/"]';
