// `npm run bench`: builds the production app (vite build --mode emulator, into bench/tmp/dist so
// the tests' web/dist is left alone), builds the functions, starts the emulators and `vite preview`
// on 127.0.0.1:4173, then runs bench/run.ts, which seeds the chosen size, measures in Debian's
// Chromium, prints the table and writes bench/results/latest-{size}.json and .md. See bench/README.md.
//
//   npm run bench -- --size demo          the seeded demo (default)
//   npm run bench -- --size large         2,000 articles, 500 publications/resources/products, ...
//   npm run bench -- --runs 5             more runs per timing (at least 3)
//   npm run bench -- --only sizes,reads   some groups only (written to bench/tmp/partial-*)
//   npm run bench -- --skip-build         reuse bench/tmp/dist and functions/lib
//
// Exit code 0 when everything was measured (missed targets included), 1 when something was not.
// The emulators' ports and 4173 must be free: the bench cannot run next to `npm test` or `npm start`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  EMULATORS,
  FIREBASE_BIN,
  ROOT,
  VITE_BIN,
  WEB_DIR,
  WEB_PREVIEW_PORT,
  checkChromium,
  checkJava,
  checkPorts,
  emulatorClientEnv,
  emulatorEndpoints,
  fail,
  firebaseCliEnv,
  logFile,
  projectId,
  relative,
  run,
  startLogged,
  stopAll,
  stopChild,
  tail,
  waitForHttp,
} from './lib/local-stack.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const runArgs = args.filter((a) => a !== '--skip-build');
const sizeArg = runArgs.find((a, i) => a.startsWith('--size=') || runArgs[i - 1] === '--size');
const size = sizeArg?.replace(/^--size=/, '') ?? 'demo';
if (size !== 'demo' && size !== 'large') fail(`--size must be demo or large, not "${size}": npm run bench -- --size demo|large`);
if (!runArgs.some((a) => a === '--size' || a.startsWith('--size='))) runArgs.push('--size', size);

const HOST = '127.0.0.1';
const BASE_URL = `http://${HOST}:${WEB_PREVIEW_PORT}`;
const DIST = path.join(ROOT, 'bench', 'tmp', 'dist');
const RUN = path.join(ROOT, 'bench', 'run.ts');
const emulatorLog = logFile('bench-emulators.log');
const buildLog = logFile('bench-build.log');
const previewLog = logFile('bench-preview.log');

function say(line = '') {
  process.stdout.write(`${line}\n`);
}

let emulators;
let preview;
let stopping = false;

async function shutdown(code, message) {
  if (stopping) return;
  stopping = true;
  if (message) process.stderr.write(`${message}\n`);
  if (preview) await stopChild(preview, { sig: 'SIGTERM', graceMs: 5000 });
  if (emulators) await stopChild(emulators, { sig: 'SIGINT', graceMs: 20_000 });
  const left = await stopAll({ sig: 'SIGTERM', graceMs: 3000 });
  if (left.length) process.stderr.write(`Processes ${left.join(', ')} outlived the bench and were killed.\n`);
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => void shutdown(130, '\nStopping the bench...'));
for (const event of ['uncaughtException', 'unhandledRejection']) process.on(event, (err) => void shutdown(1, String(err?.stack ?? err)));

function failWithLog(line, log) {
  const last = tail(log);
  if (last) process.stderr.write(`${last}\n`);
  return shutdown(1, `${line} (full log: ${relative(log)})`);
}

// --- prerequisites: one line each -------------------------------------------------------------
if (!existsSync(FIREBASE_BIN) || !existsSync(VITE_BIN) || !existsSync(path.join(ROOT, 'node_modules', 'lighthouse'))) {
  fail('The dependencies are not installed: run npm ci first.');
}
const javaProblem = checkJava();
if (javaProblem) fail(javaProblem);
const chromiumProblem = checkChromium();
if (chromiumProblem) fail(chromiumProblem.replace('the end-to-end tests', 'the bench'));
const endpoints = [...emulatorEndpoints(), { name: 'preview', label: 'web app preview for the bench', host: HOST, port: WEB_PREVIEW_PORT }];
const portProblem = await checkPorts(endpoints);
if (portProblem) fail(portProblem);

