import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRACTICE } from '@common/practice';
import { mapsSearchUrl, resolvePractice } from './practice';
import { telHref } from './practice-contact';

describe('practice configuration', () => {
  it('keeps the shared defaults when nothing is set', () => {
    expect(resolvePractice({})).toEqual(DEFAULT_PRACTICE);
  });

  it('takes build-time overrides', () => {
    const practice = resolvePractice({
      VITE_PRACTICE_PHONE: ' (925) 555-0100 ',
      VITE_PRACTICE_MEMBERS_EMAIL: 'help@clinic.example',
      VITE_PRACTICE_OFFICES: JSON.stringify([{ name: 'Main', address: '1 Main St, Town, CA' }]),
    });
    expect(practice.phone).toBe('(925) 555-0100');
    expect(practice.membersEmail).toBe('help@clinic.example');
    expect(practice.offices).toEqual([{ name: 'Main', address: '1 Main St, Town, CA' }]);
    expect(practice.officeHours).toBe(DEFAULT_PRACTICE.officeHours);
  });

  it('takes the review period and the Review due window as whole numbers within bounds, else the defaults', () => {
    const practice = resolvePractice({ VITE_PRACTICE_REVIEW_PERIOD_MONTHS: '12', VITE_PRACTICE_REVIEW_DUE_WINDOW_DAYS: ' 30 ' });
    expect(practice.reviewPeriodMonths).toBe(12);
    expect(practice.reviewDueWindowDays).toBe(30);
    for (const bad of ['0', '-5', '2.5', 'soon', '366']) {
      expect(resolvePractice({ VITE_PRACTICE_REVIEW_DUE_WINDOW_DAYS: bad }).reviewDueWindowDays).toBe(DEFAULT_PRACTICE.reviewDueWindowDays);
    }
    expect(resolvePractice({ VITE_PRACTICE_REVIEW_PERIOD_MONTHS: '121' }).reviewPeriodMonths).toBe(DEFAULT_PRACTICE.reviewPeriodMonths);
  });

  it('takes the search synonyms as a JSON list of groups of at least two words or phrases', () => {
    const groups = [['sciatica', 'radiculopathy'], ['nerve burning', 'radiofrequency ablation', 'RFA']];
    expect(resolvePractice({ VITE_PRACTICE_SEARCH_SYNONYMS: JSON.stringify(groups) }).searchSynonyms).toEqual(groups);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const bad of ['[["alone"]]', '[["a", ""]]', '["a", "b"]', '{}']) {
      expect(resolvePractice({ VITE_PRACTICE_SEARCH_SYNONYMS: bad }).searchSynonyms).toEqual(DEFAULT_PRACTICE.searchSynonyms);
    }
    warn.mockRestore();
  });

  it('ignores malformed lists with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolvePractice({ VITE_PRACTICE_SOCIAL: '[{"label":"X","url":"javascript:alert(1)"}]' }).social).toEqual(
      DEFAULT_PRACTICE.social,
    );
    expect(resolvePractice({ VITE_PRACTICE_OFFICES: 'not json' }).offices).toEqual(DEFAULT_PRACTICE.offices);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('builds maps and phone links', () => {
    expect(mapsSearchUrl('1 Main St, Town & Co')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Town%20%26%20Co',
    );
    expect(telHref('(555) 010-0123')).toBe('tel:5550100123');
  });
});
