// The child processes the npm scripts start, and stopping them so that nothing outlives us: each
// child is tracked with its descendants (the emulators start Java in process groups of their own),
// and stopping reaches all of them, by PID.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { ROOT } from './project-files.mjs';

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

// --- bookkeeping -------------------------------------------------------------------------------

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

export function exited(child) {
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

/** Resolves with the child's exit code once it has ended (1 when a signal ended it). */
export function exitCode(child) {
  if (exited(child)) return Promise.resolve(child.exitCode ?? 1);
  return new Promise((resolve) => child.once('exit', (code, sig) => resolve(code ?? (sig ? 1 : 0))));
}
