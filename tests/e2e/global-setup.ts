/**
 * Global setup of the `e2e` vitest project (it runs inside `firebase emulators:exec`): builds the web
 * app in emulator mode, serves the production build with `vite preview`, seeds the demo, and hands
 * the address to the tests as `inject('baseURL')`.
 *
 * A failure here does not abort the whole run (unit, rules and functions tests still report): the
 * reason is provided as `e2eSetupError`, and the e2e tests fail with it (tests/support/e2e-browser.ts).
 * E2E_SKIP_BUILD=1 reuses an existing web/dist.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { closeSeed, seed } from '../../emulators/seeding/demo-seed';
import { exitCode, exited, startLogged, stopChild } from '../../scripts/lib/processes.mjs';
import { ROOT, VITE_BIN, WEB_DIR, WEB_HOST, WEB_PREVIEW_PORT, logFile, tail } from '../../scripts/lib/project-files.mjs';
import { waitForHttp } from '../../scripts/lib/wait-for-http.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the production build of the web app is served, e.g. http://127.0.0.1:4173 */
    baseURL: string;
    /** Why the e2e environment could not be prepared, or null when it is ready. */
    e2eSetupError: string | null;
  }
}

/** Runs vite in its own process group (so that stopping it also stops its helpers), output to a log. */
function vite(args: string[], log: string): { child: ChildProcess; file: string } {
  const file = logFile(log);
  return { child: startLogged(process.execPath, [VITE_BIN, ...args], { cwd: WEB_DIR, log: file }), file };
}

export default async function setup(project: TestProject) {
  const baseURL = `http://${WEB_HOST}:${WEB_PREVIEW_PORT}`;
  project.provide('baseURL', baseURL);
  project.provide('e2eSetupError', null);
  let preview: ChildProcess | undefined;

  const prepare = async (): Promise<string | null> => {
    if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(WEB_DIR, 'dist', 'index.html'))) {
      // Reuse the existing build.
    } else {
      const build = vite(['build', '--mode', 'emulator'], 'e2e-build.log');
      if ((await exitCode(build.child)) !== 0) {
        return `Building the web app failed (vite build --mode emulator):\n${tail(build.file, 20)}\n(full log: ${path.relative(ROOT, build.file)})`;
      }
    }
    const served = vite(['preview', '--mode', 'emulator', '--host', WEB_HOST, '--port', String(WEB_PREVIEW_PORT), '--strictPort'], 'e2e-preview.log');
    preview = served.child;
    try {
      await waitForHttp(`${baseURL}/`, { timeoutMs: 60_000, alive: () => !exited(served.child), accept: (res) => res.ok });
    } catch (err) {
      return `vite preview did not answer at ${baseURL} (${(err as Error).message}):\n${tail(served.file, 20)}`;
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
    await stopChild(preview, { sig: 'SIGTERM', graceMs: 5000 });
  };
}
