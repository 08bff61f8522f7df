import { describe, expect, it } from 'vitest';
import { csvFileName, memberPath, monthName, toCsv } from './insights';

describe('insights helpers', () => {
  it('writes CSV with quoting, and keeps a formula-like cell as text', () => {
    expect(toCsv({ header: ['Search', 'Members'], rows: [['back, neck', 5], ['say "hi"', 6], ['=cmd()', 7], ['-3 pain', 8]] })).toBe(
      'Search,Members\r\n"back, neck",5\r\n"say ""hi""",6\r\n\'=cmd(),7\r\n\'-3 pain,8\r\n',
    );
  });

  it('names where members read a record, by slug or by id as its kind is addressed', () => {
    expect(memberPath({ kind: 'articles', id: 'a1', slug: 'back pain', title: '' })).toBe('/blog/back%20pain');
    expect(memberPath({ kind: 'publications', id: 'p1', slug: '', title: '' })).toBe('/publications/p1');
    expect(memberPath({ kind: 'resources', id: 'r1', slug: 'stretches', title: '' })).toBe('/resources/stretches');
  });

  it('names the month and the CSV files', () => {
    expect(monthName('2026-11')).toBe('November 2026');
    expect(csvFileName('readsPerWeek', { generated_at: '2026-11-28T23:59:00.000Z' } as Parameters<typeof csvFileName>[1])).toBe('insights-reads-per-week-2026-11-28.csv');
  });
});
