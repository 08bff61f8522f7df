/**
 * The first part of the app's start (main.tsx imports it first): the theme and its styling engine
 * (MUI's system, Emotion, React itself), then a pause. In the built app, whose core is one chunk
 * with its modules in evaluation order, the top-level `await` ends the task, and what follows in
 * the chunk is evaluated in the next one. (Served unbundled by the dev server, only the modules that
 * import this one wait for it.)
 */
import '@/lib/theme';
import { BOOT_MARKS, endOfPart } from './marks';

await endOfPart(BOOT_MARKS.styles);
