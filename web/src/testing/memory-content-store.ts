/**
 * An in-memory ContentStore with the Firebase store's rules (fresh ids, slugs unique with a
 * numeric suffix or refused, created_at set once, files left behind by a save removed): component
 * tests run the admin content screens against it, no Firebase involved.
 */
import { PUBLISH_FIELD } from '@common/content';
import type { AdminKind, AdminRecord } from '@/features/admin/content/admin-kind';
import type { ContentStore, Revision, SaveRequest, UploadRequest } from '@/features/admin/content/api/content-store';
import { filesLeftBySave } from '@/features/admin/content/api/file-cleanup';
import { baseSlug, pickFreeSlug } from '@/features/admin/content/slugs';

export interface MemoryStore extends ContentStore {
  records: Map<string, AdminRecord[]>;
  deleted: string[];
  uploads: UploadRequest[];
  /** The next save (or list, remove, upload, history) fails with this error once. */
  failNext: { save?: Error; list?: Error; remove?: Error; upload?: Error; history?: Error };
  /** Revisions by `${kind}/${id}`, oldest first; a save adds one as the backend's trigger would (by MEMORY_WRITER). */
  revisions: Map<string, Revision[]>;
  /** Storage paths whose file is gone (missingFiles). */
  goneFiles: Set<string>;
}

/** Who the memory store's saves name in the history. */
export const MEMORY_WRITER = 'Dana Admin';

export function memoryStore(initial: Record<string, AdminRecord[]> = {}, { bucket = 'demo-bucket' } = {}): MemoryStore {
  let next = 0;
  const records = new Map(Object.entries(initial).map(([kind, list]) => [kind, [...list]]));
  const of = (kind: Pick<AdminKind, 'kind'>) => {
    if (!records.has(kind.kind)) records.set(kind.kind, []);
    return records.get(kind.kind)!;
  };
  const store: MemoryStore = {
    records,
    deleted: [],
    uploads: [],
    failNext: {},
    revisions: new Map(),
    goneFiles: new Set(),
    async list<T extends AdminRecord>(kind: AdminKind<T>) {
      const failure = store.failNext.list;
      store.failNext.list = undefined;
      if (failure) throw failure;
      return [...(of(kind) as T[])].sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
    },
    newId: () => `new-${++next}`,
    async save<T extends AdminRecord>(kind: AdminKind<T>, request: SaveRequest<T>) {
      const { id, original, values, slugTaken = 'suffix' } = request;
      const failure = store.failNext.save;
      store.failNext.save = undefined;
      if (failure) throw failure;
      const list = of(kind) as (T & Record<string, unknown>)[];
      const doc: Record<string, unknown> = { ...kind.toDoc(values) };
      let slug: string | undefined;
      if (kind.slugFrom) {
        const previous = original as (T & Record<string, unknown>) | null;
        const base = baseSlug(values[kind.slugFrom] ?? '', previous ? { title: String(previous[kind.slugFrom]), slug: String(previous.slug ?? '') } : undefined);
        slug = await pickFreeSlug(base, async (candidate) => list.some((r) => r.slug === candidate && r.id !== id), { suffix: slugTaken === 'suffix' });
        doc.slug = slug;
      }
      const at = list.findIndex((r) => r.id === id);
      const created_at = kind.createdAtField ? (doc.created_at as Date) : at >= 0 ? list[at]!.created_at : new Date();
      // Drafts: a new record is a draft; a save keeps the publish time unless it sets one.
      const kept = at >= 0 ? (list[at]![PUBLISH_FIELD] as Date | null) : null;
      const published_at = request.publish === undefined ? kept : request.publish === 'now' ? new Date() : request.publish;
      const record = { ...(at >= 0 ? list[at] : {}), ...doc, id, created_at, [PUBLISH_FIELD]: published_at } as T & Record<string, unknown>;
      // A record that carries a version gets the next one (records of older tests carry none).
      const stored = at >= 0 ? list[at]!.version : undefined;
      const version = (typeof stored === 'number' ? stored : 0) + 1;
      if (typeof stored === 'number') (record as Record<string, unknown>).version = version;
      if (at >= 0) list[at] = record;
      else list.push(record);
      const key = `${kind.kind}/${id}`;
      const fields = at >= 0 ? Object.keys(doc).filter((name) => JSON.stringify(doc[name]) !== JSON.stringify(original?.[name as keyof T])) : [];
      store.revisions.set(key, [
        ...(store.revisions.get(key) ?? []),
        { id: `revision-${++next}`, change: at >= 0 ? 'updated' : 'created', version, by: MEMORY_WRITER, at: new Date(), fields, record: { ...record } },
      ]);
      store.deleted.push(...filesLeftBySave(kind, request, bucket));
      return { id, slug };
    },
    async remove<T extends AdminRecord>(kind: AdminKind<T>, record: T) {
      const failure = store.failNext.remove;
      store.failNext.remove = undefined;
      if (failure) throw failure;
      const list = of(kind);
      list.splice(
        list.findIndex((r) => r.id === record.id),
        1,
      );
    },
    upload(request) {
      store.uploads.push(request);
      const failure = store.failNext.upload;
      store.failNext.upload = undefined;
      request.onProgress(0.5);
      const done = failure
        ? Promise.reject(failure)
        : Promise.resolve({ path: request.path, url: request.withUrl ? `https://storage.example/v0/b/${bucket}/o/${encodeURIComponent(request.path)}?alt=media` : null });
      return { done, cancel: () => undefined };
    },
    async deleteFiles(paths) {
      store.deleted.push(...paths);
    },
    async read<T extends AdminRecord>(kind: AdminKind<T>, id: string) {
      return ((of(kind) as T[]).find((r) => r.id === id) as T | undefined) ?? null;
    },
    async history<T extends AdminRecord>(kind: AdminKind<T>, id: string) {
      const failure = store.failNext.history;
      store.failNext.history = undefined;
      if (failure) throw failure;
      return [...((store.revisions.get(`${kind.kind}/${id}`) ?? []) as Revision<T>[])].reverse();
    },
    async missingFiles(paths) {
      return paths.filter((path) => store.goneFiles.has(path));
    },
    bucket: () => bucket,
  };
  return store;
}
