import { nextTask } from '@/lib/next-task';

/**
 * The User Timing marks of the app's start (main.tsx), one at the end of each part that runs in a
 * task of its own; DevTools' Performance panel shows them, and the end-to-end tests check the parts'
 * tasks (tests/e2e/lazy-routes.test.ts).
 */
export const BOOT_MARKS = {
  /** The theme and its styling engine (MUI's system, Emotion) are evaluated (app/boot/styles.ts). */
  styles: 'pmc:styles-evaluated',
  /** React's renderer is evaluated (app/boot/renderer.ts). */
  renderer: 'pmc:renderer-evaluated',
  /**
   * The rest of the app's core is evaluated (the router, the app's modules) and the session's
   * restoring has started.
   */
  core: 'pmc:core-evaluated',
  /** The start: the screen's code and the first render. */
  start: 'pmc:start',
} as const;

/** Marks the end of a part of the start, and resolves in the next task: the pause before the next part. */
export function endOfPart(mark: (typeof BOOT_MARKS)[keyof typeof BOOT_MARKS]): Promise<void> {
  performance.mark(mark);
  return nextTask();
}
