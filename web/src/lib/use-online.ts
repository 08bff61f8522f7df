import { useSyncExternalStore } from 'react';

/**
 * Whether the browser says it has a connection (navigator.onLine, followed by its online and
 * offline events). "Offline" is only ever the device's own state: it never means the account lost
 * its access, which only an answer from the backend says.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
