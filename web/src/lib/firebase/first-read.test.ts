import { describe, expect, it, vi } from 'vitest';
import { Timestamp } from 'firebase/firestore/lite';

vi.mock('./auth', () => ({ restoredUser: async () => null }));
const { decodeRows, decodeValue, parseTimestamp } = await import('./first-read');

describe('a page\'s first read, decoded as the SDK gives it', () => {
  it('reads RFC 3339 times to the nanosecond, in any zone; anything else is no time', () => {
    expect(parseTimestamp('2026-03-01T10:00:00.123456789Z')).toEqual(new Timestamp(Date.UTC(2026, 2, 1, 10) / 1000, 123_456_789));
    expect(parseTimestamp('2026-03-01T10:00:00.5Z')).toEqual(new Timestamp(Date.UTC(2026, 2, 1, 10) / 1000, 500_000_000));
    expect(parseTimestamp('2026-03-01T10:00:00Z')).toEqual(new Timestamp(Date.UTC(2026, 2, 1, 10) / 1000, 0));
    expect(parseTimestamp('2026-03-01T12:00:00.000001+02:00')).toEqual(new Timestamp(Date.UTC(2026, 2, 1, 10) / 1000, 1000));
    for (const bad of ['', 'yesterday', '2026-03-01', '2026-03-01T10:00:00.1234567890Z', '2026-13-45T10:00:00Z']) expect(parseTimestamp(bad), bad).toBeNull();
  });

  it('decodes each kind of value a summary holds', () => {
    expect(decodeValue({ stringValue: 'Back pain' })).toBe('Back pain');
    expect(decodeValue({ integerValue: '12' })).toBe(12);
    expect(decodeValue({ doubleValue: 4.5 })).toBe(4.5);
    expect(decodeValue({ booleanValue: false })).toBe(false);
    expect(decodeValue({ nullValue: null })).toBeNull();
    expect(decodeValue({ timestampValue: '2026-03-01T10:00:00Z' })).toBeInstanceOf(Timestamp);
    expect(decodeValue({ arrayValue: { values: [{ stringValue: 'a' }, { integerValue: '2' }] } })).toEqual(['a', 2]);
    expect(decodeValue({ arrayValue: {} })).toEqual([]);
    expect(decodeValue({ mapValue: { fields: { doi: { stringValue: '10.1/x' }, year: { integerValue: '2024' } } } })).toEqual({ doi: '10.1/x', year: 2024 });
    expect(decodeValue({ referenceValue: 'projects/p/databases/(default)/documents/x/y' })).toBeUndefined();
  });

  it('turns runQuery rows into documents by id, skipping a row with only its read time (an empty answer)', () => {
    const docs = decodeRows([
      { document: { name: 'projects/p/databases/(default)/documents/article_summaries/a1', fields: { title: { stringValue: 'One' } } }, readTime: 't' },
      { document: { name: 'projects/p/databases/(default)/documents/article_summaries/a2' }, readTime: 't' },
    ])!;
    expect(docs.map((d) => [d.id, d.data()])).toEqual([['a1', { title: 'One' }], ['a2', {}]]);
    expect(decodeRows([{ readTime: 't' }])).toEqual([]);
    expect(decodeRows(null)).toBeNull();
    expect(decodeRows({ error: { code: 403 } })).toBeNull();
  });
});
