import { beforeEach, describe, expect, it, vi } from 'vitest';

const getDocs = vi.fn();
vi.mock('firebase/firestore/lite', () => ({
  collection: (_db: unknown, name: string) => ({ collection: name }),
  where: (field: string, op: string, value: unknown) => ({ where: [field, op, value] }),
  and: (...filters: unknown[]) => ({ and: filters }),
  orderBy: (field: string, direction: string) => ({ orderBy: [field, direction] }),
  startAfter: (cursor: unknown) => ({ startAfter: cursor }),
  limit: (n: number) => ({ limit: n }),
  query: (ref: unknown, ...constraints: unknown[]) => ({ ref, constraints }),
  getDocs: (...args: unknown[]) => getDocs(...args),
}));
vi.mock('@/lib/firebase/firestore', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/firebase/firestore')>()), getDb: () => ({}) }));

const { firestorePages, SEARCH_BATCH, SEARCH_SCAN_LIMIT } = await import('./firestore-pages');

const doc = (id: string) => ({ id, data: () => ({ title: id }) });
const source = firestorePages({ collection: 'support_tickets', convert: (snap) => snap.id, dateField: 'created_at', filterField: 'status', orders: ['newest', 'oldest'] });

describe('firestorePages', () => {
  beforeEach(() => getDocs.mockReset());

  it('reads a page and one more document, which says another page follows and where it starts', async () => {
    getDocs.mockResolvedValue({ docs: [doc('a'), doc('b'), doc('c')] });
    const page = await source.page({ query: { search: 'ignored', filter: '', order: 'newest' }, size: 2, after: null });
    expect(getDocs).toHaveBeenCalledWith({ ref: { collection: 'support_tickets' }, constraints: [{ orderBy: ['created_at', 'desc'] }, { limit: 3 }] });
    expect(page.rows).toEqual(['a', 'b']);
    expect((page.next as { id: string }).id).toBe('b');
  });

  it('filters, orders oldest first and starts after the cursor; the last page has no next', async () => {
    const cursor = doc('b');
    getDocs.mockResolvedValue({ docs: [doc('c')] });
    const page = await source.page({ query: { search: '', filter: 'open', order: 'oldest' }, size: 2, after: cursor });
    expect(getDocs.mock.calls[0]![0].constraints).toEqual([{ where: ['status', '==', 'open'] }, { orderBy: ['created_at', 'asc'] }, { startAfter: cursor }, { limit: 3 }]);
    expect(page).toEqual({ rows: ['c'], next: null });
  });

  it('searches by reading on in batches from the cursor until a page of matches, and goes on from the last match', async () => {
    const batch = (from: number, count: number) => Array.from({ length: count }, (_, i) => doc(`t${from + i}`));
    const searching = firestorePages({
      collection: 'support_tickets',
      convert: (snap) => snap.id,
      dateField: 'created_at',
      complete: async (rows) => rows.map((row) => row.toUpperCase()),
      matches: (rows, search) => rows.filter((row) => row.endsWith(search)),
    });
    getDocs.mockResolvedValueOnce({ docs: batch(0, SEARCH_BATCH) }).mockResolvedValueOnce({ docs: batch(SEARCH_BATCH, SEARCH_BATCH) });
    // Ids ending in 7 after completion: T7, T17, ..., one per ten.
    const page = await searching.page({ query: { search: '7', filter: '', order: 'newest' }, size: 12, after: null });
    expect(page.rows).toHaveLength(12);
    expect(page.rows.slice(0, 2)).toEqual(['T7', 'T17']);
    expect((page.next as { id: string }).id).toBe('t117');
    expect(getDocs.mock.calls[1]![0].constraints).toContainEqual({ startAfter: expect.objectContaining({ id: `t${SEARCH_BATCH - 1}` }) });
    expect(getDocs.mock.calls.every(([q]) => q.constraints.some((c: { limit?: number }) => c.limit === SEARCH_BATCH))).toBe(true);
  });

  it('stops a search after SEARCH_SCAN_LIMIT documents, and at the end of the collection with no next page', async () => {
    const searching = firestorePages({ collection: 'c', convert: (snap) => snap.id, dateField: 'created_at', matches: () => [] });
    getDocs.mockResolvedValue({ docs: Array.from({ length: SEARCH_BATCH }, (_, i) => doc(`d${i}`)) });
    const page = await searching.page({ query: { search: 'x', filter: '', order: 'newest' }, size: 25, after: null });
    expect(getDocs).toHaveBeenCalledTimes(SEARCH_SCAN_LIMIT / SEARCH_BATCH);
    expect(page.rows).toEqual([]);
    expect(page.next).not.toBeNull();
    getDocs.mockReset().mockResolvedValue({ docs: [doc('last')] });
    expect(await searching.page({ query: { search: 'x', filter: '', order: 'newest' }, size: 25, after: null })).toEqual({ rows: [], next: null });
  });

  describe('a search that names its rows exactly', () => {
    const exactFilter = vi.fn();
    const exact = firestorePages({
      collection: 'support_tickets',
      convert: (snap) => snap.id,
      dateField: 'created_at',
      filterField: 'status',
      matches: () => [],
      exactSearch: { fields: [['user_id']], filter: (search) => exactFilter(search) },
    });
    beforeEach(() => exactFilter.mockReset());

    it('is one query of a page and one more, with its filter beside the list’s own, however far its rows are', async () => {
      exactFilter.mockResolvedValue({ where: ['user_id', '==', 'u1'] });
      getDocs.mockResolvedValue({ docs: [doc('a'), doc('b'), doc('c')] });
      const page = await exact.page({ query: { search: ' rosa@example.org ', filter: 'open', order: 'newest' }, size: 2, after: null });
      expect(exactFilter).toHaveBeenCalledWith('rosa@example.org');
      expect(getDocs).toHaveBeenCalledTimes(1);
      expect(getDocs.mock.calls[0]![0].constraints).toEqual([
        { and: [{ where: ['status', '==', 'open'] }, { where: ['user_id', '==', 'u1'] }] },
        { orderBy: ['created_at', 'desc'] },
        { limit: 3 },
      ]);
      expect(page.rows).toEqual(['a', 'b']);
      expect((page.next as { id: string }).id).toBe('b');
    });

    it('names nothing: an empty last page without a read; other text is searched by reading on', async () => {
      exactFilter.mockResolvedValue(false);
      expect(await exact.page({ query: { search: 'nobody@example.org', filter: '', order: 'newest' }, size: 2, after: null })).toEqual({ rows: [], next: null });
      expect(getDocs).not.toHaveBeenCalled();
      exactFilter.mockResolvedValue(null);
      getDocs.mockResolvedValue({ docs: [doc('a')] });
      await exact.page({ query: { search: 'rosa', filter: '', order: 'newest' }, size: 2, after: null });
      expect(getDocs.mock.calls[0]![0].constraints).toContainEqual({ limit: SEARCH_BATCH });
    });

    it('declares its queries with the list’s filters and without', () => {
      expect(exact.shapes.map((shape) => shape.equals)).toEqual([[], ['status'], ['user_id'], ['user_id', 'status']]);
    });
  });

  it('declares the shape of every query it may run, and runs no other', async () => {
    expect(source.shapes).toEqual([
      { collection: 'support_tickets', equals: [], orderBy: [['created_at', 'desc']] },
      { collection: 'support_tickets', equals: ['status'], orderBy: [['created_at', 'desc']] },
      { collection: 'support_tickets', equals: [], orderBy: [['created_at', 'asc']] },
      { collection: 'support_tickets', equals: ['status'], orderBy: [['created_at', 'asc']] },
    ]);
    const newestOnly = firestorePages({ collection: 'c', convert: (snap) => snap.id, dateField: 'at' });
    await expect(newestOnly.page({ query: { search: '', filter: '', order: 'oldest' }, size: 5, after: null })).rejects.toThrow('not listed oldest first');
    expect(getDocs).not.toHaveBeenCalled();
  });
});
