import { describe, expect, it } from 'vitest';
import { anArticle } from '@/testing/content-fixtures';
import { filterArticles } from './filtering';

const backPain = anArticle({ title: 'Understanding Chronic Back Pain', excerpt: 'Why it lingers', author: 'Dr. Maria Lopez', category: 'Pain Conditions' });
const yoga = anArticle({ title: 'Gentle Yoga', excerpt: 'Breathing and movement for BACK comfort', author: 'Dr. Sam Reed', category: 'Mind-Body Approaches' });
const diet = anArticle({ title: 'Anti-inflammatory Eating', excerpt: 'Food choices', author: 'Pain Medicine Consultants', category: 'Nutrition & Lifestyle' });
const all = [backPain, yoga, diet];

describe('filterArticles', () => {
  it('returns everything for All and an empty search', () => {
    expect(filterArticles(all, { search: '', filter: '' })).toEqual(all);
  });

  it('filters by exact category', () => {
    expect(filterArticles(all, { search: '', filter: 'Mind-Body Approaches' })).toEqual([yoga]);
    expect(filterArticles(all, { search: '', filter: 'Mind-Body' })).toEqual([]);
  });

  it('searches title, excerpt, author and category, case-insensitively', () => {
    expect(filterArticles(all, { search: 'back', filter: '' })).toEqual([backPain, yoga]);
    expect(filterArticles(all, { search: 'LOPEZ', filter: '' })).toEqual([backPain]);
    expect(filterArticles(all, { search: 'nutrition &', filter: '' })).toEqual([diet]);
    expect(filterArticles(all, { search: 'zzz', filter: '' })).toEqual([]);
  });

  it('does not search the body', () => {
    expect(filterArticles([anArticle({ content: '<p>secret-word</p>' })], { search: 'secret-word', filter: '' })).toEqual([]);
  });

  it('needs both the filter and the search to match', () => {
    expect(filterArticles(all, { search: 'back', filter: 'Pain Conditions' })).toEqual([backPain]);
    expect(filterArticles(all, { search: 'food', filter: 'Pain Conditions' })).toEqual([]);
  });

  it('keeps the order it was given (newest first)', () => {
    expect(filterArticles([diet, yoga, backPain], { search: 'a', filter: '' })).toEqual([diet, yoga, backPain]);
  });
});
