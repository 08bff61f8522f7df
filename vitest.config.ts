import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = {
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
};

/**
 * One runner, one summary. Groups run in order: pure logic and components first, then the suites
 * that share the emulators (rules, functions, end-to-end), each file after the other where they
 * share the demo project's data.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['common/**/*.test.ts', 'functions/src/**/*.test.ts', 'web/vite.config.test.ts', 'scripts/**/*.test.ts', 'emulators/**/*.test.ts', 'eslint-rules/**/*.test.ts', 'tooling/**/*.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      './web/vitest.config.ts',
      {
        resolve: { alias },
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts', 'tests/abuse/**/*.rules.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'functions',
          environment: 'node',
          include: ['tests/functions/**/*.test.ts', 'tests/abuse/**/*.functions.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 2 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          // A page's state settles in its own time, longer on a busy host: polls wait up to 10 s
          // for the condition instead of failing at the default 1 s.
          expect: { poll: { timeout: 10_000 } },
          include: ['tests/e2e/**/*.test.ts', 'tests/abuse/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
