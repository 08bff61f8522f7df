/**
 * Member-only files (publication PDFs, resource downloads) come from the file endpoint on the
 * portal's own origin, `/files/<Storage path>` (functions/src/files/serveMemberFile.ts), with the
 * member's ID token and the App Check token. Members never read them from Storage (storage.rules:
 * staff only), so no download-token URL of them exists to be forwarded
 * (docs/decisions/0005-file-endpoint-instead-of-storage-links.md).
 */
import { reportAccessRefusal } from '@/lib/access-refusal';
import { currentUser } from './auth';

/** A refused or failed file request, with a code in the SDKs' style ('permission-denied', ...). */
export class FileRequestError extends Error {
  constructor(
    readonly code: 'unauthenticated' | 'permission-denied' | 'not-found' | 'unavailable',
    readonly status: number,
  ) {
    super(`The file request failed (${status}, ${code})`);
    this.name = 'FileRequestError';
  }
}

const CODES = { 401: 'unauthenticated', 403: 'permission-denied', 404: 'not-found' } as const;

/** The endpoint's address of a Storage path: each segment encoded, under /files/. */
export function memberFileUrl(path: string): string {
  return `/files/${path.split('/').map(encodeURIComponent).join('/')}`;
}

export async function fetchStoredFile(path: string): Promise<Blob> {
  // App Check loads with the first file, not with the list that links to it.
  const [token, appCheck] = await Promise.all([currentUser()?.getIdToken(), import('./app-check').then((m) => m.appCheckHeaders())]);
  const response = await fetch(memberFileUrl(path), {
    headers: { ...appCheck, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    cache: 'no-store',
  });
  if (!response.ok) {
    const error = new FileRequestError(CODES[response.status as keyof typeof CODES] ?? 'unavailable', response.status);
    reportAccessRefusal(error);
    throw error;
  }
  return response.blob();
}
