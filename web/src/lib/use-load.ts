import { startTransition, useEffect, useState } from 'react';
import { reportAccessRefusal } from './access-refusal';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'loaded'; data: T };

/**
 * Runs `load` for `key` and tracks loading / loaded / error. `initial` serves data already in
 * memory (a cached list) without a loading flash. Errors are logged with `errorLabel` (docs/product.md §8:
 * failures are logged to the console and the message shown).
 */
export function useLoad<T>(
  key: string,
  load: () => Promise<T>,
  { initial, errorLabel }: { initial?: () => T | undefined; errorLabel: string },
): LoadState<T> {
  const [state, setState] = useState<{ key: string; value: LoadState<T> }>(() => {
    const ready = initial?.();
    return { key, value: ready !== undefined ? { status: 'loaded', data: ready } : { status: 'loading' } };
  });

  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        // In slices (a transition): a list's cards do not block the page in one long task.
        if (live) startTransition(() => setState({ key, value: { status: 'loaded', data } }));
      },
      (error: unknown) => {
        console.error(errorLabel, error);
        reportAccessRefusal(error);
        if (live) setState({ key, value: { status: 'error', error } });
      },
    );
    return () => {
      live = false;
    };
    // `load` is keyed by `key`; a new function each render must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // A new key shows loading until its own result arrives (never the previous record).
  if (state.key === key) return state.value;
  const ready = initial?.();
  return ready !== undefined ? { status: 'loaded', data: ready } : { status: 'loading' };
}
