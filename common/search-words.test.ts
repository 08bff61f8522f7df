import { describe, expect, it } from 'vitest';
import { INSIGHTS } from './insights';
import { normaliseSearch } from './search-words';

describe('normaliseSearch', () => {
  it.each([
    ['  Knee   BRACE ', 'knee brace'],
    ['Épaule douloureuse', 'epaule douloureuse'],
    ['ﬁbromyalgia', 'fibromyalgia'],
    ['knee brace 2', 'knee brace'],
    ['L4 L5 disc', 'l l disc'],
    ['call me at 555-123-4567 about sciatica', 'call me at about sciatica'],
    ['(925) 555 0101 back pain', 'back pain'],
    ['+1 925.555.0101 neck', 'neck'],
    ['write to pat.example@mail.test re: migraine', 'write to re: migraine'],
    ['\tnerve\nburning ', 'nerve burning'],
  ])('%j becomes %j', (typed, counted) => {
    expect(normaliseSearch(typed)).toBe(counted);
  });

  it('leaves nothing of a search without letters', () => {
    expect(normaliseSearch('555 123 4567')).toBe('');
    expect(normaliseSearch('12345')).toBe('');
    expect(normaliseSearch(' ?! ')).toBe('');
    expect(normaliseSearch('someone@example.com')).toBe('');
  });

  it(`cuts a long search to INSIGHTS.searchMaxLength (${INSIGHTS.searchMaxLength}) characters, no trailing space`, () => {
    const cut = normaliseSearch('radiofrequency ablation '.repeat(10));
    expect(cut.length).toBeLessThanOrEqual(INSIGHTS.searchMaxLength);
    expect(cut).toBe(cut.trim());
    expect(cut.startsWith('radiofrequency ablation radiofrequency')).toBe(true);
  });
});
