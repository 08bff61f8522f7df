import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMemberCache } from '@/lib/member-cache';
import { toArticle } from '@/lib/content-records';

const getDocs = vi.fn();
/** One record by id; the content versions document answers from `versions`. */
const getDoc = vi.fn();
const versions: { current: Record<string, number>; hang?: boolean } = { current: {} };
vi.mock('firebase/firestore/lite', () => ({
  collection: (_db: unknown, name: string) => ({ name }),
  doc: (_db: unknown, name: string, id: string) => ({ name, id }),
  query: (...parts: unknown[]) => parts,
  orderBy: (field: string, dir: string) => ({ orderBy: field, dir }),
  where: (field: string, op: string, value: unknown) => ({ where: field, op, value }),
  limit: (n: number) => ({ limit: n }),
  getDocs: (...args: unknown[]) => getDocs(...args),
  getDoc: (ref: { name: string }) =>
    ref.name === 'content_versions'
      ? versions.hang
        ? new Promise(() => {})
        : Promise.resolve({ exists: () => true, data: () => versions.current })
      : getDoc(ref),
}));
vi.mock('./firestore', () => ({ getDb: () => ({}) }));

const { contentSource, forgetContent, FRESHNESS_MS } = await import('./content-query');

const snap = (id: string, data: Record<string, unknown>) => ({ id, data: () => data, exists: () => true });
const ts = (iso: string) => ({ toDate: () => new Date(iso) });

describe('contentSource', () => {
  beforeEach(() => {
    getDocs.mockReset();
    getDoc.mockReset();
    versions.current = {};
    versions.hang = false;
    clearMemberCache();
  });

  it('lists newest first once per session, converting timestamps', async () => {
    getDocs.mockResolvedValue({ docs: [snap('a1', { slug: 's1', title: 'One', created_at: ts('2026-01-05T00:00:00Z') })] });
    const source = contentSource('articles', toArticle);
    const first = await source.list();
    expect(first[0]).toMatchObject({ id: 'a1', title: 'One', excerpt: '', created_at: new Date('2026-01-05T00:00:00Z') });
    expect(getDocs.mock.calls[0]![0]).toContainEqual({ orderBy: 'created_at', dir: 'desc' });
    // Coming back to the list and opening a record cost no reads.
    expect(await source.list()).toBe(first);
    expect(await source.findBy('slug', 's1')).toBe(first[0]);
    expect(getDocs).toHaveBeenCalledTimes(1);
  });

  it('forgets the list on sign-out and retries after a failure', async () => {
    const source = contentSource('articles', toArticle);
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
    const source = contentSource('articles', toArticle);
    getDocs.mockResolvedValue({ docs: [] });
    expect(await source.findBy('slug', 'missing')).toBeNull();
    expect(getDocs.mock.calls[0]![0]).toContainEqual({ where: 'slug', op: '==', value: 'missing' });
    getDoc.mockResolvedValue({ ...snap('x', { title: 'X' }), exists: () => true });
    expect(await source.get('x')).toMatchObject({ id: 'x', title: 'X' });
    getDoc.mockResolvedValue({ id: 'y', data: () => undefined, exists: () => false });
    expect(await source.get('y')).toBeNull();
  });

  it('reads a collection again after an admin changed it (forgetContent)', async () => {
    getDocs.mockResolvedValue({ docs: [] });
    const articles = contentSource('articles', toArticle);
    const products = contentSource('products', toArticle);
    await articles.list();
    await products.list();
    forgetContent('articles');
    expect(articles.cached()).toBeUndefined();
    expect(products.cached()).toEqual([]);
    await articles.list();
    expect(getDocs).toHaveBeenCalledTimes(3);
  });

  it('serves the newest few from the cached list, else reads only those, until sign-out', async () => {
    const source = contentSource('articles', toArticle);
    const docs = ['a1', 'a2', 'a3', 'a4'].map((id) => snap(id, { slug: id }));
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

  it('drops a cached list at the next navigation after staff changed its kind, with one small read per navigation', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    try {
      const articles = contentSource('articles', toArticle);
      const products = contentSource('products', toArticle);
      getDocs.mockResolvedValue({ docs: [snap('a1', { title: 'Old title' })] });
      versions.current = { articles: 3, products: 1 };
      await articles.list();
      await products.list();
      expect(getDocs).toHaveBeenCalledTimes(2);

      // Staff change an article; within the same navigation nothing is checked again.
      versions.current = { articles: 4, products: 1 };
      await articles.list();
      expect(getDocs).toHaveBeenCalledTimes(2);

      // The next navigation: the articles are read again, the products stay cached.
      vi.setSystemTime(Date.now() + FRESHNESS_MS + 1);
      getDocs.mockResolvedValue({ docs: [snap('a1', { title: 'New title' })] });
      expect((await articles.list())[0]).toMatchObject({ title: 'New title' });
      await products.list();
      expect(getDocs).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not make a first visit wait for the version check (nothing cached can be stale)', async () => {
    versions.hang = true;
    getDocs.mockResolvedValue({ docs: [snap('a1', { title: 'One' })] });
    expect(await contentSource('articles', toArticle).list()).toHaveLength(1);
    expect(await contentSource('resources', toArticle).newest(3)).toHaveLength(1);
  });
});
