import type { Mock } from 'vitest';

/** The reads and the commit a test answers. */
export interface FakeFirestoreCalls {
  getDocs: Mock;
  getDoc: Mock;
  commit: Mock;
}

/** One write of a batch, as the fake recorded it. */
export interface RecordedWrite {
  op: 'set' | 'delete';
  path: string;
  data?: unknown;
  options?: unknown;
}

/**
 * A stand-in for `firebase/firestore/lite` in tests of a screen's logic: a reference is its path, a
 * query keeps its constraints, reads and commits are the test's mocks, and every batch's writes are
 * recorded in `batches`. What the backend does with those reads and writes is tested on the
 * emulators (tests/), not here.
 */
export function fakeFirestoreLite(fs: FakeFirestoreCalls, batches: RecordedWrite[][] = []) {
  return {
    collection: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
    doc: (parent: { path?: string }, ...path: string[]) => ({ path: [parent.path, ...path].filter(Boolean).join('/') }),
    query: (ref: unknown, ...constraints: unknown[]) => ({ ref, constraints }),
    where: (_field: unknown, op: string, value: unknown) => ({ op, value }),
    documentId: () => '__name__',
    limit: () => null,
    serverTimestamp: () => 'server-time',
    increment: (n: number) => ({ increment: n }),
    writeBatch: () => {
      const writes: RecordedWrite[] = [];
      batches.push(writes);
      return {
        set: (ref: { path: string }, data: unknown, options?: unknown) => void writes.push({ op: 'set', path: ref.path, data, ...(options ? { options } : {}) }),
        delete: (ref: { path: string }) => void writes.push({ op: 'delete', path: ref.path }),
        commit: () => fs.commit(),
      };
    },
    getDocs: fs.getDocs,
    getDoc: fs.getDoc,
  };
}
