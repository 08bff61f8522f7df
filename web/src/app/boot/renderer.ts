/**
 * The second part of the app's start (main.tsx imports it second): React's renderer, then a pause.
 * react-dom's client is one CommonJS module that the bundle initializes in one call, the largest
 * single step of the start (30 to 40 ms on a fast desktop): it gets a task of its own.
 */
import { BOOT_MARKS, endOfPart } from './marks';

export { createRoot } from 'react-dom/client';

await endOfPart(BOOT_MARKS.renderer);
