// One TypeScript step run inside `firebase emulators:exec` on the portal's emulators (the restore
// drill's halves, the load run): the CLI's output goes to one log, the step's to another, which is
// printed when the step ends, so the terminal shows the step and not the CLI's start-up lines.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { EMULATORS } from '../../tooling/emulator-config.mjs';
import { emulatorsCommand, firebaseCliEnv } from './emulator-stack.mjs';
import { exitCode, startLogged } from './processes.mjs';
import { ROOT, logFile, relative, tail } from './project-files.mjs';

const shellQuote = (arg) => `'${arg.replace(/'/g, `'\\''`)}'`;

/**
 * Runs `node --import tsx <script> <args>` inside `firebase emulators:exec` (started from the export
 * in `importFrom` when given), owned by `stack` so that Ctrl-C stops it. Resolves with its exit code.
 */
export async function runOnEmulators(stack, { name, script, args = [], importFrom, logName }) {
  const log = logFile(`${logName}-emulators.log`);
  const out = logFile(`${logName}.log`);
  rmSync(out, { force: true });
  const command = ['node', '--import', 'tsx', path.relative(ROOT, script), ...args].map(shellQuote).join(' ');
  const extra = importFrom ? ['--import', path.relative(ROOT, importFrom)] : [];
  process.stdout.write(`▶ ${name}: emulators (${EMULATORS.join(', ')})${importFrom ? ` from ${relative(importFrom)}` : ''}; log: ${relative(log)}\n`);
  const cli = stack.own(
    startLogged(process.execPath, emulatorsCommand('emulators:exec', {}, ...extra, `${command} > ${shellQuote(path.relative(ROOT, out))} 2>&1`), {
      log,
      env: firebaseCliEnv(),
    }),
    { sig: 'SIGINT', graceMs: 20_000 },
  );
  const code = await exitCode(cli);
  const printed = existsSync(out) ? readFileSync(out, 'utf8').trimEnd() : '';
  if (printed) process.stdout.write(`${printed}\n`);
  if (code !== 0) {
    // Nothing from the step: the emulators did not start, and the CLI's log says why.
    if (!printed) process.stdout.write(`${tail(log, 30)}\n`);
    process.stdout.write(`✘ ${name} failed (full log: ${relative(log)})\n`);
  }
  return code;
}
