import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line after vitest's own summary, counting every test of every project:
 * "Tests: N passed, N failed, N skipped", preceded by the static checks' results under `npm test`.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      // A file that failed to load has no tests but must count as a failure.
      if (mod.state() === 'failed' && [...mod.children.allTests()].length === 0) failed++;
    }
    failed += unhandledErrors.length;
    // `npm test` (scripts/test.mjs) passes the typecheck / lint / build results so that one summary
    // closes the run.
    const checks = process.env.PMC_CHECKS ? `${process.env.PMC_CHECKS}\n` : '';
    process.stdout.write(`\n${checks}Tests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
