// What `npm start`, `npm test` and `npm run bench` share around the processes they run: the Firebase
// CLI's environment, starting the emulators and the servers next to them, and one way to stop all
// of it (on Ctrl-C, on a failure, at the end) that leaves nothing behind.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { EMULATORS, endpoint, projectId } from '../../tooling/emulator-config.mjs';
import { writeEmulatorFirebaseConfig } from '../../tooling/hosting-config.mjs';
import { FIREBASE_BIN, ROOT, relative, tail } from './project-files.mjs';
import { run, startLogged, stopAll, stopChild } from './processes.mjs';
import { waitForHttp } from './wait-for-http.mjs';

/**
 * The emulator overrides of ../shared/firebase-offline/env.sh (machines that cannot download the
 * emulator JARs). Honoured when the file exists, never required; variables already set win.
 */
export function offlineEmulatorEnv() {
  const file = process.env.FIREBASE_OFFLINE_ENV ?? path.resolve(ROOT, '..', 'shared', 'firebase-offline', 'env.sh');
  if (!existsSync(file)) return {};
  const result = spawnSync('bash', ['-c', '. "$1" >&2 && env -0', 'firebase-offline', file], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0 || !result.stdout) return {};
  const env = {};
  for (const entry of result.stdout.toString('utf8').split('\0')) {
    const eq = entry.indexOf('=');
    if (eq <= 0) continue;
    const key = entry.slice(0, eq);
    if (key.endsWith('_BINARY_PATH') && process.env[key] === undefined) env[key] = entry.slice(eq + 1);
  }
  return env;
}

/**
 * The environment for the Firebase CLI: ours, plus the offline overrides, without update checks.
 * The functions emulator starts one Node worker per simultaneous call and gives each 30 s to come
 * up; 50 at once on a busy two-core machine take longer, so they get 120 s (FUNCTIONS_DISCOVERY_TIMEOUT
 * is the CLI's own override, in seconds).
 */
export function firebaseCliEnv() {
  return { FUNCTIONS_DISCOVERY_TIMEOUT: '120', ...process.env, ...offlineEmulatorEnv(), NO_UPDATE_NOTIFIER: '1' };
}

/**
 * The Firebase CLI's arguments for `command` (emulators:start, emulators:exec) on the portal's
 * emulators. With `serve` (a build folder), the Hosting emulator also starts and serves it with
 * firebase.json's headers, through the derived config of tooling/hosting-config.mjs.
 */
export function emulatorsCommand(command, { serve } = {}, ...rest) {
  const only = serve ? [...EMULATORS, 'hosting'] : EMULATORS;
  const config = serve ? ['--config', writeEmulatorFirebaseConfig(serve)] : [];
  return [FIREBASE_BIN, command, '--only', only.join(','), '--project', projectId(), ...config, ...rest];
}

/**
 * The stack of a one-off command (the bench, the restore drill, the load run, the screenshots):
 * `what` names it in its messages; Ctrl-C and any uncaught error stop its children before it exits.
 */
export function createCommandStack(what, { onStopping } = {}) {
  const stack = createStack({
    onStopping,
    onLeftovers: (left) => {
      if (left.length) process.stderr.write(`Processes ${left.join(', ')} outlived ${what} and were killed.\n`);
    },
  });
  stack.stopOnSignals(130, `\nStopping ${what}...`);
  stack.stopOnErrors();
  return stack;
}

/**
 * The processes of one npm script and how they stop. `shutdown(code, message)` stops them (the
 * most recently started first, each with its own signal and grace period), then whatever they
 * left behind, calls `onLeftovers` with the PIDs that survived, and exits with `code`.
 */
