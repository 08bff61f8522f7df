/**
 * The measuring half of `npm run bench` (scripts/bench.mjs starts the emulators, with the Hosting
 * emulator serving the build, then runs this with the emulators' variables set). Seeds the chosen size, measures every
 * figure, prints the table and writes bench/results/latest-{size}.json and .md.
 *
 *   node --import tsx bench/run.ts --size demo|large --base-url http://127.0.0.1:5002 [--runs 3]
 *        [--only sizes,reads,...] [--out bench/results] [--dist bench/tmp/dist]
 *
 * Exit code 0 when every figure was measured (targets missed or not), 1 when one could not be.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeSeed, seed, seedApp } from '../emulators/seeding/demo-seed';
import { closeAll, HOSTS, PROJECT_ID } from '../tooling/emulator-clients';
import { endpoint } from '../tooling/emulator-config.mjs';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KINDS } from '@common/content';
import { CONTENT_FRESHNESS_MS } from '@common/documents';
import { Bench } from './lib/browser';
import { CATEGORIES, lighthouseSession, type LighthouseRun, type LighthouseSession, type Preset } from './lib/lighthouse';
import { PAGES, label, type BenchPage } from './lib/pages';
import { REFERENCE_LABELS, REFERENCE_PAGES, writeStaticLogin } from './lib/references';
import { dashboardReads, listResponseBytes, returnReads } from './lib/reads';
import { CALLERS, redeemRounds } from './lib/redeem';
import { failed, figure, markdownTable, textTable, type Figure, type Target } from './lib/report';
import { SIZE_PAGES, measureDataPage, measureEditor, measureLogin, type SizeFigure } from './lib/sizes';
import { mapRuns, median, percentile, round } from './lib/stats';
import { budgetOf } from '../tooling/budgets';
import { waitForQuietHost, type QuietWait } from './lib/quiet';
import { librarySearch } from './lib/library-search';
import { blogHeap, blogNavigation, searchKeystrokes, vitals } from './lib/timing';
import { phoneProfileText, repeatVisits, type RepeatVisitRun, type VisitProfile } from './lib/repeat-visit';
import { DEMO_MEMBER_TICKETS, LARGE, seedBenchReadingProgress, seedLarge } from './seed-large';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GROUPS = ['redeem', 'sizes', 'reads', 'navigation', 'search', 'library-search', 'heap', 'vitals', 'repeat-visit', 'references', 'lighthouse'] as const;
type Group = (typeof GROUPS)[number];

// ---- arguments ---------------------------------------------------------------------------------

function parseArgs(argv: string[]) {
  const opts = { size: 'demo' as 'demo' | 'large', runs: 3, baseURL: process.env.BENCH_BASE_URL ?? `http://${endpoint('hosting').host}:${endpoint('hosting').port}`, only: [...GROUPS] as Group[], out: path.join(ROOT, 'bench', 'results'), dist: path.join(ROOT, 'bench', 'tmp', 'dist') };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i] ?? '';
    if (flag === '--size') {
      const v = value();
      if (v !== 'demo' && v !== 'large') throw new Error(`--size must be demo or large, not "${v}"`);
      opts.size = v;
    } else if (flag === '--runs') {
      opts.runs = Number(value());
      if (!Number.isInteger(opts.runs) || opts.runs < 3) throw new Error('--runs must be a whole number, at least 3');
    } else if (flag === '--base-url') opts.baseURL = value();
    else if (flag === '--out') opts.out = path.resolve(value());
    else if (flag === '--dist') opts.dist = path.resolve(value());
    else if (flag === '--only') {
      const list = value().split(',').filter(Boolean);
      const unknown = list.filter((g) => !(GROUPS as readonly string[]).includes(g));
      if (unknown.length) throw new Error(`--only takes ${GROUPS.join(', ')}; unknown: ${unknown.join(', ')}`);
      opts.only = list as Group[];
    } else throw new Error(`Unknown option ${argv[i]}`);
  }
  return opts;
}

const opts = parseArgs(process.argv.slice(2));
const say = (line = '') => process.stdout.write(`${line}\n`);
const kB = (bytes: number) => bytes / 1000;
const MB = (bytes: number) => bytes / 1_000_000;
const le = (value: number): Target => ({ op: '<=', value });
const ge = (value: number): Target => ({ op: '>=', value });
const eq = (value: number): Target => ({ op: '==', value });

/**
 * Lean lists, before and after in one run: the same query over the article records (what the list
 * read before it read summaries: every body) and over their summaries (what it reads now),
 * uncompressed.
 */
async function listBytesNote(): Promise<string> {
  const records = await listResponseBytes(HOSTS.firestore, PROJECT_ID, CONTENT_KINDS.articles.collection);
  const summaries = await listResponseBytes(HOSTS.firestore, PROJECT_ID, CONTENT_KINDS.articles.summary.collection);
  return `uncompressed; the same query over the records (before lists read summaries, every body): ${kB(records.bytes).toFixed(1)} kB for ${records.docs} articles, over the summaries: ${kB(summaries.bytes).toFixed(1)} kB`;
}

// ---- machine -----------------------------------------------------------------------------------

