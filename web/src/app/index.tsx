import { useEffect, useRef } from 'react';
import { missingFirebaseSettings } from '@/config/env';
import { AppProvider } from './provider';
import { AppBrowserRouter } from './browser-router';
import { AppRoutes } from './element-routes';

/** A build without Firebase settings explains itself instead of failing inside the SDK. */
function NotConfigured() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '3rem auto', padding: '0 1rem', fontSize: 18 }}>
      <h1>PMC Portal is not configured</h1>
      <p>This build has no Firebase settings: {missingFirebaseSettings.join(', ')}.</p>
      <p>
        Put them in web/.env.production.local (see web/.env.example) and build again, or run against the emulators
        with <code>vite --mode emulator</code>.
      </p>
    </main>
  );
}

/** `onShown`: called once the first screen has committed (main.tsx starts what waits for it). */
export function App({ onShown }: { onShown?: () => void }) {
  // The first commit only: what it starts must not start twice.
  const shown = useRef(onShown);
  useEffect(() => {
    const call = shown.current;
    shown.current = undefined;
    call?.();
  }, []);
  if (missingFirebaseSettings.length > 0) return <NotConfigured />;
  return (
    <AppProvider>
      <AppBrowserRouter>
        <AppRoutes />
      </AppBrowserRouter>
    </AppProvider>
  );
}
