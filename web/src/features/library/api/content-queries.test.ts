import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { CONTENT_FRESHNESS_MS } from '@common/documents';
import { clearServerData } from '@/lib/query-client';
import { queryClient } from '@/lib/query-client';
import { resetServerClock } from '@/lib/server-clock';

/*
 * The library's content reads through the query client, on a stand-in Firestore that records every
 * query: what each screen reads, what it reads again, and what the freshness stamp makes it read again.
 */
const getDocs = vi.fn();
/** One record by id; the content versions document answers from `versions`. */
const getDoc = vi.fn();
const versions: { current: Record<string, unknown>; hang?: boolean; reads: number } = { current: {}, reads: 0 };
class Timestamp {
  readonly ms: number;
  /** Milliseconds, or Firestore's (seconds, nanoseconds). */
  constructor(msOrSeconds: number, nanoseconds?: number) {
    this.ms = nanoseconds === undefined ? msOrSeconds : msOrSeconds * 1000 + nanoseconds / 1e6;
  }
  static fromMillis(ms: number) {
    return new Timestamp(ms);
  }
  toMillis() {
    return this.ms;
  }
  toDate() {
    return new Date(this.ms);
  }
}
vi.mock('firebase/firestore/lite', () => ({
  Timestamp,
  collection: (_db: unknown, name: string) => ({ name }),
  doc: (_db: unknown, name: string, id: string) => ({ name, id }),
  query: (...parts: unknown[]) => parts,
  orderBy: (field: string, dir: string) => ({ orderBy: field, dir }),
  where: (field: string, op: string, value: unknown) => ({ where: field, op, value }),
  limit: (n: number) => ({ limit: n }),
  documentId: () => '__name__',
  startAfter: (at: Timestamp, id: string) => ({ startAfter: id, at: at.ms }),
  getDocs: (...args: unknown[]) => getDocs(...args),
  getDoc: (ref: { name: string }) => {
    if (ref.name !== 'content_versions') return getDoc(ref);
    versions.reads++;
    return versions.hang ? new Promise(() => {}) : Promise.resolve({ exists: () => true, data: () => versions.current });
  },
}));
vi.mock('@/lib/firebase/firestore', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/firebase/firestore')>()), getDb: () => ({}) }));
/** The member Auth has restored (lib/firebase/first-read takes a page's read only for them). */
const signedIn: { uid: string | null } = { uid: 'member-1' };
vi.mock('@/lib/firebase/auth', () => ({ restoredUser: async () => (signedIn.uid ? { uid: signedIn.uid } : null) }));

const { listQuery, newestQuery, recordQuery } = await import('./content-queries');
const { forgetContent } = await import('@/lib/firebase/content-query');

/** The bound a member query sent (its where on published_at). */
const boundOf = (call: unknown[]) => (call as { where?: string; value?: Timestamp }[]).find((part) => part.where === 'published_at')?.value;
const snap = (id: string, data: Record<string, unknown>) => ({ id, data: () => data, exists: () => true });
/** A summary as a list query returns it: with its publish time (a page continues after it), newest first by number. */
const listed = (id: string, n: number) => snap(id, { slug: id, published_at: Timestamp.fromMillis(1_000_000 - n) });
const ts = (iso: string) => ({ toDate: () => new Date(iso) });
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const denied = () => Object.assign(new Error('denied'), { code: 'permission-denied' });

/** Until nothing is being read any more: the freshness rule's check and what it reads again included. */
async function settled(): Promise<void> {
  for (let quiet = 0; quiet < 3; ) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    quiet = queryClient.isFetching() === 0 ? quiet + 1 : 0;
  }
}

/** A screen showing `options` (a navigation to it), until its data is there; returns that data. */
const shown: (() => void)[] = [];
async function show<T>(options: { queryKey: readonly unknown[] }): Promise<T> {
  const observer = new QueryObserver(queryClient, options as never);
  shown.push(observer.subscribe(() => {}));
  await settled();
  const { data, error } = observer.getCurrentResult();
  if (data === undefined) throw error;
  return data as T;
}
/** Leaves every screen shown. */
const leave = () => shown.splice(0).forEach((unsubscribe) => unsubscribe());
/** A navigation to a screen showing `queries`, and away from it again. */
async function visit(...queries: { queryKey: readonly unknown[] }[]): Promise<void> {
  for (const options of queries) await show(options);
  leave();
}
/** A navigation to the articles' list after `ms`, and how many queries the library has run by then. */
async function articlesAfter(ms: number): Promise<number> {
  vi.setSystemTime(Date.now() + ms);
  await visit(listQuery('articles'));
  return getDocs.mock.calls.length;
}

