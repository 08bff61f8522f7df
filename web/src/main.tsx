import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { startRouteCode } from '@/app/element-routes';
import { startStoredSession } from '@/lib/session';
import { applyStoredTextSize } from '@/lib/text-size';

// The reader's text size before anything paints, so the first screen does not grow under them.
applyStoredTextSize();
// A transition: React renders the first screen in slices and lets the browser breathe between them
// (one long task on a slow phone otherwise).
function render() {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// A returning member's Auth loads beside the first screen's code, not after it, and starts
// restoring the session (its request goes out) before the first render and the screen's code take
// the main thread: the boot screen stays painted meanwhile.
const restoring = startStoredSession();
// The screen's code (and, with a stored session, its first reads once Auth is here) starts now,
// beside Auth, rather than when the first render reaches the routes (about 100 ms of rendering later).
startRouteCode(window.location.pathname);
if (restoring) void restoring.then(render);
else render();
