import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSIGHTS } from '@common/insights';
import { searchMisses } from './search-miss-counter';

describe('searchMisses: which searches without results count', () => {
  let reported: string[];
  let misses: ReturnType<typeof searchMisses>;

  beforeEach(() => {
    vi.useFakeTimers();
    reported = [];
    misses = searchMisses((query) => reported.push(query));
  });
  afterEach(() => {
    misses.stop();
    vi.useRealTimers();
  });

  /** The member commits words that found nothing (Enter, or the /search page's query). */
  function committed(words: string) {
    misses.update(words, 0);
    misses.commit();
  }

  /** Types `word` a character at a time, `gapMs` apart, each showing no results. */
  function type(word: string, gapMs: number) {
    for (let i = 1; i <= word.length; i++) {
      misses.update(word.slice(0, i), 0);
      vi.advanceTimersByTime(gapMs);
    }
  }

  it('counts once typing stops for the idle time with no results, never per keystroke', () => {
    type('fibromyalgia', 300);
    expect(reported).toEqual([]);
    vi.advanceTimersByTime(INSIGHTS.searchIdleMs - 300 - 1);
    expect(reported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reported).toEqual(['fibromyalgia']);
  });

  it('does not count words that find something, or that find something again before the idle time', () => {
    misses.update('back pain', 3);
    vi.advanceTimersByTime(INSIGHTS.searchIdleMs * 2);
    misses.update('back painz', 0);
    vi.advanceTimersByTime(INSIGHTS.searchIdleMs - 1);
    misses.update('back pain', 3);
    vi.advanceTimersByTime(INSIGHTS.searchIdleMs * 2);
    expect(reported).toEqual([]);
  });

  it('counts a committed search at once when it shows no results, and not while the results are unknown', () => {
    misses.update('ketamine', null);
    misses.commit();
    expect(reported).toEqual([]);
    committed('ketamine');
    expect(reported).toEqual(['ketamine']);
    // The idle wait of those same words adds nothing.
    vi.advanceTimersByTime(INSIGHTS.searchIdleMs * 2);
    expect(reported).toEqual(['ketamine']);
  });

  it('counts the same normalised query once per page view, again after a new view', () => {
    committed('Kétamine');
    committed('  KETAMINE ');
    misses.update('ketamine', 0);
    vi.advanceTimersByTime(INSIGHTS.searchIdleMs);
    expect(reported).toEqual(['ketamine']);
    misses.newView();
    committed('ketamine');
    expect(reported).toEqual(['ketamine', 'ketamine']);
  });

  it('sends the words normalised: no e-mail address, phone number or digit leaves the page, and nothing when nothing is left', () => {
    committed('pat@example.org 555-123-4567');
    vi.advanceTimersByTime(INSIGHTS.searchIdleMs * 2);
    expect(reported).toEqual([]);
    committed('Dr. Smith pat@example.org (555) 123-4567 knee 2');
    expect(reported).toEqual(['dr. smith knee']);
  });

  it('ignores an empty box and stops its wait when stopped', () => {
    committed('   ');
    misses.update('tens unit', 0);
    misses.stop();
    vi.advanceTimersByTime(INSIGHTS.searchIdleMs * 2);
    expect(reported).toEqual([]);
  });
});