beforeEach(() => {
  getDocs.mockReset();
  getDoc.mockReset();
  resetServerClock();
  versions.current = {};
  versions.hang = false;
  versions.reads = 0;
  signedIn.uid = 'member-1';
  clearServerData();
});
afterEach(() => {
  leave();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('member content reads', () => {
  it('list the published summaries newest first once per session, converting timestamps', async () => {
    getDocs.mockResolvedValue({ docs: [snap('a1', { slug: 's1', title: 'One', reading_minutes: 4, published_at: ts('2026-01-05T00:00:00Z') })] });
    const before = Date.now();
    const first = await queryClient.fetchQuery(listQuery('articles'));
    expect(first[0]).toMatchObject({ id: 'a1', title: 'One', excerpt: '', reading_minutes: 4, published_at: new Date('2026-01-05T00:00:00Z') });
    const sent = getDocs.mock.calls[0]![0] as unknown[];
    expect(sent[0]).toEqual({ name: 'article_summaries' });
    expect(sent).toContainEqual({ orderBy: 'published_at', dir: 'desc' });
    // Published by now: the bound is this device's time (rules refuse a later one).
    expect(boundOf(sent)!.ms).toBeGreaterThanOrEqual(before);
    expect(boundOf(sent)!.ms).toBeLessThanOrEqual(Date.now());
    // Coming back to the list costs no reads.
    expect(await show(listQuery('articles'))).toBe(first);
    expect(getDocs).toHaveBeenCalledTimes(1);
  });

  it('read a record from the records, published by now, once per session, shared while it runs', async () => {
    let answer: (value: unknown) => void = () => {};
    getDocs.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    // The route's preload, then the screen.
    void queryClient.prefetchQuery(recordQuery('articles', 's1'));
    const screen = show(recordQuery('articles', 's1'));
    await vi.waitFor(() => expect(getDocs).toHaveBeenCalledTimes(1));
    answer({ docs: [snap('a1', { slug: 's1', title: 'One', content: '<p>Body</p>' })] });
    expect(await screen).toMatchObject({ id: 'a1', content: '<p>Body</p>' });
    const sent = getDocs.mock.calls[0]![0] as unknown[];
    expect(sent[0]).toEqual({ name: 'articles' });
    expect(sent).toContainEqual({ where: 'slug', op: '==', value: 's1' });
    expect(boundOf(sent)).toBeInstanceOf(Timestamp);
    await show(recordQuery('articles', 's1'));
    expect(getDocs).toHaveBeenCalledTimes(1);
  });

  it('find one record by slug or id, or null; a record refused by id (a draft) is not found, unless the member can read nothing', async () => {
    getDocs.mockResolvedValue({ docs: [] });
    expect(await queryClient.fetchQuery(recordQuery('articles', 'missing'))).toBeNull();
    getDoc.mockResolvedValueOnce(snap('x', { title: 'X' }));
    expect(await queryClient.fetchQuery(recordQuery('publications', 'x'))).toMatchObject({ id: 'x', title: 'X' });
    getDoc.mockResolvedValueOnce({ id: 'y', data: () => undefined, exists: () => false });
    expect(await queryClient.fetchQuery(recordQuery('publications', 'y'))).toBeNull();
    getDoc.mockRejectedValueOnce(denied());
    expect(await queryClient.fetchQuery(recordQuery('publications', 'draft-1'))).toBeNull();
    getDoc.mockRejectedValueOnce(denied());
    getDocs.mockRejectedValue(denied());
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('offline')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(queryClient.fetchQuery(recordQuery('publications', 'p-1'))).rejects.toThrow('denied');
  });

  it('list publications by their journal date, not their publish time', async () => {
    getDocs.mockResolvedValue({
      docs: [
        snap('p-new-publish', { created_at: ts('2019-01-01T00:00:00Z'), published_at: ts('2026-02-01T00:00:00Z') }),
        snap('p-old-publish', { created_at: ts('2024-01-01T00:00:00Z'), published_at: ts('2025-01-01T00:00:00Z') }),
      ],
    });
    expect(ids(await queryClient.fetchQuery(listQuery('publications')))).toEqual(['p-old-publish', 'p-new-publish']);
    // Their newest are known only from the whole list: no query of their own.
    expect(ids((await queryClient.fetchQuery(newestQuery('publications', 1))).items)).toEqual(['p-old-publish']);
    expect(getDocs).toHaveBeenCalledTimes(1);
  });

  it('with a device clock that runs ahead: after a refusal, ask again with the server time of the Date header', async () => {
    const ahead = 10 * 60 * 1000;
    vi.useFakeTimers({ now: Date.now() + ahead, toFake: ['Date'] });
    const fetchMock = vi.fn().mockResolvedValue({ headers: new Headers({ date: new Date(Date.now() - ahead).toUTCString() }) });
    vi.stubGlobal('fetch', fetchMock);
    getDocs.mockRejectedValueOnce(denied()).mockResolvedValueOnce({ docs: [snap('a1', {})] });
    expect(await queryClient.fetchQuery(listQuery('articles'))).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/$/), expect.objectContaining({ method: 'HEAD' }));
    const retried = boundOf(getDocs.mock.calls[1]![0] as unknown[])!.ms;
    expect(retried).toBeLessThanOrEqual(Date.now() - ahead + 1000);
    expect(retried).toBeGreaterThan(Date.now() - ahead - 5000);
    // A second refusal is real: it reaches the screen.
    getDocs.mockRejectedValue(denied());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(queryClient.fetchQuery(listQuery('resources'))).rejects.toThrow('denied');
  });

  it('read again after a failure and after sign-out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    getDocs.mockRejectedValueOnce(new Error('offline'));
    await expect(queryClient.fetchQuery(listQuery('articles'))).rejects.toThrow('offline');
    getDocs.mockResolvedValue({ docs: [] });
    await visit(listQuery('articles'));
    clearServerData();
    expect(queryClient.getQueryData(listQuery('articles').queryKey)).toBeUndefined();
    await show(listQuery('articles'));
    expect(getDocs).toHaveBeenCalledTimes(3);
  });

  it('serve the newest few from the cached list, else read only those', async () => {
    const docs = ['a1', 'a2', 'a3', 'a4'].map(listed);
    getDocs.mockResolvedValueOnce({ docs: docs.slice(0, 3) });
    expect(ids((await show<{ items: { id: string }[] }>(newestQuery('articles', 3))).items)).toEqual(['a1', 'a2', 'a3']);
    expect(getDocs.mock.calls[0]![0]).toContainEqual({ limit: 3 });
    await show(newestQuery('articles', 3));
    expect(getDocs).toHaveBeenCalledTimes(1);

    leave();
    clearServerData();
    getDocs.mockResolvedValueOnce({ docs });
    await queryClient.fetchQuery(listQuery('articles'));
    // The whole list answers for the dashboard without another read.
    expect(ids((await show<{ items: { id: string }[] }>(newestQuery('articles', 2))).items)).toEqual(['a1', 'a2']);
    expect(getDocs).toHaveBeenCalledTimes(2);
  });

  it('continue a list read after (or while) its newest page is read after that page, reading no record twice', async () => {
    const docs = ['a1', 'a2', 'a3', 'a4', 'a5'].map(listed);
    let answerHead: (value: unknown) => void = () => {};
    getDocs.mockReturnValueOnce(new Promise((resolve) => (answerHead = resolve)));
    getDocs.mockResolvedValueOnce({ docs: docs.slice(2) });
    const page = queryClient.fetchQuery(newestQuery('articles', 2));
    const list = queryClient.fetchQuery(listQuery('articles'));
    await settledMicrotasks();
    // The whole list waits for the page it continues: one query out so far.
    expect(getDocs).toHaveBeenCalledTimes(1);
    answerHead({ docs: docs.slice(0, 2) });
    expect(ids((await page).items)).toEqual(['a1', 'a2']);
    expect(ids(await list)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
    const rest = getDocs.mock.calls[1]![0] as unknown[];
    // After the page's last summary: its publish time and id (ties go by id, as Firestore orders them).
    expect(rest).toContainEqual({ startAfter: 'a2', at: 1_000_000 - 1 });
    expect(rest).toContainEqual({ orderBy: '__name__', dir: 'desc' });
    expect(rest).not.toContainEqual({ limit: 2 });
    expect(boundOf(rest)).toBeInstanceOf(Timestamp);
    expect(getDocs).toHaveBeenCalledTimes(2);
  });

  it('take a newest page shorter than asked for as the whole list: the list reads nothing more', async () => {
    getDocs.mockResolvedValueOnce({ docs: [listed('a1', 0)] });
    expect((await queryClient.fetchQuery(newestQuery('articles', 24))).items).toHaveLength(1);
    expect(ids(await queryClient.fetchQuery(listQuery('articles')))).toEqual(['a1']);
    expect(getDocs).toHaveBeenCalledTimes(1);
  });

  it('read the whole list in one query when its newest page failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    getDocs.mockRejectedValueOnce(new Error('offline'));
    await expect(queryClient.fetchQuery(newestQuery('articles', 2))).rejects.toThrow('offline');
    getDocs.mockResolvedValueOnce({ docs: [listed('a1', 0)] });
    expect(ids(await queryClient.fetchQuery(listQuery('articles')))).toEqual(['a1']);
    expect(getDocs.mock.calls[1]![0]).not.toContainEqual(expect.objectContaining({ startAfter: expect.anything() }));
  });

  it("read a kind again when next shown after an admin changed it (forgetContent), and no other kind", async () => {
    getDocs.mockResolvedValue({ docs: [] });
    await queryClient.fetchQuery(listQuery('articles'));
    await queryClient.fetchQuery(listQuery('products'));
    forgetContent('articles');
    await show(listQuery('articles'));
    await show(listQuery('products'));
    expect(getDocs).toHaveBeenCalledTimes(3);
  });
});

