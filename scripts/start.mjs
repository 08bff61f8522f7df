// `npm start`: the whole portal on this machine. Builds the functions, starts the Auth, Firestore,
// Functions and Storage emulators, seeds the demo, starts the web app and prints where to open it
// with the demo accounts and codes, then each SMS code the Auth emulator "sends" (the demo admin
// signs in with one). Ctrl-C stops all of it.
//
// The web app runs twice: the Vite dev server (hot reload, no service worker: it would fight hot
// reload) and the production build served by the Hosting emulator with firebase.json's headers, as
// the e2e suite serves it: the installable, offline-capable build, with its service worker.
//
//   npm start               everything
//   npm start -- --no-web   the emulators and the seed only
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { EMULATORS, emulatorAddress, emulatorClientEnv, emulatorEndpoints, endpoint, projectId } from '../tooling/emulator-config.mjs';
import { createStack } from './lib/emulator-stack.mjs';
import { watchSmsCodes } from './lib/sms-codes.mjs';
import { E2E_BUILD_DIR } from '../tooling/hosting-config.mjs';
import { fail, requirePrerequisites } from './lib/prerequisites.mjs';
import { exitCode, run, startLogged } from './lib/processes.mjs';
import { FIREBASE_BIN, ROOT, VITE_BIN, WEB_DEV_PORT, WEB_DIR, WEB_HOST, logFile, relative } from './lib/project-files.mjs';

const args = process.argv.slice(2);
const withWeb = !args.includes('--no-web');
const unknown = args.filter((a) => a !== '--no-web');
if (unknown.length) fail(`Unknown option ${unknown[0]}: npm start [-- --no-web]`);

const WEB_URL = `http://${WEB_HOST}:${WEB_DEV_PORT}`;
const BUILD_URL = `http://${endpoint('hosting').host}:${endpoint('hosting').port}`;
const startedAt = Date.now();
const emulatorLog = logFile('emulators.log');
const webLog = logFile('web.log');
const buildLog = logFile('web-build.log');

function say(line = '') {
  process.stdout.write(`${line}\n`);
}

let smsCodes = null;
const stack = createStack({
  onStopping: () => {
    smsCodes?.stop();
    say('Stopping the web app and the emulators...');
  },
  onLeftovers: (left) => {
    if (left.length) process.stderr.write(`Could not stop processes ${left.join(', ')}: kill them by hand.\n`);
    else say('Stopped.');
  },
});
stack.stopOnSignals(0);
stack.stopOnErrors();

// --- prerequisites: one line each -------------------------------------------------------------
await requirePrerequisites({
  installed: [FIREBASE_BIN, VITE_BIN],
  ports: withWeb ? [{ name: 'web', label: 'web app', host: WEB_HOST, port: WEB_DEV_PORT }] : [],
});

// --- functions -------------------------------------------------------------------------------
say('Building the functions...');
if ((await run('npm', ['run', '--silent', 'build', '-w', 'functions'])) !== 0) {
  await stack.shutdown(1, 'Building the functions failed: see the errors above.');
}

// --- emulators -------------------------------------------------------------------------------
if (!stack.stopping) {
  say(`Starting the Firebase emulators (${EMULATORS.join(', ')}${withWeb ? ', hosting' : ''}); log: ${relative(emulatorLog)}`);
  // Hosting serves the build folder from disk: the build below fills it while the rest starts.
  const loadError = await stack.startEmulators(emulatorLog, withWeb ? { serve: E2E_BUILD_DIR } : {});
  if (loadError && !stack.stopping) {
    process.stderr.write(`Warning: the functions did not load (${loadError}); see ${relative(emulatorLog)}\n`);
  }
}

// --- seed ------------------------------------------------------------------------------------
const clientEnv = emulatorClientEnv();
if (!stack.stopping) {
  say('Seeding the demo...');
  const code = await run(process.execPath, ['--import', 'tsx', 'emulators/seed.ts'], {
    env: { ...process.env, ...clientEnv },
  });
  if (code !== 0 && !stack.stopping) await stack.shutdown(1, 'Seeding failed: see the errors above.');
}

