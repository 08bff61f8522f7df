/**
 * The second part of the app's start (main.tsx imports it second): React's renderer, then a pause.
 * react-dom's client is one CommonJS module that the bundle initializes in one call. With DevTools
 * attached (Lighthouse, Playwright: the bench and the tests) that call is slow, because the Error
 * it creates at once makes V8 parse the whole module again for a detailed stack trace; in a
 * browser without DevTools it is quick. Either way it gets a task of its own.
 */
import { BOOT_MARKS, endOfPart } from './marks';

export { createRoot } from 'react-dom/client';

await endOfPart(BOOT_MARKS.renderer);
