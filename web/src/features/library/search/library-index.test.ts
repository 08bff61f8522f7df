import { describe, expect, it } from 'vitest';
import { CONTENT_KIND_NAMES, CONTENT_KINDS } from '@common/content';
import { anArticleSummary, aProductSummary, aPublicationSummary, aResourceSummary } from '@/testing/content-fixtures';
import { buildLibraryIndex, fieldBoosts } from './library-index';
import { groupHits, hitPath, hitTitle } from './search-hits';

const SYNONYMS = [
  ['sciatica', 'radiculopathy'],
  ['nerve burning', 'radiofrequency ablation'],
];

const sciatica = anArticleSummary({ id: 'a1', slug: 'sciatica', title: 'Understanding Sciatica', excerpt: 'Pain down the leg.' });
const sleep = anArticleSummary({ id: 'a2', slug: 'sleep', title: 'Better Sleep', excerpt: 'Rest when pain keeps you up. Mentions mindfulness.' });
const rfa = aPublicationSummary({ id: 'p1', title: 'Radiofrequency Ablation at Twelve Months', abstract: 'Outcomes of a cohort.', authors: ['Ana Müller'] });
const mindful = aPublicationSummary({ id: 'p2', title: 'Group Mindfulness Sessions', abstract: 'An adjunct to care.' });
const stretches = aResourceSummary({ id: 'r1', slug: 'stretches', title: 'Gentle Stretches', description: 'For radiculopathy and back pain.' });
const workbook = aProductSummary({ id: 'x1', slug: 'workbook', name: 'Mindful Movement Workbook', description: 'Exercises for calm.' });

const index = await buildLibraryIndex({ articles: [sciatica, sleep], publications: [rfa, mindful], resources: [stretches], products: [workbook] }, SYNONYMS);
const found = (text: string) => index.search(text).map(hitTitle);

describe('the library index', () => {
  it('holds every record of the four kinds', () => {
    expect(index.size).toBe(6);
  });

  it('tolerates a typo, a missing accent and another case', () => {
    expect(found('sciatca')).toEqual(['Understanding Sciatica']);
    expect(found('MULLER')).toEqual(['Radiofrequency Ablation at Twelve Months']);
  });

  it('matches prefixes as you type', () => {
    expect(found('radiof')).toEqual(['Radiofrequency Ablation at Twelve Months']);
  });

  it('finds plain words through their clinical synonyms and back', () => {
    expect(found('nerve burning')).toEqual(['Radiofrequency Ablation at Twelve Months']);
    expect(found('radiculopathy')).toEqual(expect.arrayContaining(['Understanding Sciatica', 'Gentle Stretches']));
    expect(found('sciatica')).toEqual(expect.arrayContaining(['Understanding Sciatica', 'Gentle Stretches']));
  });

  it('ranks a match in the name above one in the text', () => {
    expect(found('mindful')[0]).not.toBe('Better Sleep');
    expect(found('mindful')).toContain('Better Sleep');
  });

  it('returns the matched terms for highlighting', () => {
    const [hit] = index.search('sciatca');
    expect([...hit!.terms]).toEqual(['sciatica']);
  });

  it('finds nothing for a text without words', () => {
    expect(index.search('  ')).toEqual([]);
  });
});

describe('grouping hits', () => {
  it('groups by kind, the best group first, at most a few of each with the total', () => {
    const groups = groupHits(index.search('mindful'), 1);
    expect(groups.map((g) => g.kind)).toEqual(expect.arrayContaining(['publications', 'products', 'articles']));
    const best = index.search('mindful')[0]!;
    expect(groups[0]!.kind).toBe(best.kind);
    for (const group of groups) expect(group.hits).toHaveLength(1);
    expect(groups.find((g) => g.kind === 'articles')!.total).toBe(1);
  });

  it('links each hit to its member page', () => {
    const paths = index.search('mindful').map(hitPath);
    expect(paths).toEqual(expect.arrayContaining(['/publications/p2', '/products/workbook', '/blog/sleep']));
  });
});

describe('the kinds’ search declarations', () => {
  it('name a title field each kind has, weigh only searched fields, and weigh a shared field alike', () => {
    for (const kind of CONTENT_KIND_NAMES) {
      const { librarySearch, searchFields, fields } = CONTENT_KINDS[kind];
      expect(Object.keys(fields)).toContain(librarySearch.titleField);
      for (const field of Object.keys(librarySearch.boost)) expect(searchFields as readonly string[]).toContain(field);
    }
    expect(() => fieldBoosts()).not.toThrow();
  });
});
