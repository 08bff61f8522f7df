// `npm run screenshots`: the README's pictures, docs/images/member-dashboard.png (the demo member's
// dashboard) and docs/images/staff-console.png (the demo admin's article list). Builds the functions
// and the web app in emulator mode (into .e2e/web, as the end-to-end tests do), starts the emulators
// with the Hosting emulator serving that build with firebase.json's headers and CSP, seeds the demo,
// signs in through the sign-in screen in Debian's Chromium and photographs each screen once its
// data is there. Run by hand when the screens change; the pictures are committed.
//
//   npm run screenshots                    build, then take both pictures
//   npm run screenshots -- --skip-build    reuse .e2e/web and functions/lib when they exist
//
// Two runs on one machine give the same bytes: the seed's dates count back from SCREEN_NOW, which
// is also the page's clock; the window, pixel ratio, locale, time zone and colour scheme are fixed;
// text is drawn without hinting or subpixel colour; motion is reduced and CSS animations are
// stopped; each picture waits for its screen to have finished loading (a condition, not a pause),
// is laid out once more with its pictures in, and is kept once two in a row agree. Another
// Chromium or other fonts draw differently: the script prints the fonts the text was drawn in.
// The emulators' ports must be free: this cannot run next to `npm test`, `npm start` or the bench.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, chromiumPath } from '../tooling/chromium.mjs';
import { emulatorClientEnv, endpoint } from '../tooling/emulator-config.mjs';
import { E2E_BUILD_DIR } from '../tooling/hosting-config.mjs';
import { createCommandStack } from './lib/emulator-stack.mjs';
import { fail, requirePrerequisites } from './lib/prerequisites.mjs';
import { exitCode, startLogged } from './lib/processes.mjs';
import { FIREBASE_BIN, ROOT, VITE_BIN, WEB_DIR, logFile, relative } from './lib/project-files.mjs';
import { waitForHttp } from './lib/wait-for-http.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const unknown = args.filter((a) => a !== '--skip-build');
if (unknown.length) fail(`Unknown option ${unknown[0]}: npm run screenshots [-- --skip-build]`);

/**
 * The moment the pictures show: the seed's "now" and the page's clock. In the past, after the
 * newest seeded journal date, so that the library's "published by now" queries, which the rules
 * hold to the server's real clock, find every seeded record.
 */
const SCREEN_NOW = new Date('2025-09-15T14:00:00Z');

/**
 * A desktop window at one device pixel per CSS pixel: wide enough for the header's full navigation,
 * tall enough for the dashboard's featured articles and several rows of the staff's list.
 */
const WINDOW = { viewport: { width: 1280, height: 1300 }, deviceScaleFactor: 1 };

/**
 * Text drawn the same way on every run: no hinting, no subpixel (LCD) colour fringes, and colours
 * in sRGB whatever the machine's display profile.
 */
const RENDERING_ARGS = [
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  // No frame shows a picture that is not decoded yet or a tile that is not drawn yet.
  '--disable-checker-imaging',
  '--run-all-compositor-stages-before-draw',
];

const IMAGES_DIR = path.join(ROOT, 'docs', 'images');
const BASE_URL = `http://${endpoint('hosting').host}:${endpoint('hosting').port}`;
const emulatorLog = logFile('screenshots-emulators.log');
const buildLog = logFile('screenshots-build.log');
const startedAt = Date.now();

function say(line = '') {
  process.stdout.write(`${line}\n`);
}

let browser;
const stack = createCommandStack('the screenshots', { onStopping: () => void browser?.close().catch(() => undefined) });

// --- prerequisites: one line each -------------------------------------------------------------
await requirePrerequisites({ installed: [FIREBASE_BIN, VITE_BIN], chromiumFor: 'the screenshots' });

// --- builds ------------------------------------------------------------------------------------
if (!skipBuild || !existsSync(path.join(ROOT, 'functions', 'lib', 'index.js'))) {
  await stack.buildFunctions();
}
if (!stack.stopping && (!skipBuild || !existsSync(path.join(E2E_BUILD_DIR, 'index.html')))) {
  say(`▶ build: web app (vite build --mode emulator → ${relative(E2E_BUILD_DIR)}); log: ${relative(buildLog)}`);
  const build = startLogged(process.execPath, [VITE_BIN, 'build', '--mode', 'emulator'], { cwd: WEB_DIR, log: buildLog });
  if ((await exitCode(build)) !== 0) await stack.failWithLog('Building the web app failed (vite build --mode emulator)', buildLog);
}

// --- emulators ---------------------------------------------------------------------------------
if (!stack.stopping) await stack.serveBuild(E2E_BUILD_DIR, emulatorLog);
if (!stack.stopping) {
  try {
    await waitForHttp(`${BASE_URL}/`, { timeoutMs: 60_000, accept: (res, body) => res.ok && body.includes('id="root"') });
  } catch (err) {
    await stack.failWithLog(`The Hosting emulator did not serve the build at ${BASE_URL} (${err.message})`, emulatorLog);
  }
}

// --- seed: the demo as of SCREEN_NOW -----------------------------------------------------------
/** Loads a TypeScript module of the repository (the seed, the demo accounts, the sign-in steps). */
async function load(file) {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(pathToFileURL(path.join(ROOT, file)).href, import.meta.url);
}

