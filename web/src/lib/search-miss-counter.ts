/**
 * Which searches that found nothing count for Insights (docs/decisions/0036-first-party-insights.md):
 * one the member commits (Enter, a submitted query) or stops typing at for INSIGHTS.searchIdleMs
 * while it shows no results; never each keystroke, and each normalised query once per page view.
 * Loaded by lib/search-misses.ts once a search first shows no results or is committed.
 */
import { INSIGHTS } from '@common/insights';
import { normaliseSearch } from '@common/search-words';
import type { SearchMisses } from './search-misses';


/**
 * `report` gets each query to count, normalised (common/search-words.ts: no e-mail
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