/** A few turns of the microtask queue (the list's query waiting on its page's). */
async function settledMicrotasks(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe('the content freshness rule', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
  });
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it('reads a shown list again after staff changed its kind, with one small read per navigation', async () => {
    // Changes before the lists were read: in them.
    versions.current = { changed_at: { articles: Timestamp.fromMillis(Date.now() - 60_000), products: Timestamp.fromMillis(Date.now() - 60_000) } };
    getDocs.mockResolvedValue({ docs: [snap('a1', { title: 'Old title' })] });
    await visit(listQuery('articles'), listQuery('products'));
    expect(getDocs).toHaveBeenCalledTimes(2);

    // Staff change an article after the list was read (the trigger stamps the server's time).
    later(500);
    versions.current = { changed_at: { ...(versions.current.changed_at as object), articles: Timestamp.fromMillis(Date.now()) } };
    getDocs.mockResolvedValue({ docs: [snap('a1', { title: 'New title' })] });
    // Within CONTENT_FRESHNESS_MS of the read, what was read is shown as it is, with no check.
    expect((await show<{ title: string }[]>(listQuery('articles')))[0]).toMatchObject({ title: 'Old title' });
    leave();
    expect(versions.reads).toBe(0);
    // The next navigation shows something cached: one check; the articles are read again, the products stay.
    later(CONTENT_FRESHNESS_MS);
    await show(listQuery('articles'));
    await show(listQuery('products'));
    expect(queryClient.getQueryData<{ title: string }[]>(listQuery('articles').queryKey)?.[0]).toMatchObject({ title: 'New title' });
    leave();
    expect(getDocs).toHaveBeenCalledTimes(3);
    expect(versions.reads).toBe(1);

    // Within the same navigation nothing is checked again, even after another change.
    versions.current = { changed_at: { ...(versions.current.changed_at as object), articles: Timestamp.fromMillis(Date.now() + 1) } };
    await visit(listQuery('articles'));
    expect(getDocs).toHaveBeenCalledTimes(3);
    expect(versions.reads).toBe(1);

    // The navigation after: that change is seen, once.
    later(CONTENT_FRESHNESS_MS + 1);
    await visit(listQuery('articles'));
    expect(getDocs).toHaveBeenCalledTimes(4);
    later(CONTENT_FRESHNESS_MS + 1);
    await show(listQuery('articles'));
    await show(listQuery('products'));
    expect(getDocs).toHaveBeenCalledTimes(4);
    expect(versions.reads).toBe(3);
  });

  it('marks every answer of the changed kind stale: the featured articles come from the list read again', async () => {
    getDocs.mockResolvedValueOnce({ docs: ['a1', 'a2', 'a3'].map(listed) }).mockResolvedValueOnce({ docs: [listed('a4', 4)] });
    await show(newestQuery('articles', 3));
    await visit(listQuery('articles'));
    expect(getDocs).toHaveBeenCalledTimes(2);
    later(500);
    versions.current = { changed_at: { articles: Timestamp.fromMillis(Date.now()) } };
    getDocs.mockResolvedValue({ docs: ['a0', 'a1', 'a2', 'a3', 'a4'].map(listed) });
    later(CONTENT_FRESHNESS_MS);
    await visit(listQuery('articles'));
    expect(getDocs).toHaveBeenCalledTimes(3);
    expect(ids((await show<{ items: { id: string }[] }>(newestQuery('articles', 3))).items)).toEqual(['a0', 'a1', 'a2']);
    expect(getDocs).toHaveBeenCalledTimes(3);
  });

  it('reads a list again once a scheduled record of its kind has become readable', async () => {
    const soon = Date.now() + 60_000;
    versions.current = { scheduled: { articles: [Timestamp.fromMillis(soon)] } };
    getDocs.mockResolvedValue({ docs: [snap('a1', {})] });
    // Read; checked before its time (nothing to do); its time passed (read again, once); checked again.
    const reads = [await articlesAfter(0), await articlesAfter(CONTENT_FRESHNESS_MS + 1), await articlesAfter(soon + 1 - Date.now()), await articlesAfter(CONTENT_FRESHNESS_MS + 1)];
    expect(reads).toEqual([1, 1, 2, 2]);
    expect(versions.reads).toBe(3);
  });

  it('with a device clock behind the server: a change stamped "after" the read costs one read again, not one per navigation', async () => {
    // The server's clock is a minute ahead of this device: a change made before the read is stamped later than it.
    versions.current = { changed_at: { articles: Timestamp.fromMillis(Date.now() + 60_000) } };
    getDocs.mockResolvedValue({ docs: [snap('a1', {})] });
    // Read; read again after the first check; not again after a check that saw that change (it is in the list).
    const reads = [await articlesAfter(0), await articlesAfter(CONTENT_FRESHNESS_MS + 1), await articlesAfter(CONTENT_FRESHNESS_MS + 1)];
    expect(reads).toEqual([1, 2, 2]);
  });

  it("shows a screen's rest right after its first page, and a list just read, without waiting for a check", async () => {
    versions.hang = true;
    getDocs.mockResolvedValueOnce({ docs: [listed('a1', 1)] }).mockResolvedValue({ docs: [listed('a2', 2)] });
    expect((await show<{ items: unknown[] }>(newestQuery('articles', 1))).items).toHaveLength(1);
    later(CONTENT_FRESHNESS_MS - 1);
    expect(await show(listQuery('articles'))).toHaveLength(2);
    expect(await show(listQuery('publications'))).toHaveLength(1);
    expect(versions.reads).toBe(0);
  });

  it('reads only what a first visit shows: no check with nothing cached', async () => {
    versions.hang = true;
    versions.current = { changed_at: { articles: Timestamp.fromMillis(Date.now() + 60_000) } };
    getDocs.mockResolvedValue({ docs: [snap('a1', { title: 'One', slug: 's1' })] });
    expect(await show(listQuery('articles'))).toHaveLength(1);
    expect((await show<{ items: unknown[] }>(newestQuery('resources', 3))).items).toHaveLength(1);
    expect(await show(recordQuery('articles', 's1'))).toMatchObject({ id: 'a1' });
    expect(versions.reads).toBe(0);
  });
});

