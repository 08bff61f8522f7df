// `npm start`: the whole portal on this machine. Builds the functions, starts the Auth, Firestore,
// Functions and Storage emulators, seeds the demo, starts the web app and prints where to open it
// with the demo accounts and codes. Ctrl-C stops all of it.
//
//   npm start               everything
//   npm start -- --no-web   the emulators and the seed only
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  EMULATORS,
  FIREBASE_BIN,
  ROOT,
  VITE_BIN,
  WEB_DEV_PORT,
  WEB_DIR,
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
const withWeb = !args.includes('--no-web');
const unknown = args.filter((a) => a !== '--no-web');
if (unknown.length) fail(`Unknown option ${unknown[0]}: npm start [-- --no-web]`);

const WEB_HOST = '127.0.0.1';
const WEB_URL = `http://${WEB_HOST}:${WEB_DEV_PORT}`;
const startedAt = Date.now();
const emulatorLog = logFile('emulators.log');
const webLog = logFile('web.log');

let emulators;
let web;
let stopping = false;

function say(line = '') {
  process.stdout.write(`${line}\n`);
}

async function shutdown(code, message) {
  if (stopping) return;
  stopping = true;
  if (message) process.stderr.write(`${message}\n`);
  say('Stopping the web app and the emulators...');
  if (web) await stopChild(web, { sig: 'SIGTERM', graceMs: 5000 });
  if (emulators) await stopChild(emulators, { sig: 'SIGINT', graceMs: 20_000 });
  const left = await stopAll({ sig: 'SIGTERM', graceMs: 3000 });
  if (left.length) process.stderr.write(`Could not stop processes ${left.join(', ')}: kill them by hand.\n`);
  else say('Stopped.');
  process.exit(code);
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => void shutdown(0));
// Whatever goes wrong in here, the children are stopped before we exit.
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (err) => void shutdown(1, String(err?.stack ?? err)));
}

/** Stops everything after a failure, pointing at the log that explains it. */
function failWithLog(line, log) {
  const last = tail(log);
  if (last) process.stderr.write(`${last}\n`);
  return shutdown(1, `${line} (full log: ${relative(log)})`);
}

// --- prerequisites: one line each -------------------------------------------------------------
if (!existsSync(FIREBASE_BIN) || !existsSync(VITE_BIN)) fail('The dependencies are not installed: run npm ci first.');
const javaProblem = checkJava();
if (javaProblem) fail(javaProblem);
const endpoints = emulatorEndpoints();
if (withWeb) endpoints.push({ name: 'web', label: 'web app', host: WEB_HOST, port: WEB_DEV_PORT });
const portProblem = await checkPorts(endpoints);
if (portProblem) fail(portProblem);

// --- functions -------------------------------------------------------------------------------
say('Building the functions...');
if ((await run('npm', ['run', '--silent', 'build', '-w', 'functions'])) !== 0) {
  await shutdown(1, 'Building the functions failed: see the errors above.');
}

// --- emulators -------------------------------------------------------------------------------
if (!stopping) {
  say(`Starting the Firebase emulators (${EMULATORS.join(', ')}); log: ${relative(emulatorLog)}`);
  emulators = startLogged(
    process.execPath,
    [FIREBASE_BIN, 'emulators:start', '--only', EMULATORS.join(','), '--project', projectId()],
    { log: emulatorLog, env: firebaseCliEnv() },
  );
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
  if (loadError && !stopping) {
    process.stderr.write(`Warning: the functions did not load (${loadError[1].trim()}); see ${relative(emulatorLog)}\n`);
  }
}

// --- seed ------------------------------------------------------------------------------------
const clientEnv = emulatorClientEnv();
if (!stopping) {
  say('Seeding the demo...');
  const code = await run(process.execPath, ['--import', 'tsx', 'emulators/seed.ts'], {
    env: { ...process.env, ...clientEnv },
  });
  if (code !== 0 && !stopping) await shutdown(1, 'Seeding failed: see the errors above.');
}

// --- web app ---------------------------------------------------------------------------------
if (!stopping && withWeb) {
  say(`Starting the web app; log: ${relative(webLog)}`);
  web = startLogged(
    process.execPath,
    [VITE_BIN, '--mode', 'emulator', '--host', WEB_HOST, '--port', String(WEB_DEV_PORT), '--strictPort'],
    { cwd: WEB_DIR, log: webLog },
  );
  web.once('exit', () => {
    if (!stopping) void failWithLog('The web app stopped unexpectedly', webLog);
  });
  try {
    await waitForHttp(`${WEB_URL}/`, { timeoutMs: 120_000, alive: () => !stopping && web.exitCode === null });
  } catch (err) {
    if (!stopping) await failWithLog(`The web app did not start (${err.message})`, webLog);
  }
}

// --- banner ----------------------------------------------------------------------------------
if (!stopping) {
  Object.assign(process.env, clientEnv);
  const { tsImport } = await import('tsx/esm/api');
  const accounts = await tsImport(pathToFileURL(path.join(ROOT, 'emulators', 'demo-accounts.ts')).href, import.meta.url);
  const seedModule = await tsImport(pathToFileURL(path.join(ROOT, 'emulators', 'seed.ts')).href, import.meta.url);
  const codes = await seedModule.listUnusedCodes(5);
  await seedModule.closeSeed();
  if (!stopping) {
    const rows = [
      ['Admin', accounts.DEMO_ADMIN],
      ['Member', accounts.DEMO_MEMBER],
      ['Not yet a member', accounts.DEMO_NON_MEMBER],
    ];
    const emailWidth = Math.max(...rows.map(([, a]) => a.email.length));
    const rule = '─'.repeat(72);
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
    const emulatorList = endpoints
      .filter((e) => EMULATORS.includes(e.name))
      .map((e) => `${e.name} ${e.host}:${e.port}`)
      .join(', ');
    say();
    say(rule);
    say(withWeb ? `  PMC Portal is running: open ${WEB_URL}` : `  The emulators are running (no web app: --no-web).`);
    say();
    say('  Demo accounts (e-mail / password):');
    for (const [label, a] of rows) say(`    ${label.padEnd(17)} ${a.email.padEnd(emailWidth)}  ${a.password}`);
    say(`    (the not-yet-member account meets the Membership Validation step after signing in)`);
    say();
    say(`  Unused membership codes: ${codes.length ? codes.join('  ') : '(none)'}`);
    say();
    say(`  Emulators: ${emulatorList}`);
    say(`  Logs: ${relative(path.dirname(emulatorLog))}/  ·  ready in ${seconds}s  ·  Ctrl-C stops everything`);
    say(rule);
  }
}