// --- builds ------------------------------------------------------------------------------------
if (!skipBuild || !existsSync(path.join(DIST, 'index.html'))) {
  say('▶ build: functions');
  if ((await run('npm', ['run', '--silent', 'build', '-w', 'functions'])) !== 0) await shutdown(1, 'Building the functions failed: see the errors above.');
  say(`▶ build: web app (vite build --mode emulator → ${relative(DIST)}); log: ${relative(buildLog)}`);
  const build = startLogged(process.execPath, [VITE_BIN, 'build', '--mode', 'emulator', '--outDir', DIST, '--emptyOutDir'], { cwd: WEB_DIR, log: buildLog });
  const code = await new Promise((resolve) => build.once('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
  if (code !== 0) await failWithLog('Building the web app failed (vite build --mode emulator)', buildLog);
}

// --- emulators ---------------------------------------------------------------------------------
if (!stopping) {
  say(`▶ emulators (${EMULATORS.join(', ')}); log: ${relative(emulatorLog)}`);
  emulators = startLogged(process.execPath, [FIREBASE_BIN, 'emulators:start', '--only', EMULATORS.join(','), '--project', projectId()], {
    log: emulatorLog,
    env: firebaseCliEnv(),
  });
  emulators.once('exit', () => {
    if (!stopping) void failWithLog('The emulators stopped unexpectedly', emulatorLog);
  });
  const hub = endpoints.find((e) => e.name === 'hub');
  try {
    await waitForHttp(`http://${hub.host}:${hub.port}/emulators`, {
      timeoutMs: 180_000,
      alive: () => !stopping && emulators.exitCode === null,
      accept: (res, body) => {
        if (!res.ok) return false;
        const running = Object.keys(JSON.parse(body));
        return EMULATORS.every((e) => running.includes(e)) && /All emulators ready/.test(readFileSync(emulatorLog, 'utf8'));
      },
    });
  } catch (err) {
    if (!stopping) await failWithLog(`The emulators did not start (${err.message})`, emulatorLog);
  }
  const loadError = /Failed to load function definition from source: (.*)/.exec(readFileSync(emulatorLog, 'utf8'));
  if (loadError && !stopping) await failWithLog(`The functions did not load (${loadError[1].trim()})`, emulatorLog);
}

// --- preview of the production build ------------------------------------------------------------
if (!stopping) {
  say(`▶ vite preview ${BASE_URL}; log: ${relative(previewLog)}`);
  preview = startLogged(
    process.execPath,
    [VITE_BIN, 'preview', '--mode', 'emulator', '--outDir', DIST, '--host', HOST, '--port', String(WEB_PREVIEW_PORT), '--strictPort'],
    { cwd: WEB_DIR, log: previewLog },
  );
  preview.once('exit', () => {
    if (!stopping) void failWithLog('vite preview stopped unexpectedly', previewLog);
  });
  try {
    await waitForHttp(`${BASE_URL}/`, { timeoutMs: 60_000, alive: () => !stopping && preview.exitCode === null, accept: (res) => res.ok });
  } catch (err) {
    if (!stopping) await failWithLog(`vite preview did not answer at ${BASE_URL} (${err.message})`, previewLog);
  }
}

// --- measure -----------------------------------------------------------------------------------
if (!stopping) {
  const code = await run(process.execPath, ['--import', 'tsx', RUN, '--base-url', BASE_URL, ...runArgs], {
    env: { ...process.env, ...emulatorClientEnv(), METADATA_SERVER_DETECTION: 'none', FUNCTIONS_EMULATOR_HOST: `${HOST}:${endpoints.find((e) => e.name === 'functions').port}` },
  });
  await shutdown(code);
}
