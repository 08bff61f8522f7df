import { beforeEach, describe, expect, it, vi } from 'vitest';

const getDocs = vi.fn();
vi.mock('firebase/firestore/lite', () => ({
  collection: (_db: unknown, name: string) => ({ collection: name }),
  where: (field: string, op: string, value: unknown) => ({ where: [field, op, value] }),
  orderBy: (field: string, direction: string) => ({ orderBy: [field, direction] }),
  startAfter: (cursor: unknown) => ({ startAfter: cursor }),
  limit: (n: number) => ({ limit: n }),
  query: (ref: unknown, ...constraints: unknown[]) => ({ ref, constraints }),
  getDocs: (...args: unknown[]) => getDocs(...args),
}));
vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));

const { firestorePages } = await import('./firestore-pages');

const doc = (id: string) => ({ id, data: () => ({ title: id }) });
const source = firestorePages({ collection: 'support_tickets', convert: (snap) => snap.id, dateField: 'created_at', filterField: 'status' });

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
});
