/// <reference lib="webworker" />
/*
 * The portal's service worker (docs/decisions/0037-installable-offline-portal.md), built by
 * vite-plugin-pwa in injectManifest mode (web/vite.config.ts): the build puts the member app's files
 * in self.__WB_MANIFEST (sw/precache-plan.ts leaves the staff-only code out). It answers from that
 * precache only: every other request (Firestore, Auth, Storage, /files/**, /__/**, the functions)
 * goes to the network untouched, and nothing else is ever written to Cache Storage.
 *
 * A new version installs beside the running one and waits: the page offers "Reload"
 * (sw/start.tsx, sw/update-prompt.tsx), which sends SKIP_WAITING. It never takes over open pages by itself.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NAVIGATION_PAGES, navigationPage } from './sw/navigation';

declare const self: ServiceWorkerGlobalScope;

// Hashed assets, and the pages by their clean addresses (/blog → blog.html, / → index.html).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every other navigation gets the page Hosting's rewrites would send, from the precache.
const handlers = new Map(NAVIGATION_PAGES.map(({ page }) => [page, createHandlerBoundToURL(page)]));
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && navigationPage(url.pathname) !== null,
  (options) => handlers.get(navigationPage(options.url.pathname)!)!(options),
);

// What workbox-window's messageSkipWaiting sends (sw/register.ts), once the person clicks Reload.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
