import { DownloadRefusedError } from '@/components/ui/download-button';

/**
 * A member-only file (publication PDF, resource download), read with the member's own credentials so
 * storage.rules decide (DECISIONS.md §4). The Storage SDK loads on the first download, not with the
 * list.
 */
export async function fetchMemberFile(path: string): Promise<Blob> {
  const { fetchStoredFile } = await import('@/lib/firebase/stored-file');
  try {
    return await fetchStoredFile(path);
  } catch (failure) {
    const code = (failure as { code?: unknown } | null)?.code;
    if (code === 'storage/unauthorized' || code === 'storage/unauthenticated') throw new DownloadRefusedError({ cause: failure });
    throw failure;
  }
}
