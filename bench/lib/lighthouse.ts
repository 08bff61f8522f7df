/**
 * Lighthouse (programmatic API) on Debian's Chromium, started by us with --remote-debugging-port
 * and a profile directory of its own. For member pages the profile is signed in first through the
 * sign-in screen with Playwright ("Remember me": the Auth session lives in the profile's local
 * storage), then the same profile is opened for Lighthouse.
 *
 * Storage: `disableStorageReset` would keep the session but also the HTTP cache, so runs 2 and 3
 * would be warm visits. Lighthouse 13's storage reset clears the browser cache plus
 * `clearStorageTypes` only; the bench names those types explicitly (local storage and IndexedDB
 * are not among them), so each run is a first visit of a signed-in member. Each run checks that it
 * really measured the page asked for (not a redirect to /login).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEMO_MEMBER } from '../../emulators/demo-accounts';
import { CHROMIUM_ARGS, chromiumPath } from '../../tooling/chromium.mjs';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import type { BenchPage } from './pages';

export type Preset = 'mobile' | 'desktop';
export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  scores: Record<Category, number>;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  /** Lighthouse's CPU benchmark index of the host at this run (higher is faster). */
  benchmarkIndex: number;
  /** Audits of the accessibility and best-practices categories that did not pass. */
  failing: string[];
}

const CLEAR_STORAGE_TYPES = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];

/** A Chromium listening for DevTools on a free port, with `profile` as its user data directory. */
async function startChromium(profile: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const portFile = path.join(profile, 'DevToolsActivePort');
  rmSync(portFile, { force: true });
  const child: ChildProcess = spawn(
    chromiumPath(),
    [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', '--remote-debugging-address=127.0.0.1', 'about:blank'],
    { detached: true, stdio: 'ignore' },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    const gone = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }, 5000);
    await gone;
    clearTimeout(timer);
  };
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`Chromium exited (${child.exitCode}) before opening its DevTools port`);
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, stop };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('Chromium did not open its DevTools port within 30 s');
}

/** Signs the demo member in, in a profile directory that then keeps the session. */
async function signInProfile(profile: string, baseURL: string): Promise<void> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    context.setDefaultTimeout(60_000);
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, { remember: true });
    await waitForDashboard(page, DEMO_MEMBER.name);
  } finally {
    await context.close();
  }
}

export interface LighthouseSession {
  run(target: BenchPage, preset: Preset): Promise<LighthouseRun>;
  close(): Promise<void>;
}

/** One Chromium per profile: `guest` (signed out) and `member`. */
export async function lighthouseSession(baseURL: string, workDir: string): Promise<LighthouseSession> {
  const chromes = new Map<'guest' | 'member', Awaited<ReturnType<typeof startChromium>>>();
  const chrome = async (who: 'guest' | 'member') => {
    const known = chromes.get(who);
    if (known) return known;
    const profile = path.join(workDir, `lighthouse-${who}`);
    rmSync(profile, { recursive: true, force: true });
    mkdirSync(profile, { recursive: true });
    if (who === 'member') await signInProfile(profile, baseURL);
    const started = await startChromium(profile);
    chromes.set(who, started);
    return started;
  };

  return {
    async run(target, preset) {
      const { port } = await chrome(target.role ? 'member' : 'guest');
      const url = new URL(target.path, baseURL).href;
      const result = await lighthouse(
        url,
        {
          port,
          hostname: '127.0.0.1',
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          disableStorageReset: false,
          clearStorageTypes: CLEAR_STORAGE_TYPES as never,
        },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const lhr = result.lhr;
      const keep = process.env.PMC_BENCH_LIGHTHOUSE_JSON;
      if (keep) {
        // The whole report of each run, to read where a screen's time went (bench/README.md).
        mkdirSync(keep, { recursive: true });
        const name = `${preset}${target.path.replaceAll(/[^a-z0-9]+/gi, '-')}-${new Date().toISOString().replaceAll(/[:.]/g, '')}.json`;
        writeFileSync(path.join(keep, name), JSON.stringify(lhr));
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== new URL(url).pathname) throw new Error(`Lighthouse asked for ${target.path} but measured ${landed} (session lost?)`);
      const score = (c: Category) => {
        const s = lhr.categories[c]?.score;
        if (typeof s !== 'number') throw new Error(`Lighthouse gave no ${c} score for ${url}`);
        return Math.round(s * 100);
      };
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const failing: string[] = [];
      for (const c of ['accessibility', 'best-practices'] as const) {
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && typeof audit.score === 'number' && audit.score < 1) failing.push(`${c}: ${ref.id}`);
        }
      }
      return {
        scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') },
        lcp: numeric('largest-contentful-paint'),
        cls: numeric('cumulative-layout-shift'),
        tbt: numeric('total-blocking-time'),
        fcp: numeric('first-contentful-paint'),
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
        failing,
      };
    },
    async close() {
      for (const c of chromes.values()) await c.stop();
      chromes.clear();
    },
  };
}
