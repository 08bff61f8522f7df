/**
 * A stand-in for the Admin SDK's Firestore in unit tests of the functions' Firestore parts: reads
 * answer from `docs`, and every commit (or the query, with `failQuery`) fails with `failure`, as an
 * unavailable database would. Only what those parts call is there.
 */
import type { Firestore } from 'firebase-admin/firestore';

export function failingFirestore(docs: Record<string, Record<string, unknown>>, failure: Error, options: { failQuery?: boolean } = {}): Firestore {
  const ref = (path: string) => ({
    path,
    id: path.split('/').pop(),
    get: async () => snapshot(path),
  });
  const snapshot = (path: string) => {
    const data = docs[path];
    return { ref: ref(path), id: path.split('/').pop(), exists: !!data, updateTime: data ? { ms: 1 } : undefined, data: () => data, get: (field: string) => data?.[field] };
  };
  const collection = (name: string) => ({
    doc: (id?: string) => ref(`${name}/${id ?? 'auto-id'}`),
    select: () => ({
      get: async () => {
        if (options.failQuery) throw failure;
        return { docs: Object.keys(docs).filter((p) => p.startsWith(`${name}/`)).map(snapshot) };
      },
    }),
  });
  const batch = () => ({
    create: () => undefined,
    update: () => undefined,
    set: () => undefined,
    commit: async () => {
      throw failure;
    },
  });
  return {
    collection,
    batch,
    getAll: async (...refs: { path: string }[]) => refs.map((r) => snapshot(r.path)),
  } as unknown as Firestore;
}
