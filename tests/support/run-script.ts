/** Runs one of the repository's TypeScript commands (scripts/*.ts) as `npm run` does, against the emulators of this run. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `node --import tsx <script> <args>` from the repository's root, with this process's environment (its emulator variables). */
export function runScript(script: string, args: string[] = [], env: NodeJS.ProcessEnv = process.env): Promise<ScriptResult> {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], { env, cwd: ROOT }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}
