// `npm test`: typecheck, lint, build the functions, then (on a whole run) the restore drill of
// `npm run backup:drill`, then every vitest project (unit, web, rules, functions, e2e) in one run on
// the emulators. Output ends with vitest's summary and one line "Tests: N passed, N failed, N
// skipped"; the exit code is non-zero when anything failed.
//
//   npm test                          everything
//   npm test -- --project rules       extra arguments go to vitest
//   PMC_SKIP_CHECKS=1 npm test -- …   skip typecheck and lint (iterating on one suite)
import { closeSync, existsSync, openSync, readSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { EMULATORS } from '../tooling/emulator-config.mjs';
import { E2E_BUILD_DIR } from '../tooling/hosting-config.mjs';
import { createStack, emulatorsCommand, firebaseCliEnv } from './lib/emulator-stack.mjs';
import { requirePrerequisites } from './lib/prerequisites.mjs';
import { exitCode, run, startLogged, stopAll } from './lib/processes.mjs';
import { FIREBASE_BIN, ROOT, VITEST_BIN, logFile, relative, tail } from './lib/project-files.mjs';

const vitestArgs = process.argv.slice(2);

function say(line = '') {
  process.stdout.write(`${line}\n`);
}

/** Whether this run includes the e2e project (then Chromium and the Hosting emulator are needed). */
function runsE2E(args) {
  const projects = [];
  const filters = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--project') projects.push(args[++i] ?? '');
    else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
    else if (arg.startsWith('-')) {
      // Options that take a value as the next argument are not file filters.
      if (!arg.includes('=') && args[i + 1] && !args[i + 1].startsWith('-') && /^-(t|-testNamePattern|-reporter|-shard|-config|c)$/.test(arg)) i++;
    } else filters.push(arg);
  }
  if (projects.length && !projects.some((p) => p === 'e2e' || p.includes('*'))) return false;
  if (!filters.length) return true;
  const inFolder = (folder, pattern) =>
    existsSync(path.join(ROOT, folder)) ? readdirSync(path.join(ROOT, folder)).filter((f) => pattern.test(f)).map((f) => `${folder}/${f}`) : [];
  const files = [...inFolder('tests/e2e', /\.test\.ts$/), ...inFolder('tests/abuse', /\.e2e\.test\.ts$/)];
  return filters.some((f) => files.some((file) => file.includes(f) || path.join(ROOT, file).includes(f)));
}

const shellQuote = (arg) => `'${arg.replace(/'/g, `'\\''`)}'`;

// --- prerequisites: one line each -------------------------------------------------------------
const e2e = runsE2E(vitestArgs);
await requirePrerequisites({
  installed: [FIREBASE_BIN, VITEST_BIN],
  chromiumFor: e2e ? 'the end-to-end tests' : null,
});

// Ctrl-C stops the Firebase CLI (and with it vitest), then anything left behind.
const stack = createStack();
stack.stopOnSignals(130, '\nStopping the tests and the emulators...');

// --- static checks: run them all, report them all ---------------------------------------------
const checks = [];
async function step(name, args) {
  say(`\n▶ ${name}: npm ${args.join(' ')}`);
  const ok = (await run('npm', args)) === 0;
  checks.push({ name, ok });
  say(ok ? `✔ ${name} ok` : `✘ ${name} failed`);
  return ok;
}
// PMC_SKIP_CHECKS=1 skips typecheck and lint while iterating on one suite (never in CI).
if (process.env.PMC_SKIP_CHECKS !== '1' || process.env.CI) {
  await step('typecheck', ['run', '--silent', 'typecheck']);
  await step('lint', ['run', '--silent', 'lint']);
}
const built = await step('functions build', ['run', '--silent', 'build', '-w', 'functions']);
// The restore drill needs the emulators' ports to itself, so it is a phase of its own. It runs
// before vitest, not after: vitest's output streams as it comes and its summary, with the checks'
// line the summary reporter prints above "Tests: …", stays the last thing printed. A run given
// vitest arguments (one suite, one file) leaves the drill out.
if (!vitestArgs.length && built) {
  await step('restore drill', ['run', '--silent', 'backup:drill', '--', '--skip-build']);
}
const checksLine = `Checks: ${checks.map((c) => `${c.name} ${c.ok ? 'ok' : 'FAILED'}`).join(', ')}`;

// --- vitest on the emulators -----------------------------------------------------------------
// The Firebase CLI logs around the script it runs; its log goes to a file and vitest's output is
// streamed from a file of its own, so that vitest's summary is the last thing printed.
const emulatorLog = logFile('test-emulators.log');
const vitestOut = logFile('vitest-output.log');
rmSync(vitestOut, { force: true });
const script = [
  `node ${shellQuote(path.relative(ROOT, VITEST_BIN))} run`,
  ...vitestArgs.map(shellQuote),
  `> ${shellQuote(path.relative(ROOT, vitestOut))} 2>&1`,
].join(' ');

say(`\n▶ tests: emulators (${[...EMULATORS, ...(e2e ? ['hosting'] : [])].join(', ')}) + vitest ${vitestArgs.join(' ')}`.trimEnd());
say(`  emulator log: ${relative(emulatorLog)}`);
// The e2e tests open the app from the Hosting emulator: the build with firebase.json's headers and CSP.
const cli = startLogged(process.execPath, emulatorsCommand('emulators:exec', { serve: e2e ? E2E_BUILD_DIR : undefined }, script), {
  log: emulatorLog,
  env: {
    ...firebaseCliEnv(),
    PMC_CHECKS: checksLine,
    ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
  },
});
stack.own(cli, { sig: 'SIGINT', graceMs: 30_000 });

/** Copies what vitest writes to our stdout as it comes. */
function follow(file) {
  let fd = null;
  let offset = 0;
  const pump = () => {
    if (fd === null) {
      if (!existsSync(file)) return;
      fd = openSync(file, 'r');
    }
    for (;;) {
      const buf = Buffer.alloc(64 * 1024);
      const n = readSync(fd, buf, 0, buf.length, offset);
      if (n <= 0) break;
      offset += n;
      process.stdout.write(buf.subarray(0, n));
    }
  };
  const timer = setInterval(pump, 150);
  return () => {
    clearInterval(timer);
    pump();
    if (fd !== null) closeSync(fd);
    return offset;
  };
}

const stopFollowing = follow(vitestOut);
const code = await exitCode(cli);
const printed = stopFollowing();
if (stack.stopping) await new Promise(() => {}); // the shutdown exits

const left = await stopAll({ sig: 'SIGTERM', graceMs: 3000 });
if (left.length) process.stderr.write(`Processes ${left.join(', ')} outlived the tests and were killed.\n`);

if (printed === 0) {
  // vitest never ran: the emulators did not start.
  const last = tail(emulatorLog, 30);
  if (last) say(last);
  say(`\nThe emulators did not start, so the tests did not run (full log: ${relative(emulatorLog)}).`);
  say(checksLine);
  say('Tests: 0 passed, 1 failed, 0 skipped');
  process.exitCode = 1;
} else {
  process.exitCode = code !== 0 || checks.some((c) => !c.ok) ? 1 : 0;
}
