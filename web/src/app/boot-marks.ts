/**
 * The User Timing marks of the app's start (main.tsx), one per part of it that runs in a task of
 * its own; DevTools' Performance panel shows them, and the end-to-end tests check the parts' tasks
 * (tests/e2e/lazy-routes.test.ts).
 */
export const BOOT_MARKS = {
  /** The theme and its styling engine are evaluated (app/evaluation-break.ts). */
  styles: 'pmc:styles-evaluated',
  /**
   * The rest of the app's core is evaluated (React's renderer, the router, the app's modules) and
   * the session's restoring has started.
   */
  core: 'pmc:core-evaluated',
  /** The start: the screen's code and the first render. */
  start: 'pmc:start',
} as const;
