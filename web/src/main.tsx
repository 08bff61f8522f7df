import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { applyStoredTextSize } from '@/lib/text-size';

// The reader's text size before anything paints, so the first screen does not grow under them.
applyStoredTextSize();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