export function createStack({ onStopping = () => {}, onLeftovers = () => {} } = {}) {
  const owned = [];
  let stopping = false;

  async function shutdown(code, message) {
    if (stopping) return;
    stopping = true;
    if (message) process.stderr.write(`${message}\n`);
    onStopping();
    for (const { child, stop } of [...owned].reverse()) await stopChild(child, stop);
    onLeftovers(await stopAll({ sig: 'SIGTERM', graceMs: 3000 }));
    process.exit(code);
  }

  /** Makes `child` one of the processes shutdown stops, with `stop` ({ sig, graceMs }). */
  function own(child, stop) {
    owned.push({ child, stop });
    return child;
  }

  /** Stops everything after a failure, pointing at the log that explains it. */
  function failWithLog(line, log) {
    const last = tail(log);
    if (last) process.stderr.write(`${last}\n`);
    return shutdown(1, `${line} (full log: ${relative(log)})`);
  }

  /**
   * A long-running process (its output in `log`) that is stopped with `stop` on shutdown; when it
   * ends by itself, everything stops with "`name` stopped unexpectedly".
   */
  function startService(name, command, args, { log, cwd, env, stop }) {
    const child = own(startLogged(command, args, { log, cwd, env }), stop);
    child.once('exit', () => {
      if (!stopping) void failWithLog(`${name} stopped unexpectedly`, log);
    });
    return child;
  }

  return {
    get stopping() {
      return stopping;
    },
    shutdown,
    failWithLog,
    own,
    startService,
    /**
     * Starts the emulators with the Hosting emulator serving the build in `dir`, saying so; stops
     * everything when the functions did not load.
     */
    async serveBuild(dir, log) {
      const hosting = endpoint('hosting');
      process.stdout.write(`▶ emulators (${EMULATORS.join(', ')}, hosting of ${relative(dir)} at http://${hosting.host}:${hosting.port}); log: ${relative(log)}\n`);
      const loadError = await this.startEmulators(log, { serve: dir });
      if (loadError && !stopping) await failWithLog(`The functions did not load (${loadError})`, log);
    },
    /** Builds the functions (functions/lib), or stops everything when that fails. */
    async buildFunctions() {
      process.stdout.write('▶ build: functions\n');
      if ((await run('npm', ['run', '--silent', 'build', '-w', 'functions'])) !== 0) await shutdown(1, 'Building the functions failed: see the errors above.');
    },
    /** Ctrl-C (and SIGTERM, SIGHUP) shuts down with `code` and `message`. */
    stopOnSignals(code, message) {
      for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => void shutdown(code, message));
    },
    /** Whatever goes wrong in here, the children are stopped before we exit. */
    stopOnErrors() {
      for (const event of ['uncaughtException', 'unhandledRejection']) {
        process.on(event, (err) => void shutdown(1, String(err?.stack ?? err)));
      }
    },
    /**
     * Starts `firebase emulators:start` (with `serve`: also the Hosting emulator serving that folder)
     * and waits until the hub lists every emulator and the log
     * says they are ready; stops everything (with the log's last lines) when they do not start.
     * Resolves with the reason the functions did not load, or null when they did.
     */
    async startEmulators(log, { serve } = {}) {
      const emulators = startService('The emulators', process.execPath, emulatorsCommand('emulators:start', { serve }), {
        log,
        env: firebaseCliEnv(),
        stop: { sig: 'SIGINT', graceMs: 20_000 },
      });
      const hub = endpoint('hub');
      try {
        await waitForHttp(`http://${hub.host}:${hub.port}/emulators`, {
          timeoutMs: 180_000,
          alive: () => !stopping && emulators.exitCode === null,
          accept: (res, body) => {
            if (!res.ok) return false;
            const running = Object.keys(JSON.parse(body));
            const wanted = serve ? [...EMULATORS, 'hosting'] : EMULATORS;
            return wanted.every((e) => running.includes(e)) && /All emulators ready/.test(readFileSync(log, 'utf8'));
          },
        });
      } catch (err) {
        if (!stopping) await failWithLog(`The emulators did not start (${err.message})`, log);
      }
      const loadError = /Failed to load function definition from source: (.*)/.exec(readFileSync(log, 'utf8'));
      return loadError ? loadError[1].trim() : null;
    },
    /** Waits for `url` to answer while `child` runs; stops everything with `failure (reason)` otherwise. */
    async waitUntilServing(child, url, { timeoutMs, failure, log, accept }) {
      try {
        await waitForHttp(url, { timeoutMs, alive: () => !stopping && child.exitCode === null, accept });
      } catch (err) {
        if (!stopping) await failWithLog(`${failure} (${err.message})`, log);
      }
    },
  };
}