let accounts;
let signInSteps;
if (!stack.stopping) {
  say(`▶ seed: the demo as of ${SCREEN_NOW.toISOString()}`);
  Object.assign(process.env, emulatorClientEnv());
  const seeding = await load('emulators/seeding/demo-seed.ts');
  try {
    await seeding.seed({ now: SCREEN_NOW });
  } catch (err) {
    await stack.shutdown(1, `Seeding failed: ${err?.stack ?? err}`);
  } finally {
    await seeding.closeSeed();
  }
  accounts = await load('emulators/demo-accounts.ts');
  signInSteps = await load('tooling/sign-in-steps.ts');
}

// --- pictures ----------------------------------------------------------------------------------
/**
 * Resolves once the page has nothing left to load in view: no region marked busy, no progress
 * indicator or skeleton, every image in the window decoded, and the fonts ready.
 */
function settled() {
  if (document.fonts.status !== 'loaded') return false;
  if (document.querySelector('[aria-busy="true"], [role="progressbar"], .MuiSkeleton-root')) return false;
  return [...document.images].every((img) => {
    const box = img.getBoundingClientRect();
    const inView = box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    return !inView || (img.complete && img.naturalWidth > 0);
  });
}

/** The installed fonts Chromium drew `selector`'s text with (the platform's, not web fonts). */
async function fontsOf(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) return [];
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((f) => `${f.familyName}${f.isCustomFont ? ' (web font)' : ''}`);
  } finally {
    await cdp.detach();
  }
}

/**
 * Lays the screen out once more now that its pictures are in view and decoded. Whether a card's
 * grey placeholder is drawn beneath the anti-aliased rounded corners of its picture depends on
 * whether the picture had arrived when the card was laid out, and which comes first varies from run
 * to run; a narrower window (the same breakpoint: the same components and navigation) and back
 * lays every card out again with every picture there.
 */
async function layOutAgain(page) {
  await page.setViewportSize({ width: 1000, height: WINDOW.viewport.height });
  await page.waitForFunction(settled, undefined, { polling: 100 });
  await page.setViewportSize(WINDOW.viewport);
  await page.waitForFunction(settled, undefined, { polling: 100 });
}

/** The window's picture once two in a row agree: nothing is still being drawn. */
async function steadyPicture(page) {
  const take = () => page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  let last = await take();
  for (let i = 0; i < 10; i++) {
    const next = await take();
    if (next.equals(last)) return next;
    last = next;
  }
  throw new Error(`${page.url()} kept changing: 11 pictures in a row differed`);
}

/**
 * Signs `account` in through the sign-in screen in a fresh profile, opens `route` anew (no focus
 * ring or hover left over from the form), waits for `ready` and the page to settle, and writes the
 * window's picture to docs/images/`name`.
 */
async function photograph({ account, route, ready, name }) {
  const context = await browser.newContext({
    ...WINDOW,
    baseURL: BASE_URL,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(60_000);
  try {
    const page = await context.newPage();
    await page.clock.setFixedTime(SCREEN_NOW);
    await signInSteps.signIn(page, account.email, account.password);
    await signInSteps.waitForDashboard(page, account.name);
    // The pointer leaves the form's button before the screen loads, so nothing on it is hovered.
    await page.mouse.move(0, 0);
    await page.goto(route);
    await ready(page);
    await page.waitForFunction(settled, undefined, { polling: 100 });
    await page.evaluate(() => Promise.all([...document.images].filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.decode())));
    await layOutAgain(page);
    const fonts = [...new Set([...(await fontsOf(page, 'h1')), ...(await fontsOf(page, 'main p'))])];
    const shot = await steadyPicture(page);
    // Lossless, smallest: the same pixels as Chromium's PNG, packed harder.
    const png = await sharp(shot).png({ compressionLevel: 9, adaptiveFiltering: true, palette: false }).toBuffer();
    const file = path.join(IMAGES_DIR, name);
    writeFileSync(file, png);
    say(`  ${relative(file)}  ${(png.length / 1024).toFixed(0)} kB  (text in ${fonts.join(', ') || 'no font found'})`);
    return file;
  } finally {
    await context.close();
  }
}

if (!stack.stopping) {
  say(`▶ pictures: Chromium ${WINDOW.viewport.width}×${WINDOW.viewport.height}, clock at ${SCREEN_NOW.toISOString()}`);
  const files = [];
  try {
    mkdirSync(IMAGES_DIR, { recursive: true });
    browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS, ...RENDERING_ARGS] });
    const { DEMO_MEMBER, DEMO_ADMIN } = accounts;
    files.push(
      await photograph({
        account: DEMO_MEMBER,
        route: '/dashboard',
        name: 'member-dashboard.png',
        ready: async (page) => {
          await page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_MEMBER.name}` }).waitFor();
          await page.getByRole('region', { name: 'Featured Articles' }).getByRole('listitem').first().waitFor();
        },
      }),
    );
    files.push(
      await photograph({
        account: DEMO_ADMIN,
        route: '/admin/articles',
        name: 'staff-console.png',
        ready: async (page) => {
          await page.getByRole('heading', { level: 1, name: 'Manage Articles' }).waitFor();
          await page.getByRole('table').getByRole('row').nth(1).waitFor();
        },
      }),
    );
    await browser.close();
  } catch (err) {
    await stack.shutdown(1, `Taking the pictures failed: ${err?.stack ?? err}`);
  }
  if (!stack.stopping) {
    say(`\nScreenshots (${((Date.now() - startedAt) / 1000).toFixed(0)} s):`);
    for (const file of files) say(`  ${relative(file)}`);
    await stack.shutdown(0);
  }
}
