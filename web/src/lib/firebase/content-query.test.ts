import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMemberCache } from '@/lib/member-cache';
import { toRecord, toSummary } from '@/lib/content-records';
import { resetServerClock } from '@/lib/server-clock';

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
vi.mock('./firestore', async (importOriginal) => ({ ...(await importOriginal<typeof import('./firestore')>()), getDb: () => ({}) }));
/** The member Auth has restored (lib/firebase/first-read takes a page's read only for them). */
const signedIn: { uid: string | null } = { uid: 'member-1' };
vi.mock('./auth', () => ({ restoredUser: async () => (signedIn.uid ? { uid: signedIn.uid } : null) }));

const { contentSource: source, forgetContent, FRESHNESS_MS } = await import('./content-query');
type Kind = 'articles' | 'products' | 'resources' | 'publications';
const contentSource = <K extends Kind>(kind: K) =>
  source(
    kind,
    (s) => toSummary(kind, s),
    (s) => toRecord(kind, s),
  );
/** The bound a member query sent (its where on published_at). */
const boundOf = (call: unknown[]) => (call as { where?: string; value?: Timestamp }[]).find((part) => part.where === 'published_at')?.value;

const snap = (id: string, data: Record<string, unknown>) => ({ id, data: () => data, exists: () => true });
/** A summary as a list query returns it: with its publish time (a page continues after it), newest first by number. */
const listed = (id: string, n: number) => snap(id, { slug: id, published_at: Timestamp.fromMillis(1_000_000 - n) });
const ts = (iso: string) => ({ toDate: () => new Date(iso) });

