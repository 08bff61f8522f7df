import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMemberCache } from '@/lib/member-cache';

const fs = vi.hoisted(() => ({
  getDocs: vi.fn(),
  getDoc: vi.fn(),
  setDoc: vi.fn(),
  deleteDoc: vi.fn(),
}));

vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
vi.mock('firebase/firestore/lite', () => ({
  collection: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  doc: (parent: { path?: string }, ...path: string[]) => ({ path: [parent.path, ...path].filter(Boolean).join('/') }),
  query: (ref: unknown) => ref,
  orderBy: () => null,
  limit: () => null,
  serverTimestamp: () => 'server-time',
  ...fs,
}));

const { fetchSavedSummaries, isSaved, loadSavedItems, removeItem, saveItem, savedSnapshot } = await import('./saved-items');

/** The keys of the loaded set, in order. */
const savedKeys = () => {
  const state = savedSnapshot();
  return state.status === 'loaded' ? state.items.keys() : [];
};
const stored = (kind: string, id: string, at: number) => ({ id: `${kind}__${id}`, data: () => ({ kind, id, saved_at: new Date(at) }) });

beforeEach(() => {
  clearMemberCache();
  for (const fn of Object.values(fs)) fn.mockReset();
});

describe("the member's saved set", () => {
  it('is read once per session, and dropped at sign-out', async () => {
    fs.getDocs.mockResolvedValue({ docs: [stored('articles', 'a-2', 2), stored('products', 'p-1', 1)] });
    await loadSavedItems('uid-1');
    await loadSavedItems('uid-1');
    expect(fs.getDocs).toHaveBeenCalledTimes(1);
    expect([...savedKeys()]).toEqual(['articles__a-2', 'products__p-1']);
    clearMemberCache();
    expect(savedSnapshot()).toEqual({ status: 'loading' });
  });

  it('shows a save at once, newest first, and takes it back when the write fails', async () => {
    fs.getDocs.mockResolvedValue({ docs: [stored('articles', 'a-1', 1)] });
    await loadSavedItems('uid-1');
    fs.setDoc.mockResolvedValue(undefined);
    const saving = saveItem('uid-1', 'resources', 'r-1');
    expect(isSaved(savedSnapshot(), 'resources', 'r-1')).toBe(true);
    await saving;
    expect(fs.setDoc).toHaveBeenCalledWith({ path: 'saved_items/uid-1/items/resources__r-1' }, { kind: 'resources', id: 'r-1', saved_at: 'server-time' });
    expect([...savedKeys()]).toEqual(['resources__r-1', 'articles__a-1']);

    fs.setDoc.mockRejectedValue(new Error('offline'));
    await expect(saveItem('uid-1', 'products', 'p-1')).rejects.toThrow('offline');
    expect(isSaved(savedSnapshot(), 'products', 'p-1')).toBe(false);
  });

  it('hides a removal at once and puts the item back when the delete fails', async () => {
    fs.getDocs.mockResolvedValue({ docs: [stored('articles', 'a-1', 1)] });
    await loadSavedItems('uid-1');
    fs.deleteDoc.mockRejectedValue(new Error('offline'));
    const removing = removeItem('uid-1', 'articles', 'a-1');
    expect(isSaved(savedSnapshot(), 'articles', 'a-1')).toBe(false);
    await expect(removing).rejects.toThrow('offline');
    expect(isSaved(savedSnapshot(), 'articles', 'a-1')).toBe(true);
  });
});

describe('the saved records on /saved', () => {
  it('leaves out what is refused (unpublished) or missing (deleted), in the order given', async () => {
    const at = new Date(0);
    fs.getDoc.mockImplementation(async (ref: { path: string }) => {
      if (ref.path.endsWith('gone')) return { exists: () => false };
      if (ref.path.endsWith('draft')) throw Object.assign(new Error('denied'), { code: 'permission-denied' });
      return { id: ref.path.split('/').at(-1), exists: () => true, data: () => ({ title: ref.path }) };
    });
    const summaries = await fetchSavedSummaries([
      { kind: 'products', id: 'p-1', savedAt: at },
      { kind: 'articles', id: 'gone', savedAt: at },
      { kind: 'articles', id: 'draft', savedAt: at },
      { kind: 'articles', id: 'a-1', savedAt: at },
    ]);
    expect(summaries.map((entry) => [entry.kind, entry.summary.id])).toEqual([
      ['products', 'p-1'],
      ['articles', 'a-1'],
    ]);
  });

  it('fails on any other error', async () => {
    fs.getDoc.mockRejectedValue(Object.assign(new Error('unavailable'), { code: 'unavailable' }));
    await expect(fetchSavedSummaries([{ kind: 'articles', id: 'a-1', savedAt: new Date(0) }])).rejects.toThrow('unavailable');
  });
});
