import { DownloadRefusedError } from '@/components/ui/download-button';

/**
 * A member-only file (publication PDF, resource download), read from the portal's file endpoint with
 * the member's own ID token, so the backend decides (docs/decisions/0005-file-endpoint-instead-of-storage-links.md). The code loads on the first
 * download, not with the list.
 */
export async function fetchMemberFile(path: string): Promise<Blob> {
  const { fetchStoredFile } = await import('@/lib/firebase/stored-file');
  try {
    return await fetchStoredFile(path);
  } catch (failure) {
    const code = (failure as { code?: unknown } | null)?.code;
    if (code === 'permission-denied' || code === 'unauthenticated') throw new DownloadRefusedError({ cause: failure });
    throw failure;
  }
}
