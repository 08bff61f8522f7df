/**
 * Global setup of the `e2e` vitest project (it runs inside `firebase emulators:exec`): builds the web
 * app in emulator mode, serves the production build with `vite preview`, seeds the demo, and hands
 * the address to the tests as `inject('baseURL')`.
 *
 * A failure here does not abort the whole run (unit, rules and functions tests still report): the
 * reason is provided as `e2eSetupError`, and the e2e tests fail with it (tests/support/browser.ts).
 * E2E_SKIP_BUILD=1 reuses an existing web/dist.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { closeSeed, seed } from '../../emulators/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the production build of the web app is served, e.g. http://127.0.0.1:4173 */
    baseURL: string;
    /** Why the e2e environment could not be prepared, or null when it is ready. */
    e2eSetupError: string | null;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB = path.join(ROOT, 'web');
const VITE = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const LOGS = path.join(ROOT, 'emulators', '.logs');
const HOST = '127.0.0.1';
const PORT = 4173;

function logTo(name: string): { file: string; fd: number } {
  mkdirSync(LOGS, { recursive: true });
  const file = path.join(LOGS, name);
  return { file, fd: openSync(file, 'w') };
}

function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

function exited(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? 1);
    else child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** Spawns vite in its own process group (so that stopping it also stops its helpers), output to a log. */
function vite(args: string[], log: string): { child: ChildProcess; file: string } {
  const { file, fd } = logTo(log);
  const child = spawn(process.execPath, [VITE, ...args], { cwd: WEB, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return { child, file };
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const kill = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // Already gone.
    }
  };
  kill('SIGTERM');
  const done = await Promise.race([exited(child).then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5000))]);
  if (!done) kill('SIGKILL');
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('exited');
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('timeout');
}

export default async function setup(project: TestProject) {
  const baseURL = `http://${HOST}:${PORT}`;
  project.provide('baseURL', baseURL);
  project.provide('e2eSetupError', null);
  let preview: ChildProcess | undefined;

  const prepare = async (): Promise<string | null> => {
    if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(WEB, 'dist', 'index.html'))) {
      // Reuse the existing build.
    } else {
      const build = vite(['build', '--mode', 'emulator'], 'e2e-build.log');
      if ((await exited(build.child)) !== 0) {
        return `Building the web app failed (vite build --mode emulator):\n${tail(build.file)}\n(full log: ${path.relative(ROOT, build.file)})`;
      }
    }
    const served = vite(['preview', '--mode', 'emulator', '--host', HOST, '--port', String(PORT), '--strictPort'], 'e2e-preview.log');
    preview = served.child;
    try {
      await waitForHttp(`${baseURL}/`, preview, 60_000);
    } catch (err) {
      return `vite preview did not answer at ${baseURL} (${(err as Error).message}):\n${tail(served.file)}`;
    }
    try {
      await seed();
    } catch (err) {
      return `Seeding the emulators failed: ${(err as Error).message}`;
    } finally {
      await closeSeed();
    }
    return null;
  };

  const problem = await prepare();
  if (problem) project.provide('e2eSetupError', problem);

  return async () => {
    await stop(preview);
  };
}
