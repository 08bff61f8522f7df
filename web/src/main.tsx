import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { startStoredSession } from '@/lib/session';
import { applyStoredTextSize } from '@/lib/text-size';

// The reader's text size before anything paints, so the first screen does not grow under them.
applyStoredTextSize();
// A returning member's Auth loads beside the first screen's code, not after it.
startStoredSession();

// A transition: React renders the first screen in slices and lets the browser breathe between them
// (one long task on a slow phone otherwise).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
