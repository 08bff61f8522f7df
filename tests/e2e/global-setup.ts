/**
 * Global setup of the `e2e` vitest project (it runs inside `firebase emulators:exec`, whose Hosting
 * emulator serves .e2e/web with firebase.json's headers and CSP: scripts/test.mjs,
 * tooling/hosting-config.mjs): builds the web app in emulator mode into that folder, waits until
 * Hosting serves it, seeds the demo, and hands the address to the tests as `inject('baseURL')`.
 *
 * A failure here does not abort the whole run (unit, rules and functions tests still report): the
 * reason is provided as `e2eSetupError`, and the e2e tests fail with it (tests/support/e2e-browser.ts).
 * E2E_SKIP_BUILD=1 reuses an existing build in .e2e/web.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { closeSeed, seed } from '../../emulators/seeding/demo-seed';
import { endpoint } from '../../tooling/emulator-config.mjs';
import { E2E_BUILD_DIR } from '../../tooling/hosting-config.mjs';
import { exitCode, startLogged } from '../../scripts/lib/processes.mjs';
import { ROOT, VITE_BIN, WEB_DIR, logFile, tail } from '../../scripts/lib/project-files.mjs';
import { waitForHttp } from '../../scripts/lib/wait-for-http.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the Hosting emulator serves the web app's emulator build, e.g. http://127.0.0.1:5002 */
    baseURL: string;
    /** Why the e2e environment could not be prepared, or null when it is ready. */
    e2eSetupError: string | null;
  }
}

async function build(): Promise<string | null> {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(E2E_BUILD_DIR, 'index.html'))) return null;
  const log = logFile('e2e-build.log');
  // Vitest runs with NODE_ENV=test, which Vite would hand on to React and the other libraries: their
  // development builds, larger and slower than what a deploy ships and than what the bench measures.
  const env = { ...process.env, NODE_ENV: 'production' };
  const child = startLogged(process.execPath, [VITE_BIN, 'build', '--mode', 'emulator'], { cwd: WEB_DIR, log, env });
  if ((await exitCode(child)) === 0) return null;
  return `Building the web app failed (vite build --mode emulator):\n${tail(log, 20)}\n(full log: ${path.relative(ROOT, log)})`;
}

export default async function setup(project: TestProject) {
  const { host, port } = endpoint('hosting');
  const baseURL = `http://${host}:${port}`;
  project.provide('baseURL', baseURL);
  project.provide('e2eSetupError', null);

  const prepare = async (): Promise<string | null> => {
    const failed = await build();
    if (failed) return failed;
    try {
      await waitForHttp(`${baseURL}/`, { timeoutMs: 60_000, accept: (res, body) => res.ok && body.includes('id="root"') });
    } catch (err) {
      return `The Hosting emulator did not serve the build at ${baseURL} (${(err as Error).message}); see emulators/.logs/test-emulators.log`;
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
}
