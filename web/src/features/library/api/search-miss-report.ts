import type { LoadSearchMissReport } from '@/lib/search-misses';

/**
 * What a list's or the library search's counter of searches that found nothing reports to
 * (lib/search-misses.ts): the recorders (record-insights.ts), loaded with the counter.
 */
export const loadSearchMissReport: LoadSearchMissReport = () => import('./record-insights').then((recorders) => recorders.countSearchMiss);