// --- web app ---------------------------------------------------------------------------------
if (!stack.stopping && withWeb) {
  say(`Starting the web app; log: ${relative(webLog)}`);
  const web = stack.startService(
    'The web app',
    process.execPath,
    [VITE_BIN, '--mode', 'emulator', '--host', WEB_HOST, '--port', String(WEB_DEV_PORT), '--strictPort'],
    { cwd: WEB_DIR, log: webLog, stop: { sig: 'SIGTERM', graceMs: 5000 } },
  );
  await stack.waitUntilServing(web, `${WEB_URL}/`, { timeoutMs: 120_000, failure: 'The web app did not start', log: webLog });
}
if (!stack.stopping && withWeb) {
  say(`Building the installable web app for ${BUILD_URL}; log: ${relative(buildLog)}`);
  // NODE_ENV=production: the libraries' production builds, as a deploy ships them.
  const build = stack.own(
    startLogged(process.execPath, [VITE_BIN, 'build', '--mode', 'emulator'], { cwd: WEB_DIR, log: buildLog, env: { ...process.env, NODE_ENV: 'production' } }),
    { sig: 'SIGTERM', graceMs: 3000 },
  );
  if ((await exitCode(build)) !== 0 && !stack.stopping) await stack.failWithLog('Building the web app failed', buildLog);
}

// --- banner ----------------------------------------------------------------------------------
if (!stack.stopping) {
  Object.assign(process.env, clientEnv);
  const { tsImport } = await import('tsx/esm/api');
  const accounts = await tsImport(pathToFileURL(path.join(ROOT, 'emulators', 'demo-accounts.ts')).href, import.meta.url);
  const seedModule = await tsImport(pathToFileURL(path.join(ROOT, 'emulators', 'seeding', 'demo-seed.ts')).href, import.meta.url);
  const codes = await seedModule.listUnusedCodes(5);
  await seedModule.closeSeed();
  if (!stack.stopping) {
    const rows = [
      ['Admin', accounts.DEMO_ADMIN],
      ['Member', accounts.DEMO_MEMBER],
      ['Not yet a member', accounts.DEMO_NON_MEMBER],
    ];
    const emailWidth = Math.max(...rows.map(([, a]) => a.email.length));
    const rule = '─'.repeat(72);
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
    const emulatorList = emulatorEndpoints()
      .filter((e) => EMULATORS.includes(e.name))
      .map((e) => `${e.name} ${e.host}:${e.port}`)
      .join(', ');
    say();
    say(rule);
    say(withWeb ? `  PMC Portal is running: open ${WEB_URL}` : `  The emulators are running (no web app: --no-web).`);
    if (withWeb) say(`  The installable, offline-capable build: ${BUILD_URL} (rebuilt at each npm start)`);
    say();
    say('  Demo accounts (e-mail / password):');
    for (const [label, a] of rows) say(`    ${label.padEnd(17)} ${a.email.padEnd(emailWidth)}  ${a.password}`);
    say(`    (the not-yet-member account meets the Membership Validation step after signing in)`);
    say(`    (the admin then enters an SMS code sent to ${accounts.DEMO_ADMIN.phoneNumber}: each code is printed below as it is sent)`);
    say();
    say(`  Unused membership codes: ${codes.length ? codes.join('  ') : '(none)'}`);
    say();
    say(`  Emulators: ${emulatorList}`);
    say(`  Logs: ${relative(path.dirname(emulatorLog))}/  ·  ready in ${seconds}s  ·  Ctrl-C stops everything`);
    say(rule);
    smsCodes = watchSmsCodes({
      authHost: emulatorAddress('auth'),
      projectId: projectId(),
      onCode: ({ phoneNumber, code }) => say(`  SMS code for ${phoneNumber}: ${code}`),
    });
  }
}