function versionOf(pkg: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown',
  memoryGB: round(os.totalmem() / 1024 ** 3, 1),
  os: `${os.type()} ${os.release()} (${os.arch()})`,
  node: process.version,
  chromium: 'unknown',
  lighthouse: versionOf('lighthouse'),
  playwright: versionOf('playwright-core'),
  firebaseTools: versionOf('firebase-tools'),
  loadAverageAtStart: os.loadavg().map((l) => round(l, 2)),
  loadAverageAtEnd: [] as number[],
  quietAfterSeed: null as QuietWait | null,
  quietAfterRedeem: null as QuietWait | null,
  commit: commit(),
};

// ---- figures -----------------------------------------------------------------------------------

const figures: Figure[] = [];
const details: Record<string, unknown> = {};
const started = Date.now();

async function group(name: Group, body: () => Promise<void>): Promise<void> {
  if (!opts.only.includes(name)) return;
  const t = Date.now();
  say(`▶ ${name}`);
  await body();
  say(`  ${name} done in ${((Date.now() - t) / 1000).toFixed(0)} s`);
}

/** Runs `measure`; a failure becomes an "error" figure (the bench goes on with the next one). */
async function attempt(id: string, labelText: string, unit: string, target: Target | null, measure: () => Promise<Figure[] | Figure>) {
  try {
    const result = await measure();
    for (const f of Array.isArray(result) ? result : [result]) {
      figures.push(f);
      say(`  ${f.label}: ${f.value === null ? 'not measured' : `${round(f.value, f.digits)} ${f.unit}`.trim()}${f.status === 'missed' ? ' (target missed)' : ''}`);
    }
  } catch (error) {
    const f = failed(id, labelText, unit, target, error);
    figures.push(f);
    say(`  ${labelText}: NOT MEASURED (${f.error})`);
  }
}

/** "quiet after 4 s (91 % idle over 2 s)": how a wait for a quiet host ended. */
function describeWait(wait: QuietWait): string {
  return `${wait.quiet ? 'quiet' : 'still busy'} after ${(wait.waitedMs / 1000).toFixed(0)} s (${wait.idleShare === null ? 'no /proc/stat' : `${Math.round(wait.idleShare * 100)} % idle over 2 s`})`;
}

function sizeNote(s: SizeFigure): string {
  return `raw ${kB(s.raw).toFixed(1)} kB, ${s.files.length} files; until ${s.until}`;
}

const large = opts.size === 'large';
let bench: Bench | undefined;
let exitCode = 0;
let fatal = false;

