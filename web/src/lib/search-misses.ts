/**
 * Which searches that found nothing count for Insights (docs/decisions/0036-first-party-insights.md):
 * one the member commits (Enter, a submitted query) or stops typing at for INSIGHTS.searchIdleMs
 * while it shows no results; never each keystroke, and each normalised query once per page view.
 */
import { useEffect, useMemo } from 'react';
import { INSIGHTS, normaliseSearch } from '@common/insights';

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

/**
 * `report` gets each query to count, normalised (common/insights.ts normaliseSearch: no e-mail
 * address, phone number or digit leaves the device); a query with nothing left is not counted.
 */
export function searchMisses(report: (query: string) => void, idleMs: number = INSIGHTS.searchIdleMs): SearchMisses {
  const counted = new Set<string>();
  let text = '';
  let found: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const count = () => {
    stop();
    const query = normaliseSearch(text);
    if (found !== 0 || !query || counted.has(query)) return;
    counted.add(query);
    report(query);
  };

  return {
    update(nextText, nextFound) {
      if (nextText === text && nextFound === found) return;
      stop();
      text = nextText;
      found = nextFound;
      if (found === 0 && normaliseSearch(text)) timer = setTimeout(count, idleMs);
    },
    commit: count,
    newView() {
      stop();
      counted.clear();
    },
    stop,
  };
}

/**
 * A search box's counter for its life (or until `view` changes: a box that outlives pages, in the
 * layout, passes the location); none when `report` is absent.
 */
export function useSearchMisses(report: ((query: string) => void) | undefined, view?: unknown): SearchMisses | null {
  const misses = useMemo(() => (report ? searchMisses(report) : null), [report]);
  useEffect(() => () => misses?.stop(), [misses]);
  useEffect(() => misses?.newView(), [misses, view]);
  return misses;
}
