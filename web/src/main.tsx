import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { startStoredSession } from '@/lib/session';
import { applyStoredTextSize } from '@/lib/text-size';

// The reader's text size before anything paints, so the first screen does not grow under them.
applyStoredTextSize();
// A returning member's Auth loads beside the first screen's code, not after it.
startStoredSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