try {
  // ---- seed ------------------------------------------------------------------------------------
  say(`▶ seed: ${opts.size}`);
  const seedStart = Date.now();
  const db = getFirestore(seedApp());
  if (large) await seedLarge();
  else await seedBenchReadingProgress(db, (await seed()).accounts.member);
  const counts: Record<string, number> = {};
  for (const [key, name] of Object.entries({
    articles: COLLECTIONS.articles,
    publications: COLLECTIONS.publications,
    resources: COLLECTIONS.resources,
    products: COLLECTIONS.products,
    membershipCodes: COLLECTIONS.membershipCodes,
    supportTickets: COLLECTIONS.supportTickets,
  })) {
    counts[key] = (await db.collection(name).count().get()).data().count;
  }
  details.seed = { size: opts.size, counts, seconds: round((Date.now() - seedStart) / 1000, 1), ...(large ? { target: LARGE, demoMemberTickets: DEMO_MEMBER_TICKETS } : {}) };
  say(`  ${Object.entries(counts).map(([k, v]) => `${v} ${k}`).join(', ')} (${((Date.now() - seedStart) / 1000).toFixed(0)} s)`);

  // ---- a quiet host after the seed -------------------------------------------------------------------
  // The seed's writes and uploads fire the audit and Storage triggers (each trigger in workers of
  // its own), which would otherwise run beside the first group on a small host: the redeem group's
  // first rounds of callers, or with --only a page group, slowing it. So every run waits for them.
  machine.quietAfterSeed = await waitForQuietHost();
  say(`  host ${describeWait(machine.quietAfterSeed)} after the seed`);

  // ---- redeemMembershipCode (first: the functions emulator has no warm worker yet) ---------------
  await group('redeem', async () => {
    const warmRounds = Math.max(opts.runs, 5);
    await attempt('redeem', 'redeemMembershipCode, 20 concurrent callers', 'ms', le(300), async () => {
      const rounds = await redeemRounds(1 + warmRounds);
      const failures = rounds.flatMap((r) => r.failures);
      if (failures.length) throw new Error(`${failures.length} of ${rounds.length * CALLERS} calls failed, e.g. ${failures[0]}`);
      const cold = rounds[0].latencies;
      const warm = rounds.slice(1).flatMap((r) => r.latencies);
      details.redeem = {
        callers: CALLERS,
        rounds: rounds.map((r, i) => ({ round: i + 1, cold: i === 0, p50: round(percentile(r.latencies, 50)), p95: round(percentile(r.latencies, 95)), max: round(Math.max(...r.latencies)) })),
      };
      const perRound = rounds.slice(1).map((r) => round(percentile(r.latencies, 95)));
      return [
        figure('redeem.warm.p50', `redeemMembershipCode p50, ${CALLERS} concurrent, warm (${warmRounds} rounds)`, percentile(warm, 50), 'ms', 0, null, { note: `${warm.length} calls` }),
        figure('redeem.warm.p95', `redeemMembershipCode p95, ${CALLERS} concurrent, warm (${warmRounds} rounds)`, percentile(warm, 95), 'ms', 0, le(300), { note: `p95 per round: ${perRound.join(', ')} ms`, runs: perRound }),
        figure('redeem.cold.p50', `redeemMembershipCode p50, ${CALLERS} concurrent, cold first round`, percentile(cold, 50), 'ms', 0, null),
        figure('redeem.cold.p95', `redeemMembershipCode p95, ${CALLERS} concurrent, cold first round`, percentile(cold, 95), 'ms', 0, null),
      ];
    });
  });

  // ---- a quiet host before the page figures ------------------------------------------------------
  // The redeem group's function workers keep a small host busy for a while after it.
  if (opts.only.includes('redeem') && opts.only.some((g) => g !== 'redeem')) {
    machine.quietAfterRedeem = await waitForQuietHost();
    say(`  host ${describeWait(machine.quietAfterRedeem)}`);
  }

  // ---- the browser -------------------------------------------------------------------------------
  const needsBrowser = opts.only.some((g) => g !== 'redeem');
  if (needsBrowser) {
    bench = await Bench.launch(opts.baseURL);
    machine.chromium = bench.version();
    say(`  Chromium ${machine.chromium}`);
  } else {
    const b = await Bench.launch(opts.baseURL);
    machine.chromium = b.version();
    await b.close();
  }

  // ---- sizes -------------------------------------------------------------------------------------
  await group('sizes', async () => {
    // The size budgets (tooling/budgets.ts, which `npm test` also checks on the build's static
    // imports): JS + CSS gzip before /login is interactive, before a member screen's data, and for
    // the admin's editor.
    const sizes: Record<string, SizeFigure> = {};
    const loginBudget = le(budgetOf('login').kB);
    await attempt('size.login', 'JS + CSS (gzip) until /login is interactive', 'kB', loginBudget, async () => {
      const s = await measureLogin(bench!);
      sizes.login = s;
      return figure('size.login', 'JS + CSS (gzip) until /login is interactive', kB(s.gzip), 'kB', 1, loginBudget, { note: sizeNote(s) });
    });
    for (const target of SIZE_PAGES) {
      const text = `JS + CSS (gzip) for ${label(target)} before its data`;
      const dataPageBudget = le(budgetOf(target.key).kB);
      const idleText = `JS + CSS (gzip) for ${label(target)} once idle`;
      await attempt(`size.${target.key}`, text, 'kB', dataPageBudget, async () => {
        const s = await measureDataPage(bench!, target);
        sizes[target.key] = s;
        const idle = s.idle!;
        const deferred = s.later.map((f) => `${f.file.replace(/^\/assets\//, '')} ${kB(f.gzip).toFixed(1)}`).join(', ');
        return [
          figure(`size.${target.key}`, text, kB(s.gzip), 'kB', 1, dataPageBudget, { note: sizeNote(s) }),
          // Deferred code (loaded after the first paint, off the critical path) counted too.
          figure(`size.idle.${target.key}`, idleText, kB(idle.gzip), 'kB', 1, null, {
            note: `raw ${kB(idle.raw).toFixed(1)} kB, ${idle.files.length} files; ${kB(idle.gzip - s.gzip).toFixed(1)} kB after the first Firestore document${deferred ? `: ${deferred}` : ''}`,
          }),
        ];
      });
    }
    const editorBudget = le(budgetOf('adminArticlesEditor').kB);
    await attempt('size.adminArticlesEditor', 'JS + CSS (gzip) for /admin/articles with the editor open', 'kB', editorBudget, async () => {
      const s = await measureEditor(bench!);
      sizes.adminArticlesEditor = s;
      return figure('size.adminArticlesEditor', 'JS + CSS (gzip) for /admin/articles with the editor open', kB(s.gzip), 'kB', 1, editorBudget, { note: sizeNote(s) });
    });
    details.sizes = Object.fromEntries(
      Object.entries(sizes).map(([k, s]) => [
        k,
        { gzip: s.gzip, raw: s.raw, until: s.until, ...(s.idle ? { idleGzip: s.idle.gzip, idleRaw: s.idle.raw } : {}), files: s.files.map((f) => ({ file: f.file.replace(/-[A-Za-z0-9_-]{8}\.(js|css)$/, '-[hash].$1'), gzip: f.gzip, raw: f.raw })), notCounted: s.later.map((f) => f.file.replace(/-[A-Za-z0-9_-]{8}\.(js|css)$/, '-[hash].$1')) },
      ]),
    );
  });

  // ---- Firestore reads ---------------------------------------------------------------------------
  await group('reads', async () => {
    // At most 6 in the large seed too (3 featured + 2 requests + 1 continue reading).
    await attempt('reads.dashboard', 'Firestore documents read per view of /dashboard', 'docs', le(6), async () => {
      const r = await dashboardReads(bench!, opts.runs);
      details.readsDashboard = r;
      const shares = r.shares.map((x) => `${x.part} ${x.docs} (${x.collection})`).join(', ');
      const responses = r.responses.map((x) => `${x.docs} via ${x.url.replace(/^.*\/documents:/, '')}`).join(', ');
      return figure('reads.dashboard', 'Firestore documents read per view of /dashboard', median(r.runs), 'docs', 0, le(6), {
        runs: r.runs,
        note: `by part (last run): ${shares}; responses: ${responses || 'none'}`,
      });
    });
    await attempt('reads.returnToList', 'Firestore documents read returning to /blog (/blog → /dashboard → /blog)', 'docs', eq(0), async () => {
      const r = await returnReads(bench!);
      details.readsSession = r;
      return [
        figure('reads.blogListBytes', `Firestore responses of the /blog list (${opts.size})`, kB(r.firstListBytes), 'kB', 1, null, { note: await listBytesNote() }),
        figure('reads.returnToList', 'Firestore documents read again returning to /blog (/blog → /dashboard → /blog)', r.returnToList, 'docs', 0, eq(0), {
          note: `first /blog view ${r.firstList}, /dashboard in between ${r.dashboard} (${r.versionChecks.dashboard} of them the content version check); the return also read ${r.versionChecks.returnToList} for the version check, not counted (at most one every ${CONTENT_FRESHNESS_MS / 1000} s, in whichever view comes that long after the last)`,
        }),
      ];
    });
  });

  // ---- navigation to a rendered /blog list ------------------------------------------------------
  await group('navigation', async () => {
    const target = large ? le(1.5) : le(0.8);
    const text = `Navigation to a rendered /blog list (${opts.size})`;
    await attempt('navigation.blog', text, 's', target, async () => {
      const runs = await blogNavigation(bench!, Math.max(opts.runs, 5));
      return figure('navigation.blog', text, median(runs) / 1000, 's', 2, target, {
        runs: runs.map((r) => round(r / 1000, 3)),
        note: `first visit, signed in; runs ${runs.map((r) => (r / 1000).toFixed(2)).join(', ')} s`,
      });
    });
  });

  // ---- one search keystroke ----------------------------------------------------------------------
  await group('search', async () => {
    const target = large ? le(16) : null;
    const text = `One search keystroke to the updated /blog list (${opts.size})`;
    await attempt('search.keystroke', text, 'ms', target, async () => {
      // As many runs as the other timings: one run's median moves between runs of the same code.
      const runs: Awaited<ReturnType<typeof searchKeystrokes>>[] = [];
      for (let i = 0; i < opts.runs; i++) runs.push(await searchKeystrokes(bench!));
      const samples = runs.flatMap((r) => r.samples);
      if (samples.length < 5) throw new Error(`only ${samples.length} keystrokes changed the list`);
      details.search = runs.map((r) => ({ samples: r.samples.map((s) => round(s, 1)), unchanged: r.unchanged }));
      return figure('search.keystroke', text, median(samples), 'ms', 1, target, {
        note: `median of ${samples.length} keystrokes over ${runs.length} runs (p95 ${percentile(samples, 95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms; ${runs.reduce((n, r) => n + r.unchanged, 0)} left the list unchanged)`,
        runs: runs.map((r) => round(median(r.samples), 1)),
      });
    });
  });

  // ---- the library search of the top navigation --------------------------------------------------
  await group('library-search', async () => {
    const keyText = `Library search: one keystroke to the updated results (${opts.size})`;
    const buildText = `Library search: index build (${opts.size})`;
    const heapText = `Library search: JS heap of the index (${opts.size})`;
    try {
      const runs: Awaited<ReturnType<typeof librarySearch>>[] = [];
      for (let i = 0; i < opts.runs; i++) runs.push(await librarySearch(bench!));
      const samples = runs.flatMap((r) => r.samples);
      if (samples.length < 5) throw new Error(`only ${samples.length} keystrokes changed the results`);
      details.librarySearch = runs.map((r) => ({ ...r, samples: r.samples.map((s) => round(s, 1)) }));
      const records = runs[0]!.records;
      figures.push(
        figure('librarySearch.keystroke', keyText, median(samples), 'ms', 1, le(50), {
          note: `median of ${samples.length} keystrokes over ${runs.length} runs (p95 ${percentile(samples, 95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms; ${runs.reduce((n, r) => n + r.unchanged, 0)} left the results unchanged); ${records} records`,
        }),
        figure('librarySearch.build', buildText, median(runs.map((r) => r.buildMs)), 'ms', 1, null, {
          runs: runs.map((r) => round(r.buildMs, 1)),
          note: `MiniSearch over ${records} summaries of the four kinds, at the search field's first focus`,
        }),
        figure('librarySearch.heap', heapText, MB(median(runs.map((r) => r.heapGrowth))), 'MB', 1, null, {
          runs: runs.map((r) => round(MB(r.heapGrowth), 2)),
          note: 'JS heap after GC once the index is built, minus after GC with the four lists already cached',
        }),
      );
    } catch (error) {
      figures.push(failed('librarySearch.keystroke', keyText, 'ms', le(50), error), failed('librarySearch.build', buildText, 'ms', null, error), failed('librarySearch.heap', heapText, 'MB', null, error));
      say(`  library search: NOT MEASURED (${(error as Error).message})`);
    }
  });

  // ---- peak JS heap ------------------------------------------------------------------------------
  await group('heap', async () => {
    const target = large ? le(60) : null;
    const text = `Peak JS heap on /blog (${opts.size})`;
    await attempt('heap.blog', text, 'MB', target, async () => {
      const peaks = await blogHeap(bench!, opts.runs);
      return figure('heap.blog', text, MB(median(peaks)), 'MB', 1, target, {
        runs: peaks.map((p) => round(MB(p), 1)),
        note: `median of ${peaks.length} runs (${peaks.map((p) => MB(p).toFixed(1)).join(', ')} MB): load, scroll, Show more x3, search`,
      });
    });
  });

  // ---- LCP and CLS, desktop ----------------------------------------------------------------------
  const VITAL_PAGES: BenchPage[] = [PAGES.login, PAGES.dashboard, PAGES.blog, PAGES.article];
  const REPEAT_PAGES: BenchPage[] = [PAGES.dashboard, PAGES.article];
  await group('vitals', async () => {
    for (const target of VITAL_PAGES) {
      const lcpText = `LCP, desktop, ${label(target)}`;
      const clsText = `CLS, desktop, ${label(target)}`;
      try {
        const v = await vitals(bench!, target, opts.runs);
        figures.push(
          figure(`lcp.${target.key}`, lcpText, median(v.lcp) / 1000, 's', 2, le(1.0), {
            runs: v.lcp.map((x) => round(x / 1000, 3)),
            note: `runs ${v.lcp.map((x) => (x / 1000).toFixed(2)).join(', ')} s; element ${v.lcpElement ?? '?'}`,
          }),
          figure(`cls.${target.key}`, clsText, median(v.cls), '', 3, le(0.02), { runs: v.cls.map((x) => round(x, 4)) }),
        );
        say(`  ${label(target)}: LCP ${(median(v.lcp) / 1000).toFixed(2)} s, CLS ${median(v.cls).toFixed(3)}`);
      } catch (error) {
        figures.push(failed(`lcp.${target.key}`, lcpText, 's', le(1.0), error), failed(`cls.${target.key}`, clsText, '', le(0.02), error));
        say(`  ${label(target)}: NOT MEASURED (${(error as Error).message})`);
      }
    }
  });

  // ---- repeat visit: first and second load in one browser context -------------------------------
  await group('repeat-visit', async () => {
    say(`  phone: ${phoneProfileText()}`);
    const visits: Record<string, Record<VisitProfile, RepeatVisitRun[]>> = {};
    for (const profile of ['desktop', 'phone'] as const) {
      for (const target of REPEAT_PAGES) {
        const where = label(target);
        const profileText = profile === 'phone' ? 'phone (4× CPU, slow 4G)' : 'desktop';
        const lcpText = `LCP, ${profileText}, ${where}, repeat visit`;
        const assetText = `Asset bytes from the network, ${profileText}, ${where}, repeat visit`;
        const dataText = `Data bytes from the network, ${profileText}, ${where}, repeat visit`;
        // The issue's goal, on the phone: /dashboard's repeat visit paints within 1 s and fetches
        // nothing but its data.
        const goal = profile === 'phone' && target === PAGES.dashboard;
        try {
          const runs = await repeatVisits(bench!, target, profile, opts.runs);
          (visits[where] ??= { desktop: [], phone: [] })[profile] = runs;
          const med = (pick: (r: RepeatVisitRun) => number) => median(runs.map(pick));
          const firstLcp = med((r) => r.first.lcp);
          const firstAssets = med((r) => r.first.assetBytes);
          const firstData = med((r) => r.first.dataBytes);
          const last = runs[runs.length - 1]!.repeat;
          const leftovers = last.assetFiles.slice(0, 4).map((f) => `${f.file.replace(/^\/assets\//, '')} ${kB(f.bytes).toFixed(1)}`).join(', ');
          figures.push(
            figure(`repeat.${profile}.${target.key}.lcp`, lcpText, med((r) => r.repeat.lcp) / 1000, 's', 2, goal ? le(1.0) : null, {
              runs: runs.map((r) => round(r.repeat.lcp / 1000, 3)),
              note: `first visit ${(firstLcp / 1000).toFixed(2)} s; repeat runs ${runs.map((r) => (r.repeat.lcp / 1000).toFixed(2)).join(', ')} s; element ${last.lcpElement ?? '?'}`,
            }),
            figure(`repeat.${profile}.${target.key}.assets`, assetText, kB(med((r) => r.repeat.assetBytes)), 'kB', 1, goal ? le(0) : null, {
              runs: runs.map((r) => round(kB(r.repeat.assetBytes), 1)),
              note:
                `first visit ${kB(firstAssets).toFixed(1)} kB (${kB(median(runs.map((r) => r.first.workerBytes))).toFixed(1)} kB of it the service worker's own requests, its precache), then Cache Storage held ${runs[runs.length - 1]!.cacheStorage.entries} entries, ${kB(runs[runs.length - 1]!.cacheStorage.bytes).toFixed(1)} kB uncompressed; ` +
                `repeat: ${last.network} requests to the network (${last.workerRequests} by the service worker), ${last.serviceWorker} responses from the service worker, ${last.cached} from the caches${leftovers ? `; assets fetched again: ${leftovers}` : ''}`,
            }),
            figure(`repeat.${profile}.${target.key}.data`, dataText, kB(med((r) => r.repeat.dataBytes)), 'kB', 1, null, {
              runs: runs.map((r) => round(kB(r.repeat.dataBytes), 1)),
              note: `first visit ${kB(firstData).toFixed(1)} kB (Firestore, functions, Auth, Storage, /files/**; encoded, headers included)`,
            }),
          );
          say(
            `  ${profile} ${where}: LCP ${(firstLcp / 1000).toFixed(2)} s → ${(med((r) => r.repeat.lcp) / 1000).toFixed(2)} s; ` +
              `from the network: assets ${kB(firstAssets).toFixed(1)} → ${kB(med((r) => r.repeat.assetBytes)).toFixed(1)} kB, data ${kB(firstData).toFixed(1)} → ${kB(med((r) => r.repeat.dataBytes)).toFixed(1)} kB (first → repeat)`,
          );
        } catch (error) {
          figures.push(
            failed(`repeat.${profile}.${target.key}.lcp`, lcpText, 's', goal ? le(1.0) : null, error),
            failed(`repeat.${profile}.${target.key}.assets`, assetText, 'kB', goal ? le(0) : null, error),
            failed(`repeat.${profile}.${target.key}.data`, dataText, 'kB', null, error),
          );
          say(`  ${profile} ${where}: NOT MEASURED (${(error as Error).message})`);
        }
      }
    }
    details.repeatVisit = mapRuns(visits, (r) => ({
      ...Object.fromEntries((['first', 'repeat'] as const).map((v) => [v, { lcp: round(r[v].lcp), assetBytes: r[v].assetBytes, dataBytes: r[v].dataBytes, network: r[v].network, workerRequests: r[v].workerRequests, workerBytes: r[v].workerBytes, serviceWorker: r[v].serviceWorker, cached: r[v].cached }])),
      cacheStorage: r.cacheStorage,
    }));
  });

  // ---- Lighthouse --------------------------------------------------------------------------------
  const raw: Record<string, Record<Preset, LighthouseRun[]>> = {};
  /**
   * Runs of one page: `opts.runs`, and at least MOBILE_RUNS on mobile, where the simulated figures
   * (a 4x slower CPU) vary most from run to run, for the same code. Lighthouse's own advice on
   * variability is the median of five runs. The first failure ends them.
   *
   * Lighthouse's simulated figures scale with the CPU time the page took, so a run during which the
   * host was slowed by something else (its CPU benchmark index well below this bench's usual) says
   * more about the host than the page: such a run is set aside and measured again, at most
   * BUSY_RETRIES times per page, and the note names what was set aside.
   */
  const BUSY_SHARE = 0.7;
  const BUSY_RETRIES = 3;
  const MOBILE_RUNS = 5;
  const seenIndexes: number[] = [];
  const setAside: Record<string, Record<Preset, number[]>> = {};
  async function lighthouseRuns(session: LighthouseSession, target: BenchPage, where: string, preset: Preset) {
    const runs: LighthouseRun[] = [];
    let error: unknown = null;
    let retries = 0;
    const wanted = preset === 'mobile' ? Math.max(opts.runs, MOBILE_RUNS) : opts.runs;
    while (runs.length < wanted && !error) {
      try {
        const run = await session.run(target, preset);
        const usual = seenIndexes.length >= 3 ? median(seenIndexes) : null;
        if (Number.isFinite(run.benchmarkIndex)) seenIndexes.push(run.benchmarkIndex);
        if (usual !== null && run.benchmarkIndex < BUSY_SHARE * usual && retries < BUSY_RETRIES) {
          retries++;
          (setAside[where] ??= { mobile: [], desktop: [] })[preset].push(round(run.benchmarkIndex));
          say(`  ${preset} ${where}: a run set aside, the host was busy (CPU index ${run.benchmarkIndex.toFixed(0)}, usual ${usual.toFixed(0)})`);
          continue;
        }
        runs.push(run);
      } catch (e) {
        error = e;
      }
    }
    (raw[where] ??= { mobile: [], desktop: [] })[preset] = runs;
    return { runs, error };
  }
  const setAsideNote = (where: string, preset: Preset) => {
    const indexes = setAside[where]?.[preset] ?? [];
    return indexes.length ? `; ${indexes.length} run(s) set aside on a busy host (CPU index ${indexes.join(', ')})` : '';
  };
  const simulated = (runs: LighthouseRun[]) =>
    `LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(1)} s, TBT ${median(runs.map((r) => r.tbt)).toFixed(0)} ms, CLS ${median(runs.map((r) => r.cls)).toFixed(3)} (simulated)`;
  /** The references' mobile performance of this run, for the notes of the portal's mobile figures. */
  let referenceNote = '';

  // Same-run references: the floor (static HTML) and the floor of the stack (React + MUI).
  await group('references', async () => {
    const bytes = await writeStaticLogin(bench!, opts.dist);
    say(`  static copy of /login: ${kB(bytes).toFixed(1)} kB of HTML, no script`);
    const session = await lighthouseSession(opts.baseURL, path.join(ROOT, 'bench', 'tmp'));
    const scores: string[] = [];
    try {
      for (const [key, target] of Object.entries(REFERENCE_PAGES) as [keyof typeof REFERENCE_PAGES, BenchPage][]) {
        const where = REFERENCE_LABELS[key];
        const text = `Lighthouse performance, mobile, ${where}`;
        const { runs, error } = await lighthouseRuns(session, target, where, 'mobile');
        if (error) {
          figures.push(failed(`lighthouse.mobile.performance.${target.key}`, text, '', null, error));
          say(`  mobile ${where}: NOT MEASURED (${(error as Error).message})`);
          continue;
        }
        const score = median(runs.map((r) => r.scores.performance));
        scores.push(`${key === 'static' ? 'static HTML' : 'React + MUI'} ${score}`);
        figures.push(
          figure(`lighthouse.mobile.performance.${target.key}`, text, score, '', 0, null, {
            runs: runs.map((r) => r.scores.performance),
            note: `runs ${runs.map((r) => r.scores.performance).join(', ')}; ${simulated(runs)}; accessibility ${median(runs.map((r) => r.scores.accessibility))}${setAsideNote(where, 'mobile')}`,
          }),
        );
        say(`  mobile ${where}: performance ${score}`);
      }
    } finally {
      await session.close();
    }
    referenceNote = scores.length ? `; references this run: ${scores.join(', ')}` : '';
  });

  /** The screens with speed targets: the desktop-timed ones and /publications. */
  // PMC_BENCH_LIGHTHOUSE_PAGES=/dashboard,/blog measures only those (mobile only), to try a change.
  const trying = process.env.PMC_BENCH_LIGHTHOUSE_PAGES?.split(',');
  const LIGHTHOUSE_PAGES: BenchPage[] = [...VITAL_PAGES, PAGES.publications].filter((p) => !trying || trying.includes(label(p)));
  await group('lighthouse', async () => {
    const session = await lighthouseSession(opts.baseURL, path.join(ROOT, 'bench', 'tmp'));
    try {
      for (const preset of trying ? (['mobile'] as const) : (['mobile', 'desktop'] as const)) {
        for (const target of LIGHTHOUSE_PAGES) {
          const where = label(target);
          const { runs, error } = await lighthouseRuns(session, target, where, preset);
          const scoreOf = (c: (typeof CATEGORIES)[number]) => median(runs.map((r) => r.scores[c]));
          const failing = [...new Set(runs.flatMap((r) => r.failing))];
          if (preset === 'mobile') {
            const targets = { performance: ge(95), accessibility: eq(100), 'best-practices': eq(100) } as const;
            for (const c of CATEGORIES) {
              const text = `Lighthouse ${c.replace('-', ' ')}, mobile, ${where}`;
              if (error) {
                figures.push(failed(`lighthouse.mobile.${c}.${target.key}`, text, '', targets[c], error));
                continue;
              }
              const note =
                c === 'performance'
                  ? `runs ${runs.map((r) => r.scores[c]).join(', ')}; ${simulated(runs)}${setAsideNote(where, 'mobile')}${referenceNote}`
                  : failing.filter((f) => f.startsWith(c)).map((f) => f.slice(c.length + 2)).join(', ') || `runs ${runs.map((r) => r.scores[c]).join(', ')}`;
              figures.push(figure(`lighthouse.mobile.${c}.${target.key}`, text, scoreOf(c), '', 0, targets[c], { runs: runs.map((r) => r.scores[c]), note }));
            }
            say(`  mobile ${where}: ${error ? `NOT MEASURED (${(error as Error).message})` : CATEGORIES.map((c) => `${c} ${scoreOf(c)}`).join(', ')}`);
          } else {
            const text = `Lighthouse performance, desktop, ${where}`;
            if (error) figures.push(failed(`lighthouse.desktop.performance.${target.key}`, text, '', null, error));
            else
              figures.push(
                figure(`lighthouse.desktop.performance.${target.key}`, text, scoreOf('performance'), '', 0, null, {
                  runs: runs.map((r) => r.scores.performance),
                  note: `accessibility ${scoreOf('accessibility')}, best practices ${scoreOf('best-practices')}; LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s (simulated)${setAsideNote(where, 'desktop')}`,
                }),
              );
            say(`  desktop ${where}: ${error ? `NOT MEASURED (${(error as Error).message})` : CATEGORIES.map((c) => `${c} ${scoreOf(c)}`).join(', ')}`);
          }
        }
      }
    } finally {
      await session.close();
    }
  });

  // Lighthouse's CPU benchmark index over every Lighthouse run of this bench: how fast this host is.
  // Every run counts here, those set aside on a busy host too.
  const asideCount = Object.values(setAside).flatMap((presets) => [...presets.mobile, ...presets.desktop]).length;
  if (seenIndexes.length) {
    figures.push(
      figure('lighthouse.benchmarkIndex', 'Lighthouse CPU benchmark index of this host (higher is faster)', median(seenIndexes), '', 0, null, {
        runs: seenIndexes.map((x) => round(x)),
        note:
          `median of ${seenIndexes.length} Lighthouse runs, min ${Math.min(...seenIndexes).toFixed(0)}, max ${Math.max(...seenIndexes).toFixed(0)}` +
          (asideCount ? `; ${asideCount} run(s) below ${BUSY_SHARE * 100} % of the usual index set aside and measured again` : ''),
      }),
    );
  }
  if (asideCount) details.lighthouseSetAside = setAside;
  if (Object.keys(raw).length) {
    details.lighthouse = mapRuns(raw, (r) => ({ ...r.scores, lcp: round(r.lcp), tbt: round(r.tbt), cls: round(r.cls, 4), fcp: round(r.fcp), benchmarkIndex: round(r.benchmarkIndex), failing: r.failing }));
  }
} catch (error) {
  say(`The bench could not run: ${(error as Error)?.stack ?? error}`);
  exitCode = 1;
  fatal = true;
} finally {
  await bench?.close();
  await closeAll().catch(() => undefined);
  await closeSeed().catch(() => undefined);
}

