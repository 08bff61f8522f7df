/*
 * The installable app's updates (docs/decisions/0037-installable-offline-portal.md): the service
 * worker registers after the first paint, and a new version that waits shows "A new version is
 * available" with Reload (sw/update-prompt.tsx). Nothing reloads until the person asks. Only
 * production builds register: on the Vite dev server a worker would fight hot reload.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-paint';

const UpdatePrompt = lazy(() => import('./update-prompt'));

export function ServiceWorkerUpdates() {
  const [switchVersion, setSwitchVersion] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let active = true;
    const cancel = afterNextPaint(() => {
      void import('./register').then(({ registerServiceWorker }) => {
        if (active) registerServiceWorker((next) => setSwitchVersion(() => next));
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  if (!switchVersion) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt onReload={switchVersion} />
    </Suspense>
  );
}
