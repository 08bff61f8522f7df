// `npm run load`: the portal under a fixed crowd for a fixed time, on this machine only. Builds the
// functions, starts the emulators (their ports must be free: not next to `npm test`, `npm start` or
// the bench), seeds the demo and runs scripts/lib/load-run.ts: 100 members browsing lists and
// records, 10 redeeming codes, 5 staff saving articles and answering tickets, for 60 s. It stops by
// itself, prints requests, p50/p95 per operation, expected refusals apart from errors, and checks
// every write each client believes it made. Exit code 1 on an unexpected error or a lost write.
//
//   npm run load
//   npm run load -- --seconds 30 --members 50 --redeemers 5 --staff 3
//   npm run load -- --skip-build          reuse functions/lib
import path from 'node:path';
import { createCommandStack } from './lib/emulator-stack.mjs';
import { runOnEmulators } from './lib/emulator-step.mjs';
import { fail, requirePrerequisites } from './lib/prerequisites.mjs';
import { FIREBASE_BIN, ROOT } from './lib/project-files.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const runArgs = args.filter((a) => a !== '--skip-build');
for (let i = 0; i < runArgs.length; i += 2) {
  if (!/^--(seconds|members|redeemers|staff)$/.test(runArgs[i]) || !/^\d+$/.test(runArgs[i + 1] ?? '')) {
    fail(`Unknown option ${runArgs[i]}: npm run load [-- --seconds 60 --members 100 --redeemers 10 --staff 5 --skip-build]`);
  }
}

const stack = createCommandStack('the load run');

await requirePrerequisites({ installed: [FIREBASE_BIN] });

if (!skipBuild) {
  await stack.buildFunctions();
}

const code = await runOnEmulators(stack, { name: 'load', script: path.join(ROOT, 'scripts', 'lib', 'load-run.ts'), args: runArgs, logName: 'load' });
await stack.shutdown(code);
