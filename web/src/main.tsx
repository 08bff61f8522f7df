/*
 * The app's code is evaluated and started in four tasks, not one: as one module graph, the theme,
 * MUI, Emotion, React, the router and the app's modules make one long task, longest on a slow
 * phone, during which the page answers no tap. The order
 * of the imports below is the order of evaluation, and each of the first two ends with a pause:
 * the theme with its styling engine (app/boot/styles.ts), React's renderer (app/boot/renderer.ts),
 * then the rest of the core. The body starts the session's restoring and pauses once more before
 * the screen's code and the first render. The parts stay one chunk: no request is added.
 */
import '@/app/boot/styles';
import { createRoot } from '@/app/boot/renderer';
import { StrictMode, startTransition } from 'react';
import { App } from '@/app';
import { BOOT_MARKS, endOfPart } from '@/app/boot/marks';
import { startRouteCode } from '@/app/element-routes';
import { startStoredSession } from '@/lib/session';
import { applyStoredTextSize } from '@/lib/text-size';
import { afterFirstScreen } from '@/app/boot/after-first-screen';

// The reader's text size before the first render, so the first screen does not grow under them.
applyStoredTextSize();
// A returning member's Auth loads beside the first screen's code, not after it, and starts
// restoring the session (its request goes out) before the first render and the screen's code take
// the main thread: the boot screen stays painted meanwhile.
const restoring = startStoredSession();
await endOfPart(BOOT_MARKS.core);
performance.mark(BOOT_MARKS.start);

// The screen's code (and, with a stored session, its first reads once Auth is here) starts now,
// beside Auth, rather than when the first render reaches the routes.
// The first render waits for that code too (the boot screen says "Loading" meanwhile): a screen
// whose code is still on its way suspends, its fallback is committed, and React then holds back the
// content that replaces a fallback until 300 ms after it (its throttling of Suspense reveals), so
// the screen would paint that long after its code had arrived. A code that failed renders its error.
const code = startRouteCode(window.location.pathname);
void Promise.all([restoring, code]).then(render);

// A transition: React renders the first screen in slices and lets the browser breathe between them
// (one long task on a slow phone otherwise).
function render() {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App onShown={import.meta.env.PROD ? startInstallable : undefined} />
      </StrictMode>,
    );
  });
}

// The service worker (sw/start.tsx), once the first screen is shown with its data; the dev server has none.
function startInstallable() {
  afterFirstScreen(() => void import('@/sw/start'));
}
