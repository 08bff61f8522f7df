import { DownloadRefusedError } from '@/components/ui/download-button';
import { loadKeptStore, mayHoldKept } from '@/lib/kept';
import { isOnline } from '@/lib/use-online';

/** Offline, a file that was not kept for offline: it needs a connection. */
export class FileNeedsConnectionError extends Error {
  constructor() {
    super('This file was not kept for offline and needs a connection');
    this.name = 'FileNeedsConnectionError';
  }
}

/**
 * A member-only file (publication PDF, resource download), read from the portal's file endpoint with
 * the member's own ID token, so the backend decides (docs/decisions/0005-file-endpoint-instead-of-storage-links.md). The code loads on the first
 * download, not with the list. Offline, the copy kept for offline (api/kept-queries.ts), if any.
 */
export async function fetchMemberFile(path: string): Promise<Blob> {
  if (!isOnline()) return keptFile(path);
  const { fetchStoredFile } = await import('@/lib/firebase/stored-file');
  try {
    return await fetchStoredFile(path);
  } catch (failure) {
    const code = (failure as { code?: unknown } | null)?.code;
    if (code === 'permission-denied' || code === 'unauthenticated') throw new DownloadRefusedError({ cause: failure });
    throw failure;
  }
}

async function keptFile(path: string): Promise<Blob> {
  const { currentUser } = await import('@/lib/firebase/auth');
  const uid = currentUser()?.uid;
  const blob = uid && mayHoldKept() ? await (await loadKeptStore()).file(uid, path) : null;
  if (!blob) throw new FileNeedsConnectionError();
  return blob;
}
