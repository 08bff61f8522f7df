/*
 * Registers the service worker (sw.ts) and reports a new version that waits. Loaded with sw/start.tsx
 * once the first screen is shown with its data, so no first screen waits for it or carries its bytes.
 */
import { Workbox } from 'workbox-window';

/** Where the build writes the worker (vite-plugin-pwa's default file name, at the site's root). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the worker; `onWaiting` is called when a new version is installed and waiting, with a
 * function that switches to it: the waiting worker takes over, then the page reloads once, when
 * it controls the page.
 */
export function registerServiceWorker(onWaiting: (switchVersion: () => void) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener('waiting', () => {
    onWaiting(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  workbox.register().catch((error: unknown) => console.warn('The service worker did not register:', error));
}
