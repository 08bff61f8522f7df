/**
 * Each kind's list filter and search (docs/product.md §5), through the kind's own list declaration: its
 * filter field, its search fields from CONTENT_KINDS, and (publications) its year buttons. One row
 * per check: what it shows, the records, the search, the filter value, the records expected.
 */
import { describe, expect, it } from 'vitest';
import { filterContent, type FilterSpec } from '@/lib/filter-records';
import { anArticleSummary, aProductSummary, aPublicationSummary, aResourceSummary } from '@/testing/content-fixtures';
import { articleList } from './articles/article-list';
import { productList } from './products/product-list';
import { publicationList } from './publications/publication-list';
import { resourceList } from './resources/resource-list';

type Case<T> = [check: string, items: T[], search: string, filter: string, expected: T[]];

function filterCases<T>(spec: FilterSpec<T>, cases: Case<T>[]) {
  it.each(cases)('%s', (_check, items, search, filter, expected) => {
    expect(filterContent(items, { search, filter }, spec)).toEqual(expected);
  });
}

describe('articles', () => {
  const backPain = anArticleSummary({ title: 'Understanding Chronic Back Pain', excerpt: 'Why it lingers', author: 'Dr. Maria Lopez', category: 'Pain Conditions' });
  const yoga = anArticleSummary({ title: 'Gentle Yoga', excerpt: 'Breathing and movement for BACK comfort', author: 'Dr. Sam Reed', category: 'Mind-Body Approaches' });
  const diet = anArticleSummary({ title: 'Anti-inflammatory Eating', excerpt: 'Food choices', author: 'Pain Medicine Consultants', category: 'Nutrition & Lifestyle' });
  const all = [backPain, yoga, diet];
  filterCases(articleList, [
    ['returns everything for All and an empty search', all, '', '', all],
    ['filters by exact category', all, '', 'Mind-Body Approaches', [yoga]],
    ['filters by exact category, not a part of it', all, '', 'Mind-Body', []],
    ['searches the excerpt and title, case-insensitively', all, 'back', '', [backPain, yoga]],
    ['searches the author', all, 'LOPEZ', '', [backPain]],
    ['searches the category', all, 'nutrition &', '', [diet]],
    ['does not match across two fields (author, then category)', all, 'lopez pain', '', []],
    ['does not match across two fields, without a space either', all, 'lopezpain', '', []],
    ['does not match across two fields with a pasted control character', all, 'lopez\u0000pain', '', []],
    ['finds nothing for an unknown word', all, 'zzz', '', []],
    ['does not search the body', [anArticleSummary({ content: '<p>secret-word</p>' })], 'secret-word', '', []],
    ['needs both the filter and the search to match', all, 'back', 'Pain Conditions', [backPain]],
    ['needs both: a search outside the filter', all, 'food', 'Pain Conditions', []],
    ['keeps the order it was given (newest first)', [diet, yoga, backPain], 'a', '', [diet, yoga, backPain]],
  ]);
});

describe('publications', () => {
  const rfa = aPublicationSummary({ title: 'Radiofrequency Ablation', journal: 'Pain Medicine', year: '2024', authors: ['A. Nguyen', 'B. Patel'], abstract: 'Knee outcomes' });
  const prp = aPublicationSummary({ title: 'Platelet-Rich Plasma', journal: 'Regional Anesthesia', year: '2023', authors: ['C. Okafor'], abstract: 'Tendon healing' });
  const cbt = aPublicationSummary({ title: 'CBT for Chronic Pain', journal: 'J Pain Res', year: '2019', authors: ['D. Smith', 'A. Nguyen'], abstract: 'Group sessions' });
  const all = [rfa, prp, cbt];
  filterCases(publicationList, [
    ['filters by exact year', all, '', '2023', [prp]],
    ['filters by exact year, not a part of it', all, '', '202', []],
    ['searches the title', all, 'plasma', '', [prp]],
    ['searches the abstract, case-insensitively', all, 'TENDON', '', [prp]],
    ['searches any author', all, 'nguyen', '', [rfa, cbt]],
    ['searches a single author', all, 'okafor', '', [prp]],
    ['searches the journal', all, 'regional anesthesia', '', [prp]],
    ['needs both the year and the search to match', all, 'nguyen', '2019', [cbt]],
    ['needs both: a search outside the year', all, 'plasma', '2019', []],
  ]);

  it('offers each distinct year, newest first', () => {
    const years = publicationList.filterOptions as (items: readonly unknown[]) => string[];
    expect(years([cbt, rfa, prp, aPublicationSummary({ year: '2024' })])).toEqual(['2024', '2023', '2019']);
  });
});

describe('resources', () => {
  const stretches = aResourceSummary({ title: 'Gentle Stretches', description: 'For the lower back', category: 'Exercise & Physical Therapy' });
  const meds = aResourceSummary({ title: 'Taking Medicines Safely', description: 'A dosing diary', category: 'Medication Management' });
  const food = aResourceSummary({ title: 'Anti-inflammatory Grocery List', description: 'What to buy', category: 'Nutrition for Pain Relief' });
  const all = [stretches, meds, food];
  filterCases(resourceList, [
    ['filters by exact category', all, '', 'Medication Management', [meds]],
    ['searches the title, case-insensitively', all, 'STRETCH', '', [stretches]],
    ['searches the description', all, 'diary', '', [meds]],
    ['searches the category', all, 'pain relief', '', [food]],
    ['does not search the body', [aResourceSummary({ content: '<p>hidden-term</p>' })], 'hidden-term', '', []],
    ['needs both the category and the search to match', all, 'list', 'Nutrition for Pain Relief', [food]],
    ['needs both: a search outside the category', all, 'list', 'Medication Management', []],
  ]);
});

describe('products', () => {
  const tens = aProductSummary({ name: 'TENS Unit', description: '<p>Nerve stimulation</p>', category: 'Pain Relief Devices' });
  const magnesium = aProductSummary({ name: 'Magnesium Glycinate', description: '<p>Supports muscles</p>', category: 'Supplements' });
  const book = aProductSummary({ name: 'Managing Pain Before It Manages You', description: '<p>A workbook</p>', category: 'Books' });
  const all = [tens, magnesium, book];
  filterCases(productList, [
    ['filters by exact category', all, '', 'Books', [book]],
    ['filters by a category with no products', all, '', 'Apps', []],
    ['searches the name, case-insensitively', all, 'tens', '', [tens]],
    ['searches the description', all, 'MUSCLES', '', [magnesium]],
    ['searches the category', all, 'supplements', '', [magnesium]],
    ['needs both the category and the search to match', all, 'pain', 'Books', [book]],
    ['needs both: a search outside the category', all, 'pain', 'Supplements', []],
    ['ignores surrounding spaces in the search', all, '  workbook ', '', [book]],
  ]);
});
