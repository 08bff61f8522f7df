/**
 * The first part of the app's start (main.tsx imports it first): the theme and its styling engine
 * (MUI's system, Emotion, React itself), then a pause. In the built app, whose core is one chunk
 * with its modules in evaluation order, the top-level `await` ends the task, and what follows in
 * the chunk is evaluated in the next one. (Served unbundled by the dev server, only the modules that
 * import this one wait for it.)
 */
import '@/lib/theme';
import { nextTask } from '@/lib/next-task';
import { BOOT_MARKS } from './marks';

performance.mark(BOOT_MARKS.styles);
await nextTask();
