/**
 * A search box's counter of searches that found nothing (docs/decisions/0036-first-party-insights.md):
 * which ones count is lib/search-miss-counter.ts's. That module, its normaliser and the report's
 * code load only once a search first shows no results or is committed, so a member screen's
 * download before its data carries none of them; what happens meanwhile is replayed to it in order.
 */
import { useEffect, useMemo } from 'react';

export interface SearchMisses {
  /** The search box holds `text` and shows `found` results for it (null: not known yet, the index or list still loading). */
  update(text: string, found: number | null): void;
  /** The member committed the search on screen (Enter, a submitted query). */
  commit(): void;
  /** A new page view: the queries counted so far count again. */
  newView(): void;
  /** Stops the idle wait (the box is gone). */
  stop(): void;
}

/** Loads the function that gets each query to count (a feature's recorder). */
export type LoadSearchMissReport = () => Promise<(query: string) => void>;

/** A counter that loads the real one (and `loadReport`) at the first search that may count. */
export function deferredSearchMisses(loadReport: LoadSearchMissReport): SearchMisses {
  let counter: Promise<SearchMisses> | null = null;
  let mayCount = false;
  // Calls on one promise run in the order they were made, so the counter sees what happened meanwhile.
  const later = (call: (counter: SearchMisses) => void) => {
    if (!counter && !mayCount) return;
    counter ??= Promise.all([import('./search-miss-counter'), loadReport()]).then(([{ searchMisses }, report]) => searchMisses(report));
    counter.then(call, (error: unknown) => {
      // Counting never gets in the member's way: the next search that may count tries again.
      counter = null;
      console.debug('Insights: the search counter did not load', error);
    });
  };
  return {
    update(text, found) {
      mayCount = found === 0 && text.trim() !== '';
      later((c) => c.update(text, found));
    },
    commit: () => later((c) => c.commit()),
    newView: () => later((c) => c.newView()),
    stop: () => later((c) => c.stop()),
  };
}

/**
 * A search box's counter for its life (or until `view` changes: a box that outlives pages, in the
 * layout, passes the location); none when `loadReport` is absent.
 */
export function useSearchMisses(loadReport: LoadSearchMissReport | undefined, view?: unknown): SearchMisses | null {
  const misses = useMemo(() => (loadReport ? deferredSearchMisses(loadReport) : null), [loadReport]);
  useEffect(() => () => misses?.stop(), [misses]);
  useEffect(() => misses?.newView(), [misses, view]);
  return misses;
}
