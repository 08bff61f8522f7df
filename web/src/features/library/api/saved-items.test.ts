import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { SAVED_ITEMS_MAX } from '@common/limits';
import { clearMemberCache } from '@/lib/member-cache';

const fs = vi.hoisted(() => ({
  getDocs: vi.fn(),
  getDoc: vi.fn(),
  commit: vi.fn(),
}));
/** The writes of each batch committed or attempted, in order. */
const batches = vi.hoisted(() => [] as { op: string; path: string; data?: unknown; options?: unknown }[][]);

vi.mock('@/lib/firebase/firestore', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/firebase/firestore')>()), getDb: () => ({}) }));
vi.mock('firebase/firestore/lite', () => ({
  collection: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  doc: (parent: { path?: string }, ...path: string[]) => ({ path: [parent.path, ...path].filter(Boolean).join('/') }),
  query: (ref: unknown, ...constraints: unknown[]) => ({ ref, constraints }),
  where: (_field: unknown, op: string, value: unknown) => ({ op, value }),
  documentId: () => '__name__',
  limit: () => null,
  serverTimestamp: () => 'server-time',
  increment: (n: number) => ({ increment: n }),
  writeBatch: () => {
    const writes: (typeof batches)[number] = [];
    batches.push(writes);
    return {
      set: (ref: { path: string }, data: unknown, options?: unknown) => void writes.push({ op: 'set', path: ref.path, data, ...(options ? { options } : {}) }),
      delete: (ref: { path: string }) => void writes.push({ op: 'delete', path: ref.path }),
      commit: () => fs.commit(),
    };
  },
  getDocs: fs.getDocs,
  getDoc: fs.getDoc,
}));

/** What getDoc answers for the member's count (undefined: none kept). */
function countIs(count: number | undefined): void {
  fs.getDoc.mockImplementation(async (ref: { path: string }) => {
    if (ref.path !== 'saved_items/uid-1') throw new Error(`unexpected read of ${ref.path}`);
    return count === undefined ? { exists: () => false, data: () => undefined } : { exists: () => true, data: () => ({ count, last: '' }) };
  });
}

const { fetchSavedSummaries, IN_BATCH, isSaved, loadSavedItems, removeItem, saveItem, savedSnapshot, useSavedItem } = await import('./saved-items');

/** Reads the whole set and waits for it. */
async function loadAll(uid: string) {
  loadSavedItems(uid);
  await vi.waitFor(() => expect(savedSnapshot().full).toBe('loaded'));
}

/** The keys of the loaded set, in order. */
const savedKeys = () => [...savedSnapshot().items.keys()];
const stored = (kind: string, id: string, at: number) => ({ id: `${kind}__${id}`, data: () => ({ kind, id, saved_at: new Date(at) }) });

beforeEach(() => {
  clearMemberCache();
  for (const fn of Object.values(fs)) fn.mockReset();
  batches.length = 0;
});

describe("the member's saved set", () => {
  it('is read whole once per session (for /saved), newest saved first, and dropped at sign-out', async () => {
    fs.getDocs.mockResolvedValue({ docs: [stored('products', 'p-1', 1), stored('articles', 'a-2', 2)] });
    await loadAll('uid-1');
    loadSavedItems('uid-1');
    expect(fs.getDocs).toHaveBeenCalledTimes(1);
    expect(savedKeys()).toEqual(['articles__a-2', 'products__p-1']);
    clearMemberCache();
    expect(savedSnapshot()).toMatchObject({ uid: null, full: 'no' });
    expect(savedKeys()).toEqual([]);
  });

  it('answers the toggles rendered together with one query of their ids, returning only what is saved', async () => {
    fs.getDocs.mockResolvedValue({ docs: [stored('articles', 'a-2', 2)] });
    const ids = Array.from({ length: IN_BATCH + 2 }, (_, i) => `a-${i}`);
    const hooks = ids.map((id) => renderHook(() => useSavedItem('uid-1', 'articles', id)));
    await vi.waitFor(() => expect(hooks.every(({ result }) => result.current.known)).toBe(true));
    // Two batches: IN_BATCH ids, then the rest.
    expect(fs.getDocs).toHaveBeenCalledTimes(2);
    expect(fs.getDocs.mock.calls[0]![0].constraints[0]).toMatchObject({ op: 'in', value: ids.slice(0, IN_BATCH).map((id) => `articles__${id}`) });
    expect(hooks.filter(({ result }) => result.current.saved)).toHaveLength(1);
    expect(hooks[2]!.result.current).toEqual({ known: true, saved: true });
    // Asking again costs nothing.
    renderHook(() => useSavedItem('uid-1', 'articles', 'a-2'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(fs.getDocs).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for a card while its list is settling (between keystrokes), and asks once it has settled', async () => {
    fs.getDocs.mockResolvedValue({ docs: [] });
    const hook = renderHook(({ wait }) => useSavedItem('uid-1', 'articles', 'w-1', { wait }), { initialProps: { wait: true } });
    // A card that does not wait, rendered with it: once its answer is in, the settling card's would be too.
    const settled = renderHook(() => useSavedItem('uid-1', 'articles', 'w-2'));
    await vi.waitFor(() => expect(settled.result.current.known).toBe(true));
    expect(fs.getDocs).toHaveBeenCalledTimes(1);
    expect(fs.getDocs.mock.calls[0]![0].constraints[0]).toMatchObject({ op: 'in', value: ['articles__w-2'] });
    expect(hook.result.current.known).toBe(false);
    hook.rerender({ wait: false });
    await vi.waitFor(() => expect(hook.result.current.known).toBe(true));
    expect(fs.getDocs).toHaveBeenCalledTimes(2);
  });

  it("re-renders a toggle only when its own record's state changes, not when other cards are answered", async () => {
    fs.getDocs.mockResolvedValue({ docs: [] });
    let renders = 0;
    const first = renderHook(() => {
      renders++;
      return useSavedItem('uid-1', 'articles', 'a-1');
    });
    await vi.waitFor(() => expect(first.result.current.known).toBe(true));
    const settled = renders;
    // Twenty more cards (a keystroke's new results) are checked and answered.
    const more = Array.from({ length: 20 }, (_, i) => renderHook(() => useSavedItem('uid-1', 'articles', `b-${i}`)));
    await vi.waitFor(() => expect(more.every(({ result }) => result.current.known)).toBe(true));
    expect(renders).toBe(settled);
  });

  it('shows a save at once, newest first, writes it with the count one up naming it, and takes it back when the write fails', async () => {
    fs.getDocs.mockResolvedValue({ docs: [stored('articles', 'a-1', 1)] });
    await loadAll('uid-1');
    countIs(1);
    fs.commit.mockResolvedValue(undefined);
    const saving = saveItem('uid-1', 'resources', 'r-1');
    expect(isSaved(savedSnapshot(), 'resources', 'r-1')).toBe(true);
    await saving;
    expect(batches).toEqual([
      [
        { op: 'set', path: 'saved_items/uid-1/items/resources__r-1', data: { kind: 'resources', id: 'r-1', saved_at: 'server-time' } },
        { op: 'set', path: 'saved_items/uid-1', data: { count: { increment: 1 }, last: 'resources__r-1' }, options: { merge: true } },
      ],
    ]);
    expect(savedKeys()).toEqual(['resources__r-1', 'articles__a-1']);

    fs.commit.mockRejectedValue(new Error('offline'));
    await expect(saveItem('uid-1', 'products', 'p-1')).rejects.toThrow('offline');
    expect(isSaved(savedSnapshot(), 'products', 'p-1')).toBe(false);
  });

  it('starts the count with the first save of a member who keeps none (the increment makes it one)', async () => {
    countIs(undefined);
    fs.commit.mockResolvedValue(undefined);
    await saveItem('uid-1', 'articles', 'a-1');
    expect(batches[0]![1]).toEqual({ op: 'set', path: 'saved_items/uid-1', data: { count: { increment: 1 }, last: 'articles__a-1' }, options: { merge: true } });
  });

  it('removes with the count one down naming the item; a member who keeps no count deletes alone', async () => {
    fs.commit.mockResolvedValue(undefined);
    countIs(2);
    await removeItem('uid-1', 'articles', 'a-1');
    countIs(undefined);
    await removeItem('uid-1', 'articles', 'a-2');
    expect(batches).toEqual([
      [
        { op: 'delete', path: 'saved_items/uid-1/items/articles__a-1' },
        { op: 'set', path: 'saved_items/uid-1', data: { count: { increment: -1 }, last: 'articles__a-1' }, options: { merge: true } },
      ],
      [{ op: 'delete', path: 'saved_items/uid-1/items/articles__a-2' }],
    ]);
  });

  it('hides a removal at once and puts the item back when the delete fails', async () => {
    fs.getDocs.mockResolvedValue({ docs: [stored('articles', 'a-1', 1)] });
    await loadAll('uid-1');
    countIs(1);
    fs.commit.mockRejectedValue(new Error('offline'));
    const removing = removeItem('uid-1', 'articles', 'a-1');
    expect(isSaved(savedSnapshot(), 'articles', 'a-1')).toBe(false);
    await expect(removing).rejects.toThrow('offline');
    expect(isSaved(savedSnapshot(), 'articles', 'a-1')).toBe(true);
  });
});

describe('the limit', () => {
  it(`refuses the ${SAVED_ITEMS_MAX + 1}th item by the member's stored count, before writing anything`, async () => {
    countIs(SAVED_ITEMS_MAX);
    await expect(saveItem('uid-1', 'articles', 'one-too-many')).rejects.toThrow('saved-items-full');
    expect(batches).toEqual([]);
    expect(isSaved(savedSnapshot(), 'articles', 'one-too-many')).toBe(false);
  });

  it(`saves the ${SAVED_ITEMS_MAX}th`, async () => {
    countIs(SAVED_ITEMS_MAX - 1);
    fs.commit.mockResolvedValue(undefined);
    await saveItem('uid-1', 'articles', 'the-last');
    expect(batches).toHaveLength(1);
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
