import { describe, expect, it } from 'vitest';
import { expandQuery, foldText, highlightParts, termsOf } from './search-text';

const SYNONYMS = [
  ['sciatica', 'radiculopathy', 'radicular pain'],
  ['nerve burning', 'radiofrequency ablation', 'RFA'],
];

describe('how the search reads text', () => {
  it('ignores case and accents', () => {
    expect(foldText('Épidural ÉTUDE Naïve')).toBe('epidural etude naive');
    expect(termsOf('Ácido Hialurónico')).toEqual(['acido', 'hialuronico']);
  });

  it('splits words on anything but letters and digits, and leaves filler words out', () => {
    expect(termsOf('Platelet-rich plasma: what is it?')).toEqual(['platelet', 'rich', 'plasma']);
    expect(termsOf('pain in my back')).toEqual(['pain', 'back']);
    expect(termsOf('Vitamin D3, 1,000 IU')).toEqual(['vitamin', 'd3', '1', '000', 'iu']);
  });
});

describe('expandQuery', () => {
  it('asks for every word of a query without synonyms', () => {
    expect(expandQuery('Back  Pain', SYNONYMS)).toEqual({ combineWith: 'AND', queries: ['back', 'pain'] });
    expect(expandQuery('knee', SYNONYMS)).toBe('knee');
  });

  it('has nothing to ask for a text without words', () => {
    expect(expandQuery('  ?! ', SYNONYMS)).toBeNull();
    expect(expandQuery('the of', SYNONYMS)).toBeNull();
  });

  it('lets a word of a synonym group match any entry of it, phrases by all their words', () => {
    expect(expandQuery('Sciatica', SYNONYMS)).toEqual({
      combineWith: 'OR',
      queries: [
        { combineWith: 'AND', queries: ['sciatica'] },
        { combineWith: 'AND', queries: ['radiculopathy'] },
        { combineWith: 'AND', queries: ['radicular pain'] },
      ],
    });
  });

  it('matches a phrase of the query (accents and case aside) and keeps the other words', () => {
    expect(expandQuery('Nerve BÚRNING knee', SYNONYMS)).toEqual({
      combineWith: 'AND',
      queries: [
        {
          combineWith: 'OR',
          queries: [
            { combineWith: 'AND', queries: ['nerve burning'] },
            { combineWith: 'AND', queries: ['radiofrequency ablation'] },
            { combineWith: 'AND', queries: ['rfa'] },
          ],
        },
        'knee',
      ],
    });
  });

  it('prefers the longer phrase over a word in it', () => {
    const query = expandQuery('radicular pain', [...SYNONYMS, ['pain', 'ache']]);
    expect(query).toMatchObject({ combineWith: 'OR' });
    expect(JSON.stringify(query)).not.toContain('ache');
  });

  it('leaves a word alone that is only part of a phrase', () => {
    expect(expandQuery('nerve', SYNONYMS)).toBe('nerve');
  });
});

describe('highlightParts', () => {
  it('marks the words whose terms matched, keeping the text as written', () => {
    expect(highlightParts('Épidural Steroid Injections: What to Expect', new Set(['epidural', 'expect']))).toEqual([
      { text: 'Épidural', match: true },
      { text: ' Steroid Injections: What to ', match: false },
      { text: 'Expect', match: true },
    ]);
  });

  it('leaves a text with no match whole', () => {
    expect(highlightParts('Sleep better', new Set(['pain']))).toEqual([{ text: 'Sleep better', match: false }]);
    expect(highlightParts('', new Set(['pain']))).toEqual([]);
  });
});
