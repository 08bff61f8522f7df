import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SAVED_ITEMS_MAX } from '@common/limits';
import { clearServerData, queryClient } from '@/lib/query-client';

const fs = vi.hoisted(() => ({
  getDocs: vi.fn(),
  getDoc: vi.fn(),
  commit: vi.fn(),
}));
/** The writes of each batch committed or attempted, in order. */
const batches = vi.hoisted(() => [] as import('@/testing/fake-firestore-lite').RecordedWrite[][]);

vi.mock('@/lib/firebase/firestore', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/firebase/firestore')>()), getDb: () => ({}) }));
vi.mock('firebase/firestore/lite', async () => (await import('@/testing/fake-firestore-lite')).fakeFirestoreLite(fs, batches));

/** What getDoc answers for the member's count (undefined: none kept). */
function countIs(count: number | undefined): void {
  fs.getDoc.mockImplementation(async (ref: { path: string }) => {
    if (ref.path !== 'saved_items/uid-1') throw new Error(`unexpected read of ${ref.path}`);
    return count === undefined ? { exists: () => false, data: () => undefined } : { exists: () => true, data: () => ({ count, last: '' }) };
  });
}

const { fetchSavedSummaries, IN_BATCH, saveItem, useSavedChange, useSavedItem, useSavedSet } = await import('./saved-items');

const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
const render = <T,>(hook: () => T) => renderHook(hook, { wrapper });

const stored = (kind: string, id: string, at: number) => ({ id: `${kind}__${id}`, data: () => ({ kind, id, saved_at: new Date(at) }) });

/** The member's stored items: a whole-set query gets them all, an `in` query those among its ids. */
function storedAre(...docs: ReturnType<typeof stored>[]): void {
  fs.getDocs.mockImplementation(async (q: { constraints: ({ op: string; value: string[] } | null)[] }) => {
    const ids = q.constraints.find((c) => c?.op === 'in')?.value;
    return { docs: ids ? docs.filter((d) => ids.includes(d.id)) : docs };
  });
}

/** Reads the whole set, as /saved does, and waits for it. */
async function loadSet() {
  const hook = render(() => useSavedSet('uid-1'));
  await vi.waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
  return hook;
}
const keysOf = (set: { kind: string; id: string }[] | undefined) => set?.map((item) => `${item.kind}__${item.id}`);

beforeEach(() => {
  clearServerData();
  for (const fn of Object.values(fs)) fn.mockReset();
  batches.length = 0;
});

describe("the member's saved set", () => {
  it('is read whole once per session (for /saved), newest saved first, and dropped at sign-out', async () => {
    storedAre(stored('products', 'p-1', 1), stored('articles', 'a-2', 2));
    const first = await loadSet();
    expect(keysOf(first.result.current.data)).toEqual(['articles__a-2', 'products__p-1']);
    const again = await loadSet();
    expect(keysOf(again.result.current.data)).toEqual(['articles__a-2', 'products__p-1']);
    expect(fs.getDocs).toHaveBeenCalledTimes(1);
    first.unmount();
    again.unmount();
    act(() => clearServerData());
    await loadSet();
    expect(fs.getDocs).toHaveBeenCalledTimes(2);
  });

  it('answers the toggles rendered together with one query of their ids, returning only what is saved', async () => {
    storedAre(stored('articles', 'a-2', 2));
    const ids = Array.from({ length: IN_BATCH + 2 }, (_, i) => `a-${i}`);
    const hooks = ids.map((id) => render(() => useSavedItem('uid-1', 'articles', id)));
    await vi.waitFor(() => expect(hooks.every(({ result }) => result.current.known)).toBe(true));
    // Two batches: IN_BATCH ids, then the rest.
    expect(fs.getDocs).toHaveBeenCalledTimes(2);
    expect(fs.getDocs.mock.calls[0]![0].constraints[0]).toMatchObject({ op: 'in', value: ids.slice(0, IN_BATCH).map((id) => `articles__${id}`) });
    expect(hooks.filter(({ result }) => result.current.saved)).toHaveLength(1);
    expect(hooks[2]!.result.current).toEqual({ known: true, saved: true });
    // Asking again costs nothing.
    const again = render(() => useSavedItem('uid-1', 'articles', 'a-2'));
    expect(again.result.current).toEqual({ known: true, saved: true });
    expect(fs.getDocs).toHaveBeenCalledTimes(2);
  });

  it('answers a record first asked about after the whole set was read from the set, without a read', async () => {
    storedAre(stored('articles', 'a-1', 1));
    await loadSet();
    const saved = render(() => useSavedItem('uid-1', 'articles', 'a-1'));
    const other = render(() => useSavedItem('uid-1', 'articles', 'a-9'));
    await vi.waitFor(() => expect(other.result.current.known).toBe(true));
    expect(saved.result.current).toEqual({ known: true, saved: true });
    expect(other.result.current).toEqual({ known: true, saved: false });
    expect(fs.getDocs).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a card while its list is settling (between keystrokes), and asks once it has settled', async () => {
    storedAre();
    const hook = renderHook(({ wait }) => useSavedItem('uid-1', 'articles', 'w-1', { wait }), { initialProps: { wait: true }, wrapper });
    // A card that does not wait, rendered with it: once its answer is in, the settling card's would be too.
    const settled = render(() => useSavedItem('uid-1', 'articles', 'w-2'));
    await vi.waitFor(() => expect(settled.result.current.known).toBe(true));
    expect(fs.getDocs).toHaveBeenCalledTimes(1);
    expect(fs.getDocs.mock.calls[0]![0].constraints[0]).toMatchObject({ op: 'in', value: ['articles__w-2'] });
    expect(hook.result.current.known).toBe(false);
    hook.rerender({ wait: false });
    await vi.waitFor(() => expect(hook.result.current.known).toBe(true));
    expect(fs.getDocs).toHaveBeenCalledTimes(2);
  });

  it("re-renders a toggle only when its own record's state changes, not when other cards are answered", async () => {
    storedAre();
    let renders = 0;
    const first = render(() => {
      renders++;
      return useSavedItem('uid-1', 'articles', 'a-1');
    });
    await vi.waitFor(() => expect(first.result.current.known).toBe(true));
    const settled = renders;
    // Twenty more cards (a keystroke's new results) are checked and answered.
    const more = Array.from({ length: 20 }, (_, i) => render(() => useSavedItem('uid-1', 'articles', `b-${i}`)));
    await vi.waitFor(() => expect(more.every(({ result }) => result.current.known)).toBe(true));
    expect(renders).toBe(settled);
  });
});

describe('saving and removing', () => {
  /** The set, a toggle's answer for `id` and a change, rendered together as /saved with a card would. */
  async function screenWith(id: string) {
    await loadSet();
    const hook = render(() => ({ set: useSavedSet('uid-1').data, item: useSavedItem('uid-1', 'resources', id), change: useSavedChange('uid-1') }));
    await vi.waitFor(() => expect(hook.result.current.item.known).toBe(true));
    return hook;
  }

  /** Holds the next commit open; the returned function fails it, once asked for, and waits for `change` to throw. */
  function commitHeld(): (change: Promise<void>) => Promise<void> {
    let fail!: (error: Error) => void;
    fs.commit.mockImplementation(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    return async (change) => {
      await vi.waitFor(() => expect(fs.commit).toHaveBeenCalled());
      fail(new Error('offline'));
      await act(() => expect(change).rejects.toThrow('offline'));
    };
  }

  /** Saves (or removes) r-1 through the hook's mutation, as the toggle does. */
  function changeR1(hook: Awaited<ReturnType<typeof screenWith>>, save: boolean): Promise<void> {
    let change!: Promise<void>;
    act(() => {
      change = hook.result.current.change.mutateAsync({ kind: 'resources', id: 'r-1', save });
    });
    return change;
  }

  it('shows a save at once, newest first, and writes it with the count one up naming it', async () => {
    storedAre(stored('articles', 'a-1', 1));
    countIs(1);
    let commit!: () => void;
    fs.commit.mockImplementation(() => new Promise<void>((resolve) => (commit = resolve)));
    const hook = await screenWith('r-1');
    const saving = changeR1(hook, true);
    // Before the write is done.
    await vi.waitFor(() => expect(hook.result.current.item.saved).toBe(true));
    expect(keysOf(hook.result.current.set)).toEqual(['resources__r-1', 'articles__a-1']);
    await vi.waitFor(() => expect(fs.commit).toHaveBeenCalled());
    commit();
    await act(() => saving);
    expect(batches).toEqual([
      [
        { op: 'set', path: 'saved_items/uid-1/items/resources__r-1', data: { kind: 'resources', id: 'r-1', saved_at: 'server-time' } },
        { op: 'set', path: 'saved_items/uid-1', data: { count: { increment: 1 }, last: 'resources__r-1' }, options: { merge: true } },
      ],
    ]);
    expect(hook.result.current.item.saved).toBe(true);
    expect(keysOf(hook.result.current.set)).toEqual(['resources__r-1', 'articles__a-1']);
  });

  it('takes a failed save back from the toggle and the set, and throws the error', async () => {
    storedAre(stored('articles', 'a-1', 1));
    countIs(1);
    const fail = commitHeld();
    const hook = await screenWith('r-1');
    const reads = fs.getDocs.mock.calls.length;
    const saving = changeR1(hook, true);
    await vi.waitFor(() => expect(hook.result.current.item.saved).toBe(true));
    expect(keysOf(hook.result.current.set)).toEqual(['resources__r-1', 'articles__a-1']);
    await fail(saving);
    await vi.waitFor(() => expect(hook.result.current.item).toEqual({ known: true, saved: false }));
    expect(keysOf(hook.result.current.set)).toEqual(['articles__a-1']);
    // The record is asked about again, in case another tab changed it.
    await vi.waitFor(() => expect(fs.getDocs.mock.calls.length).toBe(reads + 1));
    expect(fs.getDocs.mock.calls.at(-1)![0].constraints[0]).toMatchObject({ op: 'in', value: ['resources__r-1'] });
  });

  it('hides a removal at once and puts the item back in its place when the delete fails', async () => {
    storedAre(stored('articles', 'a-1', 1), stored('resources', 'r-1', 2), stored('articles', 'a-3', 3));
    countIs(3);
    const fail = commitHeld();
    const hook = await screenWith('r-1');
    expect(keysOf(hook.result.current.set)).toEqual(['articles__a-3', 'resources__r-1', 'articles__a-1']);
    const removing = changeR1(hook, false);
    await vi.waitFor(() => expect(hook.result.current.item.saved).toBe(false));
    expect(keysOf(hook.result.current.set)).toEqual(['articles__a-3', 'articles__a-1']);
    await fail(removing);
    await vi.waitFor(() => expect(hook.result.current.item.saved).toBe(true));
    expect(keysOf(hook.result.current.set)).toEqual(['articles__a-3', 'resources__r-1', 'articles__a-1']);
  });

  it('shows the truth after removing what another tab removed already (the delete is refused)', async () => {
    storedAre(stored('resources', 'r-1', 1));
    countIs(1);
    const hook = await screenWith('r-1');
    // Gone in the member's data meanwhile; the rules refuse removing it again.
    storedAre();
    fs.commit.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await act(() => expect(hook.result.current.change.mutateAsync({ kind: 'resources', id: 'r-1', save: false })).rejects.toThrow('denied'));
    await vi.waitFor(() => expect(hook.result.current.item).toEqual({ known: true, saved: false }));
    expect(keysOf(hook.result.current.set)).toEqual([]);
  });

  it('starts the count with the first save of a member who keeps none (the increment makes it one)', async () => {
    countIs(undefined);
    fs.commit.mockResolvedValue(undefined);
    await saveItem('uid-1', 'articles', 'a-1');
    expect(batches[0]![1]).toEqual({ op: 'set', path: 'saved_items/uid-1', data: { count: { increment: 1 }, last: 'articles__a-1' }, options: { merge: true } });
  });

  it('removes with the count one down naming the item; a member who keeps no count deletes alone', async () => {
    fs.commit.mockResolvedValue(undefined);
    const { removeItem } = await import('./saved-items');
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
});

describe('the limit', () => {
  it(`refuses the ${SAVED_ITEMS_MAX + 1}th item by the member's stored count, before writing anything, and shows it not saved`, async () => {
    storedAre();
    countIs(SAVED_ITEMS_MAX);
    const hook = render(() => ({ item: useSavedItem('uid-1', 'articles', 'one-too-many'), change: useSavedChange('uid-1') }));
    await vi.waitFor(() => expect(hook.result.current.item.known).toBe(true));
    await act(() => expect(hook.result.current.change.mutateAsync({ kind: 'articles', id: 'one-too-many', save: true })).rejects.toThrow('saved-items-full'));
    expect(batches).toEqual([]);
    expect(hook.result.current.item).toEqual({ known: true, saved: false });
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