describe('contentSource', () => {
  beforeEach(() => {
    getDocs.mockReset();
    getDoc.mockReset();
    resetServerClock();
    versions.current = {};
    versions.hang = false;
    versions.reads = 0;
    clearMemberCache();
  });

  it('lists the published summaries newest first once per session, converting timestamps', async () => {
    getDocs.mockResolvedValue({ docs: [snap('a1', { slug: 's1', title: 'One', reading_minutes: 4, published_at: ts('2026-01-05T00:00:00Z') })] });
    const source = contentSource('articles');
    const before = Date.now();
    const first = await source.list();
    expect(first[0]).toMatchObject({ id: 'a1', title: 'One', excerpt: '', reading_minutes: 4, published_at: new Date('2026-01-05T00:00:00Z') });
    const sent = getDocs.mock.calls[0]![0] as unknown[];
    expect(sent[0]).toEqual({ name: 'article_summaries' });
    expect(sent).toContainEqual({ orderBy: 'published_at', dir: 'desc' });
    // Published by now: the bound is this device's time (rules refuse a later one).
    expect(boundOf(sent)!.ms).toBeGreaterThanOrEqual(before);
    expect(boundOf(sent)!.ms).toBeLessThanOrEqual(Date.now());
    // Coming back to the list costs no reads.
    expect(await source.list()).toBe(first);
    expect(getDocs).toHaveBeenCalledTimes(1);
  });

  it('reads a record from the records, published by now, once per session', async () => {
    const source = contentSource('articles');
    getDocs.mockResolvedValue({ docs: [snap('a1', { slug: 's1', title: 'One', content: '<p>Body</p>' })] });
    const record = await source.findBy('slug', 's1');
    expect(record).toMatchObject({ id: 'a1', content: '<p>Body</p>' });
    const sent = getDocs.mock.calls[0]![0] as unknown[];
    expect(sent[0]).toEqual({ name: 'articles' });
    expect(sent).toContainEqual({ where: 'slug', op: '==', value: 's1' });
    expect(boundOf(sent)).toBeInstanceOf(Timestamp);
    expect(await source.findBy('slug', 's1')).toBe(record);
    expect(source.cachedRecord('slug', 's1')).toBe(record);
    expect(getDocs).toHaveBeenCalledTimes(1);
  });

  it('publications are listed by their journal date, not their publish time', async () => {
    getDocs.mockResolvedValue({
      docs: [
        snap('p-new-publish', { created_at: ts('2019-01-01T00:00:00Z'), published_at: ts('2026-02-01T00:00:00Z') }),
        snap('p-old-publish', { created_at: ts('2024-01-01T00:00:00Z'), published_at: ts('2025-01-01T00:00:00Z') }),
      ],
    });
    expect((await contentSource('publications').list()).map((p) => p.id)).toEqual(['p-old-publish', 'p-new-publish']);
  });

  it('a device clock that runs ahead: after a refusal, asks again with the server time of the Date header', async () => {
    const ahead = 10 * 60 * 1000;
    vi.useFakeTimers({ now: Date.now() + ahead, toFake: ['Date'] });
    const fetchMock = vi.fn().mockResolvedValue({ headers: new Headers({ date: new Date(Date.now() - ahead).toUTCString() }) });
    vi.stubGlobal('fetch', fetchMock);
    try {
      getDocs.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' })).mockResolvedValueOnce({ docs: [snap('a1', {})] });
      expect(await contentSource('articles').list()).toHaveLength(1);
      expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/$/), expect.objectContaining({ method: 'HEAD' }));
      const retried = boundOf(getDocs.mock.calls[1]![0] as unknown[])!.ms;
      expect(retried).toBeLessThanOrEqual(Date.now() - ahead + 1000);
      expect(retried).toBeGreaterThan(Date.now() - ahead - 5000);
      // A second refusal is real: it reaches the screen.
      getDocs.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
      await expect(contentSource('resources').list()).rejects.toThrow('denied');
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it("a record refused by id (a draft) is not found, unless the member can read nothing (the refusal stands)", async () => {
    const source = contentSource('publications');
    getDoc.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    getDocs.mockResolvedValueOnce({ docs: [] });
    expect(await source.get('draft-1')).toBeNull();
    getDoc.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    getDocs.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('offline')));
    try {
      await expect(source.get('p-1')).rejects.toThrow('denied');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('drops a list read before a scheduled record of its kind became readable', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    try {
      const articles = contentSource('articles');
      const soon = Date.now() + 60_000;
      versions.current = { scheduled: { articles: [Timestamp.fromMillis(soon)] } };
      getDocs.mockResolvedValue({ docs: [snap('a1', {})] });
      await articles.list();
      vi.setSystemTime(Date.now() + FRESHNESS_MS + 1);
      await articles.list();
      expect(getDocs).toHaveBeenCalledTimes(1);
      // Its time passes: the next navigation reads the list again, once.
      vi.setSystemTime(soon + 1);
      await articles.list();
      expect(getDocs).toHaveBeenCalledTimes(2);
      vi.setSystemTime(Date.now() + FRESHNESS_MS + 1);
      await articles.list();
      expect(getDocs).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets the list on sign-out and retries after a failure', async () => {
    const source = contentSource('articles');
    getDocs.mockRejectedValueOnce(new Error('offline'));
    await expect(source.list()).rejects.toThrow('offline');
    getDocs.mockResolvedValue({ docs: [] });
    await source.list();
    clearMemberCache();
    expect(source.cached()).toBeUndefined();
    await source.list();
    expect(getDocs).toHaveBeenCalledTimes(3);
  });

  it('finds one record by slug or id, or null', async () => {
    const source = contentSource('articles');
    getDocs.mockResolvedValue({ docs: [] });
    expect(await source.findBy('slug', 'missing')).toBeNull();
    expect(getDocs.mock.calls[0]![0]).toContainEqual({ where: 'slug', op: '==', value: 'missing' });
    getDoc.mockResolvedValue({ ...snap('x', { title: 'X' }), exists: () => true });
    expect(await source.get('x')).toMatchObject({ id: 'x', title: 'X' });
    getDoc.mockReset();
    getDoc.mockResolvedValue({ id: 'y', data: () => undefined, exists: () => false });
    expect(await source.get('y')).toBeNull();
  });

  it('shares a record read while it runs (a screen started with its code, then the screen), and reads again after a failure or a sign-out', async () => {
    const source = contentSource('articles');
    let answer: (value: unknown) => void = () => {};
    getDocs.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const early = source.findBy('slug', 's1');
    const screen = source.findBy('slug', 's1');
    await vi.waitFor(() => expect(getDocs).toHaveBeenCalledTimes(1));
    answer({ docs: [snap('a1', { slug: 's1', title: 'One' })] });
    expect(await screen).toBe(await early);
    expect(getDocs).toHaveBeenCalledTimes(1);

    getDoc.mockRejectedValueOnce(new Error('offline'));
    await expect(source.get('x')).rejects.toThrow('offline');
    getDoc.mockResolvedValue({ ...snap('x', { title: 'X' }), exists: () => true });
    expect(await source.get('x')).toMatchObject({ id: 'x' });
    expect(getDoc).toHaveBeenCalledTimes(2);

    // An answer that arrives after a sign-out is neither kept nor shared with the next account.
    let late: (value: unknown) => void = () => {};
    getDocs.mockImplementationOnce(() => new Promise((resolve) => (late = resolve)));
    const before = source.findBy('slug', 's2');
    await vi.waitFor(() => expect(getDocs).toHaveBeenCalledTimes(2));
    clearMemberCache();
    getDocs.mockResolvedValueOnce({ docs: [snap('a2', { slug: 's2', title: 'Two, read again' })] });
    const after = source.findBy('slug', 's2');
    late({ docs: [snap('a2', { slug: 's2', title: 'Two' })] });
    expect((await before)?.title).toBe('Two');
    expect((await after)?.title).toBe('Two, read again');
    expect(source.cachedRecord('slug', 's2')?.title).toBe('Two, read again');
  });

  it('reads a collection again after an admin changed it (forgetContent)', async () => {
    getDocs.mockResolvedValue({ docs: [] });
    const articles = contentSource('articles');
    const products = contentSource('products');
    await articles.list();
    await products.list();
    forgetContent('articles');
    expect(articles.cached()).toBeUndefined();
    expect(products.cached()).toEqual([]);
    await articles.list();
    expect(getDocs).toHaveBeenCalledTimes(3);
  });

  it('serves the newest few from the cached list, else reads only those, until sign-out', async () => {
    const source = contentSource('articles');
    const docs = ['a1', 'a2', 'a3', 'a4'].map(listed);
    getDocs.mockResolvedValueOnce({ docs: docs.slice(0, 3) });
    expect((await source.newest(3)).map((a) => a.id)).toEqual(['a1', 'a2', 'a3']);
    expect(getDocs.mock.calls[0]![0]).toContainEqual({ limit: 3 });
    expect(source.cachedNewest(3)?.map((a) => a.id)).toEqual(['a1', 'a2', 'a3']);
    await source.newest(3);
    expect(getDocs).toHaveBeenCalledTimes(1);

    clearMemberCache();
    expect(source.cachedNewest(3)).toBeUndefined();
    getDocs.mockResolvedValueOnce({ docs });
    await source.list();
    // The whole list answers for the dashboard without another read.
    expect((await source.newest(2)).map((a) => a.id)).toEqual(['a1', 'a2']);
    expect(getDocs).toHaveBeenCalledTimes(2);
  });

  it('a list read after (or while) its newest page was read continues after that page, reading no record twice', async () => {
    const source = contentSource('articles');
    const docs = ['a1', 'a2', 'a3', 'a4', 'a5'].map(listed);
    let answerHead: (value: unknown) => void = () => {};
    getDocs.mockReturnValueOnce(new Promise((resolve) => (answerHead = resolve)));
    getDocs.mockResolvedValueOnce({ docs: docs.slice(2) });
    const page = source.newest(2);
    const list = source.list();
    await Promise.resolve();
    // The whole list waits for the page it continues: one query out so far.
    expect(getDocs).toHaveBeenCalledTimes(1);
    answerHead({ docs: docs.slice(0, 2) });
    expect((await page).map((a) => a.id)).toEqual(['a1', 'a2']);
    expect((await list).map((a) => a.id)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
    const rest = getDocs.mock.calls[1]![0] as unknown[];
    // After the page's last summary: its publish time and id (ties go by id, as Firestore orders them).
    expect(rest).toContainEqual({ startAfter: 'a2', at: 1_000_000 - 1 });
    expect(rest).toContainEqual({ orderBy: '__name__', dir: 'desc' });
    expect(rest).not.toContainEqual({ limit: 2 });
    expect(boundOf(rest)).toBeInstanceOf(Timestamp);
    expect(getDocs).toHaveBeenCalledTimes(2);
  });

  it('a newest page shorter than asked for is the whole list: the list reads nothing more', async () => {
    const source = contentSource('articles');
    getDocs.mockResolvedValueOnce({ docs: [snap('a1', { slug: 'a1' })] });
    expect(await source.newest(24)).toHaveLength(1);
    expect((await source.list()).map((a) => a.id)).toEqual(['a1']);
    expect(getDocs).toHaveBeenCalledTimes(1);
  });

  it('a failed newest page fails the list that waited for it, and the next try reads again', async () => {
    const source = contentSource('articles');
    getDocs.mockRejectedValueOnce(new Error('offline'));
    const page = source.newest(2);
    const list = source.list();
    await expect(page).rejects.toThrow('offline');
    await expect(list).rejects.toThrow('offline');
    getDocs.mockResolvedValueOnce({ docs: [snap('a1', { slug: 'a1' })] });
    expect((await source.list()).map((a) => a.id)).toEqual(['a1']);
    // Nothing held of the failed page: the whole list in one query.
    expect(getDocs.mock.calls[1]![0]).not.toContainEqual(expect.objectContaining({ startAfter: expect.anything() }));
  });

  it('drops a cached list at the next navigation after staff changed its kind, with one small read per navigation', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    try {
      const articles = contentSource('articles');
      const products = contentSource('products');
      // Changes before the lists were read: in them.
      versions.current = { changed_at: { articles: Timestamp.fromMillis(Date.now() - 60_000), products: Timestamp.fromMillis(Date.now() - 60_000) } };
      getDocs.mockResolvedValue({ docs: [snap('a1', { title: 'Old title' })] });
      await articles.list();
      await products.list();
      expect(getDocs).toHaveBeenCalledTimes(2);

      // Staff change an article after the list was read (the trigger stamps the server's time).
      vi.setSystemTime(Date.now() + 500);
      versions.current = { changed_at: { ...(versions.current.changed_at as object), articles: Timestamp.fromMillis(Date.now()) } };
      getDocs.mockResolvedValue({ docs: [snap('a1', { title: 'New title' })] });
      // Within FRESHNESS_MS of the read, what was read is served as it is, with no check.
      expect((await articles.list())[0]).toMatchObject({ title: 'Old title' });
      expect(versions.reads).toBe(0);
      // The next navigation serves something cached: one check, the articles are read again, the products stay.
      vi.setSystemTime(Date.now() + FRESHNESS_MS);
      expect((await articles.list())[0]).toMatchObject({ title: 'New title' });
      await products.list();
      expect(getDocs).toHaveBeenCalledTimes(3);
      expect(versions.reads).toBe(1);

      // Within the same navigation nothing is checked again, even after another change.
      versions.current = { changed_at: { ...(versions.current.changed_at as object), articles: Timestamp.fromMillis(Date.now() + 1) } };
      await articles.list();
      expect(getDocs).toHaveBeenCalledTimes(3);
      expect(versions.reads).toBe(1);

      // The navigation after: that change is seen.
      vi.setSystemTime(Date.now() + FRESHNESS_MS + 1);
      await articles.list();
      expect(getDocs).toHaveBeenCalledTimes(4);
      vi.setSystemTime(Date.now() + FRESHNESS_MS + 1);
      await articles.list();
      await products.list();
      expect(getDocs).toHaveBeenCalledTimes(4);
      expect(versions.reads).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a device clock behind the server: a change stamped "after" the read costs one read again, not one per navigation', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    try {
      const articles = contentSource('articles');
      // The server's clock is a minute ahead of this device: a change made before the read is stamped later than it.
      versions.current = { changed_at: { articles: Timestamp.fromMillis(Date.now() + 60_000) } };
      getDocs.mockResolvedValue({ docs: [snap('a1', {})] });
      await articles.list();
      vi.setSystemTime(Date.now() + FRESHNESS_MS + 1);
      await articles.list();
      expect(getDocs).toHaveBeenCalledTimes(2);
      // Read again after a check that saw that change: it is in the list.
      vi.setSystemTime(Date.now() + FRESHNESS_MS + 1);
      await articles.list();
      expect(getDocs).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a screen\'s rest read right after its first page, or a second look at a list just read, waits for no check', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    try {
      versions.hang = true;
      getDocs.mockResolvedValueOnce({ docs: [listed('a1', 1)] }).mockResolvedValue({ docs: [listed('a2', 2)] });
      const articles = contentSource('articles');
      expect(await articles.newest(1)).toHaveLength(1);
      vi.setSystemTime(Date.now() + FRESHNESS_MS - 1);
      // The check hangs: a list that waited for it would never come.
      expect(await articles.list()).toHaveLength(2);
      expect(await contentSource('publications').list()).toHaveLength(1);
      expect(await contentSource('publications').newest(1)).toHaveLength(1);
      expect(versions.reads).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a first visit reads only what it shows: no version check with nothing cached', async () => {
    versions.hang = true;
    versions.current = { changed_at: { articles: Timestamp.fromMillis(Date.now() + 60_000) } };
    getDocs.mockResolvedValue({ docs: [snap('a1', { title: 'One' })] });
    expect(await contentSource('articles').list()).toHaveLength(1);
    expect(await contentSource('resources').newest(3)).toHaveLength(1);
    expect(await contentSource('articles').findBy('slug', 's1')).toMatchObject({ id: 'a1' });
    expect(versions.reads).toBe(0);
  });
});

/** runQuery's answer as list-first-read.js leaves it: one row per summary, newest first. */
function restRows(ids: string[]) {
  return ids.map((id, n) => ({
    document: {
      name: `projects/p/databases/(default)/documents/article_summaries/${id}`,
      fields: { slug: { stringValue: id }, title: { stringValue: `Title ${id}` }, published_at: { timestampValue: new Date(1_000_000 - n).toISOString() } },
    },
    readTime: '2026-03-01T10:00:00Z',
  }));
}

describe('a page\'s first read (lib/firebase/first-read)', () => {
  beforeEach(() => {
    getDocs.mockReset();
    resetServerClock();
    clearMemberCache();
    signedIn.uid = 'member-1';
    versions.current = {};
    versions.hang = false;
    versions.reads = 0;
  });
  const leave = (rows: unknown, extra: Partial<NonNullable<Window['pmcFirstRead']>> = {}) => {
    window.pmcFirstRead = { collection: 'article_summaries', count: 2, uid: 'member-1', startedAt: Date.now(), rows: Promise.resolve(rows), ...extra };
  };

  it('is taken instead of the newest page\'s own query, once; the list continues after its last summary', async () => {
    leave(restRows(['a1', 'a2']));
    getDocs.mockResolvedValueOnce({ docs: [listed('a3', 2), listed('a4', 3)] });
    const source = contentSource('articles');
    expect((await source.newest(2)).map((a) => [a.id, a.title])).toEqual([['a1', 'Title a1'], ['a2', 'Title a2']]);
    expect(window.pmcFirstRead).toBeUndefined();
    // The rest: one query, after a2's time and id, exactly (Timestamp from the REST time's text).
    expect((await source.list()).map((a) => a.id)).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(getDocs).toHaveBeenCalledTimes(1);
    expect(getDocs.mock.calls[0]![0]).toContainEqual({ startAfter: 'a2', at: 1_000_000 - 1 });
  });

  it('is left for its own query when it asked for another collection or count', async () => {
    leave(restRows(['a1', 'a2']), { count: 3 });
    getDocs.mockResolvedValueOnce({ docs: [listed('x1', 0), listed('x2', 1)] });
    expect((await contentSource('articles').newest(2)).map((a) => a.id)).toEqual(['x1', 'x2']);
    expect(window.pmcFirstRead).toBeDefined();
    leave(restRows(['a1', 'a2']), { collection: 'resource_summaries' });
    getDocs.mockResolvedValueOnce({ docs: [listed('x1', 0), listed('x2', 1)] });
    expect((await contentSource('articles').newest(2)).map((a) => a.id)).toEqual(['x1', 'x2']);
  });

  it('is not taken for another member, with no member restored, after a sign-out, or once older than a navigation\'s reads', async () => {
    const ownRead = async () => {
      getDocs.mockResolvedValueOnce({ docs: [listed('own1', 0), listed('own2', 1)] });
      const ids = (await contentSource('articles').newest(2)).map((a) => a.id);
      clearMemberCache();
      return ids;
    };
    leave(restRows(['a1', 'a2']), { uid: 'someone-else' });
    expect(await ownRead()).toEqual(['own1', 'own2']);
    signedIn.uid = null;
    leave(restRows(['a1', 'a2']));
    expect(await ownRead()).toEqual(['own1', 'own2']);
    signedIn.uid = 'member-1';
    leave(restRows(['a1', 'a2']), { startedAt: Date.now() - FRESHNESS_MS - 1 });
    expect(await ownRead()).toEqual(['own1', 'own2']);
    leave(restRows(['a1', 'a2']));
    clearMemberCache();
    expect(window.pmcFirstRead).toBeUndefined();
    expect(await ownRead()).toEqual(['own1', 'own2']);
    expect(getDocs).toHaveBeenCalledTimes(4);
  });

  it('a refused or failed read, or an answer without publish times, gives way to the source\'s own query', async () => {
    for (const rows of [null, { error: 'denied' }, restRows(['a1', 'a2']).map((row) => ({ ...row, document: { ...row.document, fields: { slug: row.document.fields.slug } } }))]) {
      leave(rows);
      getDocs.mockResolvedValueOnce({ docs: [listed('own1', 0), listed('own2', 1)] });
      expect((await contentSource('articles').newest(2)).map((a) => a.id)).toEqual(['own1', 'own2']);
      clearMemberCache();
    }
    expect(getDocs).toHaveBeenCalledTimes(3);
  });

  it('counts what it took as read when the page asked: the version check comes that much sooner', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    try {
      leave(restRows(['a1', 'a2']), { startedAt: Date.now() - 1500 });
      const articles = contentSource('articles');
      await articles.newest(2);
      versions.reads = 0;
      vi.setSystemTime(Date.now() + FRESHNESS_MS - 1000);
      await articles.newest(2);
      // Read 1.5 s before it was taken: FRESHNESS_MS old by now, so it is checked.
      expect(versions.reads).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
