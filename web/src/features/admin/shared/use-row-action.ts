import { useCallback, useEffect, useRef, useState } from 'react';

export interface RowAction<T> {
  /** What the open dialog acts on; null: closed. */
  target: T | null;
  busy: boolean;
  /** Why the last try failed, for the dialog (the person can cancel or try again). */
  error: string | null;
  /** Opens the dialog for `target`; `button` (the row's) gets the focus back after a cancel. */
  ask: (target: T, button: HTMLElement) => void;
  cancel: () => void;
  /**
   * Runs `action` on the target. A failure stays in the dialog as `describe` says it; after a
   * success the dialog closes and the focus goes to `focusAfter()` (the row's button may be gone).
   */
  run: (action: (target: T) => Promise<void>, describe: (failure: unknown, target: T) => string, focusAfter: () => HTMLElement | null) => Promise<void>;
}

/**
 * A row's action behind a dialog (members, Mark reviewed): ask, confirm, run, say how it went. The
 * focus is placed once the dialog has closed and released its focus trap.
 */
export function useRowAction<T>(): RowAction<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const focusNext = useRef<(() => HTMLElement | null) | null>(null);

  useEffect(() => {
    if (target) return;
    const element = focusNext.current?.();
    focusNext.current = null;
    element?.focus();
  });

  const ask = useCallback((next: T, button: HTMLElement) => {
    trigger.current = button;
    setError(null);
    setTarget(next);
  }, []);

  function cancel() {
    if (busy) return;
    focusNext.current = () => trigger.current;
    setTarget(null);
  }

  async function run(action: (target: T) => Promise<void>, describe: (failure: unknown, target: T) => string, focusAfter: () => HTMLElement | null) {
    if (!target || busy) return;
    setBusy(true);
    setError(null);
    try {
      await action(target);
    } catch (failure) {
      setError(describe(failure, target));
      setBusy(false);
      return;
    }
    focusNext.current = focusAfter;
    setBusy(false);
    setTarget(null);
  }

  return { target, busy, error, ask, cancel, run };
}
