import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { LoadState } from '@/lib/use-load';

export interface AdminList<T> {
  state: LoadState<T>;
  /** Fetches again (Refresh, after a change); the rows on screen stay until the new ones arrive. */
  reload: () => void;
  /** True from the first request until the newest one has answered. */
  busy: boolean;
}

/**
 * An admin list read fresh from the server each time (never cached: staff change it), with a
 * reload that keeps the table, its page and the focus in place while the new rows load. Errors are
 * logged with `errorLabel` and become the screen's red banner.
 */
export function useAdminList<T>(load: () => Promise<T>, errorLabel: string): AdminList<T> {
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<{ version: number; value: LoadState<T> } | null>(null);

  const fetchList = useEffectEvent(() => Promise.resolve().then(load));
  const logFailure = useEffectEvent((error: unknown) => console.error(errorLabel, error));

  useEffect(() => {
    let live = true;
    fetchList().then(
      (data) => {
        if (live) setResult({ version, value: { status: 'loaded', data } });
      },
      (error: unknown) => {
        logFailure(error);
        if (live) setResult({ version, value: { status: 'error', error } });
      },
    );
    return () => {
      live = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state: result?.value ?? { status: 'loading' }, reload, busy: result?.version !== version };
}