/** runQuery's answer as list-first-read.js leaves it: one row per summary, newest first. */
function restRows(rowIds: string[]) {
  return rowIds.map((id, n) => ({
    document: {
      name: `projects/p/databases/(default)/documents/article_summaries/${id}`,
      fields: { slug: { stringValue: id }, title: { stringValue: `Title ${id}` }, published_at: { timestampValue: new Date(1_000_000 - n).toISOString() } },
    },
    readTime: '2026-03-01T10:00:00Z',
  }));
}

describe("a page's first read (lib/firebase/first-read)", () => {
  const leaveRead = (rows: unknown, extra: Partial<NonNullable<Window['pmcFirstRead']>> = {}) => {
    window.pmcFirstRead = { collection: 'article_summaries', count: 2, uid: 'member-1', startedAt: Date.now(), rows: Promise.resolve(rows), ...extra };
  };
  const newestIds = async () => {
    const page = await queryClient.fetchQuery(newestQuery('articles', 2));
    clearServerData();
    return ids(page.items);
  };

  it("is taken instead of the newest page's own query, once; the list continues after its last summary", async () => {
    leaveRead(restRows(['a1', 'a2']));
    getDocs.mockResolvedValueOnce({ docs: [listed('a3', 2), listed('a4', 3)] });
    const page = await queryClient.fetchQuery(newestQuery('articles', 2));
    expect(page.items.map((a) => [a.id, a.title])).toEqual([
      ['a1', 'Title a1'],
      ['a2', 'Title a2'],
    ]);
    expect(window.pmcFirstRead).toBeUndefined();
    // The rest: one query, after a2's time and id, exactly (Timestamp from the REST time's text).
    expect(ids(await queryClient.fetchQuery(listQuery('articles')))).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(getDocs).toHaveBeenCalledTimes(1);
    expect(getDocs.mock.calls[0]![0]).toContainEqual({ startAfter: 'a2', at: 1_000_000 - 1 });
  });

  it('is left for its own query when it asked for another collection or count', async () => {
    leaveRead(restRows(['a1', 'a2']), { count: 3 });
    getDocs.mockResolvedValue({ docs: [listed('x1', 0), listed('x2', 1)] });
    expect(await newestIds()).toEqual(['x1', 'x2']);
    expect(window.pmcFirstRead).toBeDefined();
    leaveRead(restRows(['a1', 'a2']), { collection: 'resource_summaries' });
    expect(await newestIds()).toEqual(['x1', 'x2']);
  });

  it('is not taken for another member, with no member restored, or once older than a navigation\'s reads', async () => {
    getDocs.mockResolvedValue({ docs: [listed('own1', 0), listed('own2', 1)] });
    leaveRead(restRows(['a1', 'a2']), { uid: 'someone-else' });
    expect(await newestIds()).toEqual(['own1', 'own2']);
    signedIn.uid = null;
    leaveRead(restRows(['a1', 'a2']));
    expect(await newestIds()).toEqual(['own1', 'own2']);
    signedIn.uid = 'member-1';
    leaveRead(restRows(['a1', 'a2']), { startedAt: Date.now() - CONTENT_FRESHNESS_MS - 1 });
    expect(await newestIds()).toEqual(['own1', 'own2']);
    expect(getDocs).toHaveBeenCalledTimes(3);
  });

  it("a refused or failed read, or an answer without publish times, gives way to the page's own query", async () => {
    getDocs.mockResolvedValue({ docs: [listed('own1', 0), listed('own2', 1)] });
    for (const rows of [null, { error: 'denied' }, restRows(['a1', 'a2']).map((row) => ({ ...row, document: { ...row.document, fields: { slug: row.document.fields.slug } } }))]) {
      leaveRead(rows);
      expect(await newestIds()).toEqual(['own1', 'own2']);
    }
    expect(getDocs).toHaveBeenCalledTimes(3);
  });
});

describe('the library search index', () => {
  it('is built from the lists once per version of them: again only after staff changed one, which alone is read again', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    const { loadLibraryIndex } = await import('../search/load-library-index');
    getDocs.mockResolvedValue({ docs: [snap('x1', { slug: 'x1', title: 'Sciatica relief', published_at: Timestamp.fromMillis(Date.now() - 1000) })] });
    const first = await loadLibraryIndex();
    expect(first.size).toBe(4);
    expect(getDocs).toHaveBeenCalledTimes(4);
    vi.setSystemTime(Date.now() + CONTENT_FRESHNESS_MS + 1);
    expect(await loadLibraryIndex()).toBe(first);
    expect(getDocs).toHaveBeenCalledTimes(4);

    versions.current = { changed_at: { articles: Timestamp.fromMillis(Date.now()) } };
    vi.setSystemTime(Date.now() + CONTENT_FRESHNESS_MS + 1);
    const second = await loadLibraryIndex();
    expect(second).not.toBe(first);
    expect(getDocs).toHaveBeenCalledTimes(5);
    expect(getDocs.mock.calls[4]![0][0]).toEqual({ name: 'article_summaries' });
    expect(versions.reads).toBe(2);
  });
});
