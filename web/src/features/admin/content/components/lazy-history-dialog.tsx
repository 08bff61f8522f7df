/**
 * The History dialog (history-dialog.tsx), loaded when a record's history is first asked for: its
 * versions table and the comparison of two versions (the `diff` package) are code that
 * most visits to a content screen never use. A row's History action loads it and then opens it
 * (`loadHistoryDialog`), like Edit, which opens the form once the record is read: the dialog fades
 * in once, whole, and not as a stand-in replaced by the real one. A failure to load is the action's
 * error, shown above the table.
 */
import type { AdminRecord } from '../admin-kind';
import type { HistoryDialogProps } from './history-dialog';

let loaded: typeof import('./history-dialog') | null = null;

export const HISTORY_UNAVAILABLE = 'Could not open the history. Please check your connection and try again.';

/** Loads the dialog's code (once); rejects with HISTORY_UNAVAILABLE when it cannot. */
export function loadHistoryDialog(): Promise<void> {
  if (loaded) return Promise.resolve();
  return import('./history-dialog').then(
    (module) => {
      loaded = module;
    },
    (error: unknown) => {
      throw new Error(HISTORY_UNAVAILABLE, { cause: error });
    },
  );
}

/** The dialog once its code is here (nothing before: no record's history has been opened yet). */
export function LazyHistoryDialog<T extends AdminRecord>(props: HistoryDialogProps<T>) {
  if (!loaded) return null;
  const { HistoryDialog } = loaded;
  return <HistoryDialog {...props} />;
}
