/**
 * The first pause in the evaluation of the app's code (issue 14). main.tsx imports the theme first,
 * then this module, then the rest: in the built app, whose core is one chunk with its modules in
 * evaluation order, the top-level `await` below ends the task that evaluated the theme and its
 * styling engine, and what follows it in the chunk (React's renderer, the app's modules) is
 * evaluated in the next task. (Served unbundled by the dev server, modules that do not import this
 * one do not wait for it; only main.tsx's body does.)
 */
import { nextTask } from '@/lib/next-task';
import { BOOT_MARKS } from './boot-marks';

performance.mark(BOOT_MARKS.styles);
await nextTask();
