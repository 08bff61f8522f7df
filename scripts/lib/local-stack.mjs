// Shared by scripts/start.mjs (`npm start`) and scripts/test.mjs (`npm test`): prerequisite checks,
// the emulator configuration read from firebase.json, the offline emulator overrides, and starting and
// stopping child processes so that nothing we started outlives us.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, mkdirSync, openSync, closeSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const LOG_DIR = path.join(ROOT, 'emulators', '.logs');
/** The emulators the portal uses; the functions emulator also opens the eventarc and tasks ports. */
export const EMULATORS = ['auth', 'firestore', 'functions', 'storage'];
export const FIREBASE_BIN = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
export const VITE_BIN = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
export const WEB_DIR = path.join(ROOT, 'web');
export const WEB_DEV_PORT = 5173;
export const WEB_PREVIEW_PORT = 4173;
export const JAVA_HINT = 'Java 17+ is needed for the Firebase emulators: apt-get install -y openjdk-17-jre-headless';

const LABELS = {
  auth: 'Auth emulator',
  firestore: 'Firestore emulator',
  functions: 'Functions emulator',
  storage: 'Storage emulator',
  hub: 'Emulator hub',
  logging: 'Emulator logging',
  eventarc: 'Eventarc emulator',
  tasks: 'Cloud Tasks emulator',
};
const DEFAULT_PORTS = { auth: 9099, firestore: 8080, functions: 5001, storage: 9199, hub: 4400, logging: 4500, eventarc: 9299, tasks: 9499 };

/** The project id the CLI uses: .firebaserc's default (a demo- id, so nothing reaches a real project). */
export function projectId() {
  const rc = JSON.parse(readFileSync(path.join(ROOT, '.firebaserc'), 'utf8'));
  return rc.projects?.default ?? 'demo-pmc';
}

/** Every address the emulator suite listens on, read from firebase.json. */
export function emulatorEndpoints() {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')).emulators ?? {};
  const names = [...EMULATORS, 'hub', 'logging', 'eventarc', 'tasks'];
  const endpoints = names.map((name) => ({
    name,
    label: LABELS[name],
    host: config[name]?.host ?? '127.0.0.1',
    port: Number(config[name]?.port ?? DEFAULT_PORTS[name]),
  }));
  endpoints.push({
    name: 'firestore-websocket',
    label: 'Firestore emulator websocket',
    host: config.firestore?.host ?? '127.0.0.1',
    port: Number(config.firestore?.websocketPort ?? 9150),
  });
  return endpoints;
}

export function endpoint(name) {
  const found = emulatorEndpoints().find((e) => e.name === name);
  if (!found) throw new Error(`No emulator called ${name}`);
  return found;
}

