/**
 * A screen loaded twice in the same browser context, signed in: the first visit (empty HTTP cache,
 * no service worker), then, once that page has gone idle and been closed, the same address in a new
 * tab of the same context (the HTTP cache and any service worker the first visit installed are
 * warm; the new tab has no memory cache of its own). Each visit reports its LCP and the bytes that
 * came from the network.
 *
 * Two profiles: the desktop window of the other timings, unthrottled, and a phone, throttled with
 * Lighthouse's own mobile settings (the bench's Lighthouse mobile runs): its screen, its user agent,
 * its CPU slowdown and its slow 4G applied as DevTools throttling (request latency and throughput),
 * since a warm visit cannot be simulated from a cold one's requests.
 *
 * "From the network" is read from the page's DevTools Network events: a response served from the
 * memory cache, the disk cache or the service worker moved no bytes; every other one moved its
 * encoded length (headers and body, as transferred). Bytes split into assets (the Hosting origin's
 * files: the HTML pages, scripts, styles, fonts, pictures) and data (everything else: Firestore,
 * the functions, Auth, Storage and the Hosting origin's `/files/**` endpoint), so a goal of "at most
 * the data's bytes" reads off the asset figure.
 */
import type { BrowserContextOptions, CDPSession, Page, Request } from 'playwright-core';
import { defaultConfig } from 'lighthouse';
import { probeState, trackNetwork, type Bench } from './browser';
import type { BenchPage } from './pages';

export type VisitProfile = 'desktop' | 'phone';

/** Lighthouse's mobile preset: the phone the mobile scores are measured on. */
const MOBILE = defaultConfig.settings!;

const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: MOBILE.screenEmulation!.width!, height: MOBILE.screenEmulation!.height! },
  deviceScaleFactor: MOBILE.screenEmulation!.deviceScaleFactor!,
  isMobile: true,
  hasTouch: true,
  userAgent: typeof MOBILE.emulatedUserAgent === 'string' ? MOBILE.emulatedUserAgent : undefined,
};

/** What the phone profile applies, in words (for the figures' notes). */
export function phoneProfileText(): string {
  const t = MOBILE.throttling!;
  return `${PHONE_CONTEXT.viewport!.width}×${PHONE_CONTEXT.viewport!.height}, CPU ${t.cpuSlowdownMultiplier}× slower, ${Math.round(t.requestLatencyMs!)} ms latency, ${((t.downloadThroughputKbps! * 1024) / 8 / 1000).toFixed(0)} kB/s down (Lighthouse mobile's slow 4G, DevTools throttling)`;
}

async function throttle(cdp: CDPSession): Promise<void> {
  const t = MOBILE.throttling!;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.cpuSlowdownMultiplier! });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: t.requestLatencyMs!,
    downloadThroughput: (t.downloadThroughputKbps! * 1024) / 8,
    uploadThroughput: (t.uploadThroughputKbps! * 1024) / 8,
  });
}

export interface VisitFigure {
  lcp: number;
  lcpElement: string | null;
  /** Bytes from the network (encoded, headers included): assets and data. */
  assetBytes: number;
  dataBytes: number;
  /** Responses that came from the network / from the service worker / from the caches. */
  network: number;
  /** Of `network`: requests the service worker itself made, and their bytes (in assetBytes and dataBytes). */
  workerRequests: number;
  workerBytes: number;
  serviceWorker: number;
  cached: number;
  /** Asset files that still came from the network (path and bytes), largest first. */
  assetFiles: { file: string; bytes: number }[];
}

/**
 * Counts the page's responses by where they came from, and the bytes those from the network moved;
 * plus the service worker's own requests (what it fetched over the network to answer the page, or
 * to precache), which the page only sees as answers from the service worker.
 */
