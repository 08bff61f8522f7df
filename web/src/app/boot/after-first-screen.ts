import { queryClient } from '@/lib/query-client';

/** The longest the idle wait lasts on a page that is never idle. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Runs `run` once, after the first screen is shown with its data: called when that screen has
 * committed, it waits for the page's load event, then for no read of the query client to be under
 * way, then for the browser to be idle. What the first screen does not need (the service worker's
 * registration and its precache downloads) then takes neither bandwidth nor the main thread from it.
 */
export function afterFirstScreen(run: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 0);
  };
  const settled = () => {
    if (queryClient.isFetching() === 0) return idle();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      stop();
      idle();
    });
  };
  if (document.readyState === 'complete') settled();
  else window.addEventListener('load', settled, { once: true });
}
