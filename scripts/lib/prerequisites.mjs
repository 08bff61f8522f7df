// What must be in place before `npm start`, `npm test` or `npm run bench` starts anything: the
// installed dependencies, Java 17+, Chromium where a browser is driven, and free ports. Each
// problem is one line.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { checkChromium } from '../../tooling/chromium.mjs';
import { emulatorEndpoints } from '../../tooling/emulator-config.mjs';

export const JAVA_HINT = 'Java 17+ is needed for the Firebase emulators: apt-get install -y openjdk-17-jre-headless';

/** Prints one line and exits: the shape of every prerequisite failure. */
export function fail(line, code = 1) {
  process.stderr.write(`${line}\n`);
  process.exit(code);
}

/**
 * Exits with one line at the first thing missing: the dependencies (`installed`: binaries and
 * packages), Java 17+, Chromium (when `chromiumFor` says who needs it), or a free port among the
 * emulators' and `ports` ({ name, label, host, port }).
 */
export async function requirePrerequisites({ installed, chromiumFor = null, ports = [] }) {
  if (!installed.every((file) => existsSync(file))) fail('The dependencies are not installed: run npm ci first.');
  const problem =
    checkJava() ?? (chromiumFor ? checkChromium(chromiumFor) : null) ?? (await checkPorts([...emulatorEndpoints(), ...ports]));
  if (problem) fail(problem);
}

/** null when Java 17+ answers `java -version`, otherwise the line to print. */
function checkJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return JAVA_HINT;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = match[1] === '1' ? Number(match[2]) : Number(match[1]);
  return major >= 17 ? null : `${JAVA_HINT} (found Java ${major})`;
}

function answers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function canListen(host, port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** null when every port is free, otherwise the line to print for the first one that is taken. */
async function checkPorts(endpoints) {
  for (const { host, port, label } of endpoints) {
    if ((await answers(host, port)) || !(await canListen(host, port))) {
      return `Port ${port} (${label}) is already in use: stop whatever uses it (is the portal already running?) and try again`;
    }
  }
  return null;
}
