import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSIGHTS } from '@common/insights';
import { deferredSearchMisses } from './search-misses';

describe('deferredSearchMisses: the counter loads at the first search that may count', () => {
  afterEach(() => vi.useRealTimers());

  it('loads nothing while searches find something, then replays what came meanwhile in order', async () => {
    const reported: string[] = [];
    const loadReport = vi.fn(async () => (query: string) => void reported.push(query));
    const misses = deferredSearchMisses(loadReport);
    misses.update('back', 3);
    misses.newView();
    misses.commit();
    expect(loadReport).not.toHaveBeenCalled();

    // Words that find nothing, committed before the counter is here; then a search that finds something.
    misses.update('Kétamine 2', 0);
    misses.commit();
    misses.update('knee', 4);
    expect(loadReport).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(reported).toEqual(['ketamine']));

    // From now on the loaded counter answers, with no second load.
    misses.update('zzz', 0);
    misses.commit();
    await vi.waitFor(() => expect(reported).toEqual(['ketamine', 'zzz']));
    expect(loadReport).toHaveBeenCalledTimes(1);
    misses.stop();
  });

  it('counts an idle search without results once the counter is here, and stops the wait when the box goes', async () => {
    vi.useFakeTimers();
    const reported: string[] = [];
    let loaded = false;
    const misses = deferredSearchMisses(async () => {
      loaded = true;
      return (query) => void reported.push(query);
    });
    misses.update('fibromyalgia', 0);
    await vi.waitFor(() => expect(loaded).toBe(true));
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(INSIGHTS.searchIdleMs - 1);
    expect(reported).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(reported).toEqual(['fibromyalgia']);
    misses.update('migraine', 0);
    await vi.advanceTimersByTimeAsync(INSIGHTS.searchIdleMs - 1);
    misses.stop();
    await vi.advanceTimersByTimeAsync(INSIGHTS.searchIdleMs * 2);
    expect(reported).toEqual(['fibromyalgia']);
  });

  it('tries again at the next search when the counter did not load, and never throws', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const reported: string[] = [];
    const loadReport = vi
      .fn<() => Promise<(query: string) => void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue((query) => void reported.push(query));
    const misses = deferredSearchMisses(loadReport);
    misses.update('sciatica', 0);
    misses.commit();
    await vi.waitFor(() => expect(debug).toHaveBeenCalled());
    expect(reported).toEqual([]);
    misses.update('sciatica', 0);
    misses.commit();
    await vi.waitFor(() => expect(reported).toEqual(['sciatica']));
    debug.mockRestore();
  });
});
