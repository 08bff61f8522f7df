// `npm run bench`: builds the production app (vite build --mode emulator, into bench/tmp/dist so
// the tests' build is left alone), builds the functions, starts the emulators with the Hosting
// emulator serving that build with firebase.json's headers and CSP, then runs bench/run.ts, which seeds the chosen size, measures in Debian's
// Chromium, prints the table and writes bench/results/latest-{size}.json and .md. See bench/README.md.
//
//   npm run bench -- --size demo          the seeded demo (default)
//   npm run bench -- --size large         2,000 articles, 500 publications/resources/products, ...
//   npm run bench -- --runs 5             more runs per timing (at least 3)
//   npm run bench -- --only sizes,reads   some groups only (written to bench/tmp/partial-*)
//   npm run bench -- --skip-build         reuse bench/tmp/dist and functions/lib
//
// Exit code 0 when everything was measured (missed targets included), 1 when something was not.
// The emulators' ports must be free: the bench cannot run next to `npm test` or `npm start`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { emulatorClientEnv, endpoint } from '../tooling/emulator-config.mjs';
import { createCommandStack } from './lib/emulator-stack.mjs';
import { fail, requirePrerequisites } from './lib/prerequisites.mjs';
import { exitCode, run, startLogged } from './lib/processes.mjs';
import { FIREBASE_BIN, ROOT, VITE_BIN, WEB_DIR, logFile, relative } from './lib/project-files.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const runArgs = args.filter((a) => a !== '--skip-build');
const sizeArg = runArgs.find((a, i) => a.startsWith('--size=') || runArgs[i - 1] === '--size');
const size = sizeArg?.replace(/^--size=/, '') ?? 'demo';
if (size !== 'demo' && size !== 'large') fail(`--size must be demo or large, not "${size}": npm run bench -- --size demo|large`);
if (!runArgs.some((a) => a === '--size' || a.startsWith('--size='))) runArgs.push('--size', size);

const BASE_URL = `http://${endpoint('hosting').host}:${endpoint('hosting').port}`;
const DIST = path.join(ROOT, 'bench', 'tmp', 'dist');
const RUN = path.join(ROOT, 'bench', 'run.ts');
const emulatorLog = logFile('bench-emulators.log');
const buildLog = logFile('bench-build.log');

function say(line = '') {
  process.stdout.write(`${line}\n`);
}

const stack = createCommandStack('the bench');

// --- prerequisites: one line each -------------------------------------------------------------
await requirePrerequisites({
  installed: [FIREBASE_BIN, VITE_BIN, path.join(ROOT, 'node_modules', 'lighthouse')],
  chromiumFor: 'the bench',
});

// --- builds ------------------------------------------------------------------------------------
const REFERENCE_DIST = path.join(DIST, 'reference', 'mui');
if (!skipBuild || !existsSync(path.join(DIST, 'index.html')) || !existsSync(path.join(REFERENCE_DIST, 'index.html'))) {
  await stack.buildFunctions();
  say(`▶ build: web app (vite build --mode emulator → ${relative(DIST)}); log: ${relative(buildLog)}`);
  const build = startLogged(process.execPath, [VITE_BIN, 'build', '--mode', 'emulator', '--outDir', DIST, '--emptyOutDir'], { cwd: WEB_DIR, log: buildLog });
  if ((await exitCode(build)) !== 0) await stack.failWithLog('Building the web app failed (vite build --mode emulator)', buildLog);
  // The React + MUI reference page, served beside the app at /reference/mui/.
  say(`▶ build: React + MUI reference (web/bench-reference → ${relative(REFERENCE_DIST)})`);
  const reference = startLogged(
    process.execPath,
    [VITE_BIN, 'build', '--config', path.join(WEB_DIR, 'bench-reference', 'vite.config.ts'), '--outDir', REFERENCE_DIST, '--emptyOutDir'],
    { cwd: WEB_DIR, log: buildLog },
  );
  if ((await exitCode(reference)) !== 0) await stack.failWithLog('Building the React + MUI reference failed', buildLog);
}

// --- emulators ---------------------------------------------------------------------------------
if (!stack.stopping) await stack.serveBuild(DIST, emulatorLog);

// --- measure -----------------------------------------------------------------------------------
if (!stack.stopping) {
  const code = await run(process.execPath, ['--import', 'tsx', RUN, '--base-url', BASE_URL, '--dist', DIST, ...runArgs], {
    env: { ...process.env, ...emulatorClientEnv(), METADATA_SERVER_DETECTION: 'none' },
  });
  await stack.shutdown(code);
}
