import { describe, expect, it } from 'vitest';
import { aPublication } from '@/testing/content-fixtures';
import { filterPublications, publicationYears } from './filtering';

const rfa = aPublication({ title: 'Radiofrequency Ablation', journal: 'Pain Medicine', year: '2024', authors: ['A. Nguyen', 'B. Patel'], abstract: 'Knee outcomes' });
const prp = aPublication({ title: 'Platelet-Rich Plasma', journal: 'Regional Anesthesia', year: '2023', authors: ['C. Okafor'], abstract: 'Tendon healing' });
const cbt = aPublication({ title: 'CBT for Chronic Pain', journal: 'J Pain Res', year: '2019', authors: ['D. Smith', 'A. Nguyen'], abstract: 'Group sessions' });
const all = [rfa, prp, cbt];

describe('filterPublications', () => {
  it('filters by exact year', () => {
    expect(filterPublications(all, { search: '', filter: '2023' })).toEqual([prp]);
    expect(filterPublications(all, { search: '', filter: '202' })).toEqual([]);
  });

  it('searches title, abstract, any author and journal', () => {
    expect(filterPublications(all, { search: 'plasma', filter: '' })).toEqual([prp]);
    expect(filterPublications(all, { search: 'TENDON', filter: '' })).toEqual([prp]);
    expect(filterPublications(all, { search: 'nguyen', filter: '' })).toEqual([rfa, cbt]);
    expect(filterPublications(all, { search: 'okafor', filter: '' })).toEqual([prp]);
    expect(filterPublications(all, { search: 'regional anesthesia', filter: '' })).toEqual([prp]);
  });

  it('needs both the year and the search to match', () => {
    expect(filterPublications(all, { search: 'nguyen', filter: '2019' })).toEqual([cbt]);
    expect(filterPublications(all, { search: 'plasma', filter: '2019' })).toEqual([]);
  });

  it('offers each distinct year, newest first', () => {
    expect(publicationYears([cbt, rfa, prp, aPublication({ year: '2024' })])).toEqual(['2024', '2023', '2019']);
  });
});
