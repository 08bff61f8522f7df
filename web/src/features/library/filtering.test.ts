/**
 * Each kind's list filter and search (SPEC.md §5), through the kind's own list declaration: its
 * filter field, its search fields from CONTENT_KINDS, and (publications) its year buttons.
 */
import { describe, expect, it } from 'vitest';
import { filterContent, type ContentQuery, type FilterSpec } from '@/lib/filter-records';
import { anArticle, aProduct, aPublication, aResource } from '@/testing/content-fixtures';
import { articleList } from './articles/article-list';
import { productList } from './products/product-list';
import { publicationList } from './publications/publication-list';
import { resourceList } from './resources/resource-list';

/** `filter(items, search, filterValue)` through `spec`. */
const through =
  <T>(spec: FilterSpec<T>) =>
  (items: readonly T[], search: string, filter = ''): T[] =>
    filterContent(items, { search, filter } satisfies ContentQuery, spec);

describe('articles', () => {
  const filter = through(articleList);
  const backPain = anArticle({ title: 'Understanding Chronic Back Pain', excerpt: 'Why it lingers', author: 'Dr. Maria Lopez', category: 'Pain Conditions' });
  const yoga = anArticle({ title: 'Gentle Yoga', excerpt: 'Breathing and movement for BACK comfort', author: 'Dr. Sam Reed', category: 'Mind-Body Approaches' });
  const diet = anArticle({ title: 'Anti-inflammatory Eating', excerpt: 'Food choices', author: 'Pain Medicine Consultants', category: 'Nutrition & Lifestyle' });
  const all = [backPain, yoga, diet];

  it('returns everything for All and an empty search', () => {
    expect(filter(all, '')).toEqual(all);
  });

  it('filters by exact category', () => {
    expect(filter(all, '', 'Mind-Body Approaches')).toEqual([yoga]);
    expect(filter(all, '', 'Mind-Body')).toEqual([]);
  });

  it('searches title, excerpt, author and category, case-insensitively', () => {
    expect(filter(all, 'back')).toEqual([backPain, yoga]);
    expect(filter(all, 'LOPEZ')).toEqual([backPain]);
    expect(filter(all, 'nutrition &')).toEqual([diet]);
    expect(filter(all, 'zzz')).toEqual([]);
  });

  it('does not search the body', () => {
    expect(filter([anArticle({ content: '<p>secret-word</p>' })], 'secret-word')).toEqual([]);
  });

  it('needs both the filter and the search to match', () => {
    expect(filter(all, 'back', 'Pain Conditions')).toEqual([backPain]);
    expect(filter(all, 'food', 'Pain Conditions')).toEqual([]);
  });

  it('keeps the order it was given (newest first)', () => {
    expect(filter([diet, yoga, backPain], 'a')).toEqual([diet, yoga, backPain]);
  });
});

describe('publications', () => {
  const filter = through(publicationList);
  const rfa = aPublication({ title: 'Radiofrequency Ablation', journal: 'Pain Medicine', year: '2024', authors: ['A. Nguyen', 'B. Patel'], abstract: 'Knee outcomes' });
  const prp = aPublication({ title: 'Platelet-Rich Plasma', journal: 'Regional Anesthesia', year: '2023', authors: ['C. Okafor'], abstract: 'Tendon healing' });
  const cbt = aPublication({ title: 'CBT for Chronic Pain', journal: 'J Pain Res', year: '2019', authors: ['D. Smith', 'A. Nguyen'], abstract: 'Group sessions' });
  const all = [rfa, prp, cbt];

  it('filters by exact year', () => {
    expect(filter(all, '', '2023')).toEqual([prp]);
    expect(filter(all, '', '202')).toEqual([]);
  });

  it('searches title, abstract, any author and journal', () => {
    expect(filter(all, 'plasma')).toEqual([prp]);
    expect(filter(all, 'TENDON')).toEqual([prp]);
    expect(filter(all, 'nguyen')).toEqual([rfa, cbt]);
    expect(filter(all, 'okafor')).toEqual([prp]);
    expect(filter(all, 'regional anesthesia')).toEqual([prp]);
  });

  it('needs both the year and the search to match', () => {
    expect(filter(all, 'nguyen', '2019')).toEqual([cbt]);
    expect(filter(all, 'plasma', '2019')).toEqual([]);
  });

  it('offers each distinct year, newest first', () => {
    const years = publicationList.filterOptions as (items: readonly unknown[]) => string[];
    expect(years([cbt, rfa, prp, aPublication({ year: '2024' })])).toEqual(['2024', '2023', '2019']);
  });
});

describe('resources', () => {
  const filter = through(resourceList);
  const stretches = aResource({ title: 'Gentle Stretches', description: 'For the lower back', category: 'Exercise & Physical Therapy' });
  const meds = aResource({ title: 'Taking Medicines Safely', description: 'A dosing diary', category: 'Medication Management' });
  const food = aResource({ title: 'Anti-inflammatory Grocery List', description: 'What to buy', category: 'Nutrition for Pain Relief' });
  const all = [stretches, meds, food];

  it('filters by exact category', () => {
    expect(filter(all, '', 'Medication Management')).toEqual([meds]);
  });

  it('searches title, description and category, case-insensitively', () => {
    expect(filter(all, 'STRETCH')).toEqual([stretches]);
    expect(filter(all, 'diary')).toEqual([meds]);
    expect(filter(all, 'pain relief')).toEqual([food]);
  });

  it('does not search the body', () => {
    expect(filter([aResource({ content: '<p>hidden-term</p>' })], 'hidden-term')).toEqual([]);
  });

  it('needs both the category and the search to match', () => {
    expect(filter(all, 'list', 'Nutrition for Pain Relief')).toEqual([food]);
    expect(filter(all, 'list', 'Medication Management')).toEqual([]);
  });
});

describe('products', () => {
  const filter = through(productList);
  const tens = aProduct({ name: 'TENS Unit', description: '<p>Nerve stimulation</p>', category: 'Pain Relief Devices' });
  const magnesium = aProduct({ name: 'Magnesium Glycinate', description: '<p>Supports muscles</p>', category: 'Supplements' });
  const book = aProduct({ name: 'Managing Pain Before It Manages You', description: '<p>A workbook</p>', category: 'Books' });
  const all = [tens, magnesium, book];

  it('filters by exact category', () => {
    expect(filter(all, '', 'Books')).toEqual([book]);
    expect(filter(all, '', 'Apps')).toEqual([]);
  });

  it('searches name, description and category, case-insensitively', () => {
    expect(filter(all, 'tens')).toEqual([tens]);
    expect(filter(all, 'MUSCLES')).toEqual([magnesium]);
    expect(filter(all, 'supplements')).toEqual([magnesium]);
  });

  it('needs both the category and the search to match', () => {
    expect(filter(all, 'pain', 'Books')).toEqual([book]);
    expect(filter(all, 'pain', 'Supplements')).toEqual([]);
  });

  it('ignores surrounding spaces in the search', () => {
    expect(filter(all, '  workbook ')).toEqual([book]);
  });
});
