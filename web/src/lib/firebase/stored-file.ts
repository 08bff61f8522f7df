/**
 * Member-only files (publication PDFs, resource downloads) are fetched through the Storage SDK with
 * the member's own credentials, so storage.rules decide (DECISIONS.md §4); no download-token URL is
 * ever made or shown.
 */
import { getBlob, ref } from 'firebase/storage';
import { reportingRefusal } from '@/lib/access-refusal';
import { getAppStorage } from './storage';

export async function fetchStoredFile(path: string): Promise<Blob> {
  const blob = await reportingRefusal(getBlob(ref(getAppStorage(), path)));
  // Keep the browser's PDF viewer: an untyped blob would be offered as a download.
  return blob.type ? blob : new Blob([blob], { type: path.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream' });
}
