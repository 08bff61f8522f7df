import { describe, expect, it } from 'vitest';
import { aResource } from '@/testing/content-fixtures';
import { filterResources } from './filtering';

const stretches = aResource({ title: 'Gentle Stretches', description: 'For the lower back', category: 'Exercise & Physical Therapy' });
const meds = aResource({ title: 'Taking Medicines Safely', description: 'A dosing diary', category: 'Medication Management' });
const food = aResource({ title: 'Anti-inflammatory Grocery List', description: 'What to buy', category: 'Nutrition for Pain Relief' });
const all = [stretches, meds, food];

describe('filterResources', () => {
  it('filters by exact category', () => {
    expect(filterResources(all, { search: '', filter: 'Medication Management' })).toEqual([meds]);
  });

  it('searches title, description and category, case-insensitively', () => {
    expect(filterResources(all, { search: 'STRETCH', filter: '' })).toEqual([stretches]);
    expect(filterResources(all, { search: 'diary', filter: '' })).toEqual([meds]);
    expect(filterResources(all, { search: 'pain relief', filter: '' })).toEqual([food]);
  });

  it('does not search the body', () => {
    expect(filterResources([aResource({ content: '<p>hidden-term</p>' })], { search: 'hidden-term', filter: '' })).toEqual([]);
  });

  it('needs both the category and the search to match', () => {
    expect(filterResources(all, { search: 'list', filter: 'Nutrition for Pain Relief' })).toEqual([food]);
    expect(filterResources(all, { search: 'list', filter: 'Medication Management' })).toEqual([]);
  });
});
