import type { UseQueryResult } from '@tanstack/react-query';

/** What a screen shows of one read: loading, its failure, or its data. */
export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'loaded'; data: T };

/** A query's answer as the screens take it: the data once there (kept while it is read again), else its failure, else loading. */
export function loadStateOf<T>(result: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError'>): LoadState<T> {
  if (result.data !== undefined) return { status: 'loaded', data: result.data };
  return result.isError ? { status: 'error', error: result.error } : { status: 'loading' };
}
