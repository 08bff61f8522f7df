// `npm run backup:drill`: a restore drill on the emulators. Builds the functions, starts the
// emulators, seeds the demo and makes a known set of changes the way the portal makes them (a
// redemption, a ticket with replies, a published article with its history), exports everything
// with `firebase emulators:export`, stops, starts fresh emulators from that export and compares
// every Firestore document, Auth account and Storage object (scripts/lib/backup-drill-steps.ts).
// Prints the counts and each difference; exits non-zero on any difference.
//
//   npm run backup:drill                      everything
//   npm run backup:drill -- --skip-build      reuse functions/lib (npm test has just built it)
//
// The emulators' ports must be free: the drill cannot run next to `npm test`, `npm start` or the bench.
// The export is left in emulators/.drill/ (git ignores it) for a look after a failure.
import path from 'node:path';
import { createCommandStack } from './lib/emulator-stack.mjs';
import { runOnEmulators } from './lib/emulator-step.mjs';
import { fail, requirePrerequisites } from './lib/prerequisites.mjs';
import { FIREBASE_BIN, ROOT } from './lib/project-files.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const unknown = args.filter((a) => a !== '--skip-build');
if (unknown.length) fail(`Unknown option ${unknown[0]}: npm run backup:drill [-- --skip-build]`);

const DRILL_DIR = path.join(ROOT, 'emulators', '.drill');
const STEPS = path.join(ROOT, 'scripts', 'lib', 'backup-drill-steps.ts');
const startedAt = Date.now();

function say(line = '') {
  process.stdout.write(`${line}\n`);
}

const stack = createCommandStack('the restore drill');

await requirePrerequisites({ installed: [FIREBASE_BIN] });

if (!skipBuild) {
  await stack.buildFunctions();
}

const half = (name, step, importFrom) =>
  runOnEmulators(stack, { name, script: STEPS, args: [step, path.relative(ROOT, DRILL_DIR)], importFrom, logName: `drill-${step}` });
let code = await half('before', 'prepare');
if (code === 0) code = await half('restored', 'verify', path.join(DRILL_DIR, 'export'));
const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
say(code === 0 ? `✔ restore drill: everything came back (${seconds} s)` : `✘ restore drill failed (${seconds} s)`);
await stack.shutdown(code);