async function countNetwork(page: Page, assetOrigin: string) {
  const cdp = await page.context().newCDPSession(page);
  const workerSizes: Promise<{ url: string; bytes: number }>[] = [];
  const onWorkerRequest = (request: Request) => {
    if (!request.serviceWorker()) return;
    workerSizes.push(
      request.sizes().then(
        (s) => ({ url: request.url(), bytes: s.responseHeadersSize + s.responseBodySize }),
        () => ({ url: request.url(), bytes: 0 }),
      ),
    );
  };
  page.context().on('requestfinished', onWorkerRequest);
  await cdp.send('Network.enable');
  type Entry = { url: string; from: 'network' | 'serviceWorker' | 'cache'; bytes: number };
  const requests = new Map<string, Entry>();
  let cached = 0;
  cdp.on('Network.requestServedFromCache', () => {
    cached++;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const from = response.fromServiceWorker ? 'serviceWorker' : response.fromDiskCache || response.fromPrefetchCache ? 'cache' : 'network';
    const known = requests.get(requestId);
    requests.set(requestId, { url: response.url, from, bytes: known?.bytes ?? 0 });
  });
  // A stream (Firestore's Listen channel) never finishes: its chunks count as they arrive.
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    const known = requests.get(requestId);
    if (known) known.bytes += encodedDataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const known = requests.get(requestId);
    if (known) known.bytes = Math.max(known.bytes, encodedDataLength);
  });
  return {
    cdp,
    async totals() {
      page.context().off('requestfinished', onWorkerRequest);
      const worker = await Promise.all(workerSizes);
      const all = [...requests.values()];
      const fromNetwork = [...all.filter((r) => r.from === 'network'), ...worker];
      const isAsset = (url: string) => {
        const u = new URL(url);
        return u.origin === assetOrigin && !u.pathname.startsWith('/files/');
      };
      const assets = fromNetwork.filter((r) => isAsset(r.url));
      return {
        assetBytes: assets.reduce((n, r) => n + r.bytes, 0),
        dataBytes: fromNetwork.filter((r) => !isAsset(r.url)).reduce((n, r) => n + r.bytes, 0),
        network: fromNetwork.length,
        serviceWorker: all.filter((r) => r.from === 'serviceWorker').length,
        workerRequests: worker.length,
        workerBytes: worker.reduce((n, r) => n + r.bytes, 0),
        cached: cached + all.filter((r) => r.from === 'cache').length,
        assetFiles: assets.map((r) => ({ file: new URL(r.url).pathname, bytes: r.bytes })).sort((a, b) => b.bytes - a.bytes),
      };
    },
  };
}

/** One visit in a new tab of `context`'s browser context: the screen's data shown, the network quiet. */
async function visit(bench: Bench, page: Page, target: BenchPage, profile: VisitProfile): Promise<VisitFigure> {
  const counter = await countNetwork(page, new URL(bench.baseURL).origin);
  if (profile === 'phone') await throttle(counter.cdp);
  const net = trackNetwork(page);
  await page.goto(target.path);
  await target.ready(page);
  await net.quiet(1000, 30_000);
  const state = await probeState(page);
  if (state.lcp === null) throw new Error(`no largest-contentful-paint entry on ${target.path}`);
  return { lcp: state.lcp, lcpElement: state.lcpElement, ...(await counter.totals()) };
}

/** Waits until the page's main thread has an idle moment after its load event (at most 10 s). */
export async function idle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 10_000 });
        else setTimeout(resolve, 0);
      }),
  );
}

export interface RepeatVisitRun {
  first: VisitFigure;
  repeat: VisitFigure;
  /** What Cache Storage held once the first visit was idle (entries, bytes of their bodies). */
  cacheStorage: { entries: number; bytes: number };
}

/** Entries and body bytes (decoded) of every cache in the page's Cache Storage. */
function cacheStorage(page: Page): Promise<{ entries: number; bytes: number }> {
  return page.evaluate(async () => {
    let entries = 0;
    let bytes = 0;
    if (!('caches' in window)) return { entries, bytes };
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries++;
        bytes += response ? (await response.blob()).size : 0;
      }
    }
    return { entries, bytes };
  });
}

/**
 * First and repeat visit of `target`, `runs` times, each run in a context of its own. Between the
 * two, the first tab goes idle (so deferred work, a service worker's install and precache among
 * it, is done) and any service worker is given until it is active.
 */
export async function repeatVisits(bench: Bench, target: BenchPage, profile: VisitProfile, runs: number): Promise<RepeatVisitRun[]> {
  const out: RepeatVisitRun[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await bench.context(target.role, { vitals: true }, profile === 'phone' ? PHONE_CONTEXT : {});
    try {
      const firstPage = await context.newPage();
      const first = await visit(bench, firstPage, target, profile);
      await idle(firstPage);
      const net = trackNetwork(firstPage);
      await net.quiet(1000, 30_000);
      // A registered service worker that is still installing (precaching) finishes first.
      await firstPage.evaluate(async () => {
        const registration = await navigator.serviceWorker?.getRegistration();
        if (registration && !registration.active) await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 30_000))]);
      });
      const stored = await cacheStorage(firstPage);
      await firstPage.close();
      const repeatPage = await context.newPage();
      const repeat = await visit(bench, repeatPage, target, profile);
      out.push({ first, repeat, cacheStorage: stored });
    } finally {
      await context.close();
    }
  }
  return out;
}
