import { describe, expect, it } from 'vitest';
import { aProduct } from '@/testing/content-fixtures';
import { filterProducts } from './filtering';

const tens = aProduct({ name: 'TENS Unit', description: '<p>Nerve stimulation</p>', category: 'Pain Relief Devices' });
const magnesium = aProduct({ name: 'Magnesium Glycinate', description: '<p>Supports muscles</p>', category: 'Supplements' });
const book = aProduct({ name: 'Managing Pain Before It Manages You', description: '<p>A workbook</p>', category: 'Books' });
const all = [tens, magnesium, book];

describe('filterProducts', () => {
  it('filters by exact category', () => {
    expect(filterProducts(all, { search: '', filter: 'Books' })).toEqual([book]);
    expect(filterProducts(all, { search: '', filter: 'Apps' })).toEqual([]);
  });

  it('searches name, description and category, case-insensitively', () => {
    expect(filterProducts(all, { search: 'tens', filter: '' })).toEqual([tens]);
    expect(filterProducts(all, { search: 'MUSCLES', filter: '' })).toEqual([magnesium]);
    expect(filterProducts(all, { search: 'supplements', filter: '' })).toEqual([magnesium]);
  });

  it('needs both the category and the search to match', () => {
    expect(filterProducts(all, { search: 'pain', filter: 'Books' })).toEqual([book]);
    expect(filterProducts(all, { search: 'pain', filter: 'Supplements' })).toEqual([]);
  });

  it('ignores surrounding spaces in the search', () => {
    expect(filterProducts(all, { search: '  workbook ', filter: '' })).toEqual([book]);
  });
});