// ---- report ------------------------------------------------------------------------------------

if (fatal) process.exit(1);

machine.loadAverageAtEnd = os.loadavg().map((l) => round(l, 2));
const order = (f: Figure) => {
  const prefixes = ['size.', 'lighthouse.benchmarkIndex', 'lighthouse.mobile.performance', 'lighthouse.mobile.accessibility', 'lighthouse.mobile.best-practices', 'lighthouse.desktop', 'lcp.', 'cls.', 'repeat.', 'navigation.', 'search.', 'reads.', 'redeem.', 'heap.'];
  const i = prefixes.findIndex((p) => f.id.startsWith(p));
  return i < 0 ? prefixes.length : i;
};
figures.sort((a, b) => order(a) - order(b));
const errors = figures.filter((f) => f.status === 'error');
const missed = figures.filter((f) => f.status === 'missed');
if (errors.length) exitCode = 1;
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const date = new Date().toISOString();

const machineLine =
  `${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGB} GB RAM, ${machine.os}; Node ${machine.node}, ` +
  `Chromium ${machine.chromium}, Lighthouse ${machine.lighthouse}, Playwright ${machine.playwright}; ` +
  `load average ${machine.loadAverageAtStart.join(' / ')} at start, ${machine.loadAverageAtEnd.join(' / ')} at end` +
  (machine.quietAfterSeed ? `; waiting for a quiet host after the seed: ${describeWait(machine.quietAfterSeed)}` : '') +
  (machine.quietAfterRedeem ? `; after the redeem group: ${describeWait(machine.quietAfterRedeem)}` : '');