/** The variables `firebase emulators:exec` gives its script, for processes we start ourselves. */
export function emulatorClientEnv() {
  const addr = (name) => {
    const e = endpoint(name);
    return `${e.host}:${e.port}`;
  };
  return {
    GCLOUD_PROJECT: projectId(),
    FIRESTORE_EMULATOR_HOST: addr('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: addr('auth'),
    FIREBASE_STORAGE_EMULATOR_HOST: addr('storage'),
    STORAGE_EMULATOR_HOST: `http://${addr('storage')}`,
    FIREBASE_EMULATOR_HUB: addr('hub'),
  };
}

/** Prints one line and exits: the shape of every prerequisite failure. */
export function fail(line, code = 1) {
  process.stderr.write(`${line}\n`);
  process.exit(code);
}

/** null when Java 17+ answers `java -version`, otherwise the line to print. */
export function checkJava() {
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
export async function checkPorts(endpoints) {
  for (const { host, port, label } of endpoints) {
    if ((await answers(host, port)) || !(await canListen(host, port))) {
      return `Port ${port} (${label}) is already in use: stop whatever uses it (is the portal already running?) and try again`;
    }
  }
  return null;
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** null when the Chromium the end-to-end tests drive exists, otherwise the line to print. */
export function checkChromium() {
  const file = chromiumPath();
  return existsSync(file)
    ? null
    : `Chromium is needed for the end-to-end tests and was not found at ${file}: apt-get install -y chromium (or set CHROMIUM_PATH)`;
}

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

export function logFile(name) {
  mkdirSync(LOG_DIR, { recursive: true });
  return path.join(LOG_DIR, name);
}

export function relative(file) {
  return path.relative(process.cwd(), file) || file;
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    track(child);
    child.once('error', (err) => {
      process.stderr.write(`${command}: ${err.message}\n`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Starts a long-running child in its own process group with its output in a log file, so that a
 * Ctrl-C in the terminal reaches only us and we stop it in order.
 */
export function startLogged(command, args, { log, cwd = ROOT, env = process.env } = {}) {
  const fd = openSync(log, 'w');
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  track(child);
  return child;
}

// ---------------------------------------------------------------------------------------------
// Process bookkeeping: every child we start is tracked with its descendants (the emulators start
// Java in process groups of their own), so that stopping can reach all of them, by PID.

const tracked = new Set();
/** pid -> start time of every descendant seen, so a reused PID is never signalled. */
const seen = new Map();
let sampler;

function track(child) {
  if (!child.pid) return;
  tracked.add(child);
  child.once('exit', () => tracked.delete(child));
  if (!sampler) {
    sampler = setInterval(sampleDescendants, 1000);
    sampler.unref();
  }
}

function processTable() {
  const table = new Map();
  if (process.platform === 'linux') {
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // Fields after the ")" that closes the command name: state ppid pgrp ... starttime (22nd field).
        const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        table.set(Number(name), { pid: Number(name), ppid: Number(rest[1]), pgid: Number(rest[2]), start: rest[19] });
      } catch {
        // The process ended while we read the table.
      }
    }
    return table;
  }
  const ps = spawnSync('ps', ['-A', '-o', 'pid=,ppid=,pgid=,lstart='], { encoding: 'utf8' });
  for (const line of (ps.stdout ?? '').split('\n')) {
    const m = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line);
    if (m) table.set(Number(m[1]), { pid: Number(m[1]), ppid: Number(m[2]), pgid: Number(m[3]), start: m[4].trim() });
  }
  return table;
}

function descendantsOf(pids, table = processTable()) {
  const found = [];
  const queue = [...pids];
  const children = new Map();
  for (const p of table.values()) {
    if (!children.has(p.ppid)) children.set(p.ppid, []);
    children.get(p.ppid).push(p);
  }
  while (queue.length) {
    const pid = queue.shift();
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      queue.push(child.pid);
    }
  }
  return found;
}

function sampleDescendants() {
  const table = processTable();
  const roots = [...tracked].map((c) => c.pid);
  for (const pid of roots) {
    const p = table.get(pid);
    if (p) seen.set(pid, p.start);
  }
  for (const p of descendantsOf(roots, table)) seen.set(p.pid, p.start);
}

/** The processes we started (or that they started) that are still running. */
export function leftovers() {
  sampleDescendants();
  const table = processTable();
  return [...seen].filter(([pid, start]) => pid !== process.pid && table.get(pid)?.start === start).map(([pid]) => pid);
}

function signal(pid, sig) {
  try {
    process.kill(pid, sig);
    return true;
  } catch {
    return false;
  }
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child, ms) {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops a child started by startLogged: one signal to its process group (the Firebase CLI treats a
 * second SIGINT as "exit now"), a grace period, then SIGKILL for the group and any descendant.
 */
export async function stopChild(child, { sig = 'SIGTERM', graceMs = 10_000 } = {}) {
  if (!child?.pid) return;
  sampleDescendants();
  if (!exited(child)) {
    signal(-child.pid, sig);
    await waitForExit(child, graceMs);
  }
  signal(-child.pid, 'SIGKILL');
  await waitForExit(child, 2000);
}

/** SIGKILLs whatever we started that is still alive, then waits until it is gone. */
export async function killLeftovers(ms = 5000) {
  let rest = leftovers();
  for (const pid of rest) signal(pid, 'SIGKILL');
  const until = Date.now() + ms;
  while (rest.length && Date.now() < until) {
    await sleep(100);
    rest = leftovers();
  }
  return rest;
}

/** Stops every tracked child (most recent first), then anything they left behind. */
export async function stopAll(options) {
  for (const child of [...tracked].reverse()) await stopChild(child, options);
  return killLeftovers();
}

// ---------------------------------------------------------------------------------------------

/** Waits for an HTTP answer (any status) from url; rejects when `alive()` turns false or on timeout. */
export async function waitForHttp(url, { timeoutMs = 120_000, alive = () => true, accept = () => true } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!alive()) throw new Error('exited');
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      const body = await res.text();
      if (accept(res, body)) return body;
    } catch {
      // Not listening yet.
    }
    await sleep(300);
  }
  throw new Error('timeout');
}

/** The last lines of a log file, for a failure message. */
export function tail(file, lines = 25) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