const summary = `${figures.length - errors.length} of ${figures.length} figures measured; ${missed.length} target(s) missed${errors.length ? `; ${errors.length} NOT MEASURED` : ''}.`;

say();
say(`PMC Portal bench, size ${opts.size}, ${date} (${minutes} min), commit ${machine.commit}`);
say(machineLine);
say(`Timings: median of ${opts.runs} runs (navigation: ${Math.max(opts.runs, 5)}); sizes: kB = 1,000 bytes; heap: MB = 1,000,000 bytes.`);
say();
say(textTable(figures));
say();
say(summary);

const partial = opts.only.length !== GROUPS.length;
const outDir = partial && opts.out === path.join(ROOT, 'bench', 'results') ? path.join(ROOT, 'bench', 'tmp') : opts.out;
mkdirSync(outDir, { recursive: true });
const base = path.join(outDir, `${partial ? 'partial' : 'latest'}-${opts.size}`);
writeFileSync(
  `${base}.json`,
  `${JSON.stringify({ size: opts.size, date, minutes: Number(minutes), runs: opts.runs, groups: opts.only, machine, summary, figures, details }, null, 2)}\n`,
);
const sizeRows = (details.sizes ?? {}) as Record<string, { files: { file: string; gzip: number; raw: number }[]; notCounted: string[] }>;
writeFileSync(
  `${base}.md`,
  [
    `# PMC Portal bench: ${opts.size}`,
    '',
    `${date}, commit \`${machine.commit}\`, ${minutes} min. Written by \`npm run bench -- --size ${opts.size}\` (how to run it: bench/README.md; how to read the figures: docs/performance.md).`,
    '',
    `**Machine:** ${machineLine}.`,
    '',
    `**Seed:** ${Object.entries((details.seed as { counts?: Record<string, number> })?.counts ?? {}).map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`).join(', ')}.`,
    '',
    `Timings are the median of ${opts.runs} runs (navigation: ${Math.max(opts.runs, 5)}, searches: every keystroke of every run that changed the results). kB = 1,000 bytes, MB = 1,000,000 bytes. Targets are reported, never asserted.`,
    '',
    markdownTable(figures),
    '',
    `**${summary}**`,
    '',
    ...(Object.keys(sizeRows).length
      ? [
          '## What each screen downloads (gzip, largest first)',
          '',
          ...Object.entries(sizeRows).flatMap(([k, s]) => [
            `- **${k}**: ${s.files.map((f) => `${f.file.replace(/^\/assets\//, '')} ${kB(f.gzip).toFixed(1)}`).join(', ')}${s.notCounted.length ? ` (fetched later, not counted: ${s.notCounted.map((f) => f.replace(/^\/assets\//, '')).join(', ')})` : ''}`,
          ]),
          '',
        ]
      : []),
  ].join('\n'),
);
say(`Wrote ${path.relative(process.cwd(), `${base}.json`)} and ${path.relative(process.cwd(), `${base}.md`)}`);
if (errors.length) say(`Not measured: ${errors.map((e) => `${e.label} (${e.error})`).join('; ')}`);
process.exit(exitCode);
