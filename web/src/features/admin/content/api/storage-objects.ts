/**
 * The Storage half of the admin content store, loaded with the first upload or file deletion: the
 * Storage SDK (about 10 kB gzip) is not needed to list records or open a form.
 */
import { deleteObject, getDownloadURL, ref, uploadBytesResumable, type UploadTask } from 'firebase/storage';
import { getAppStorage } from '@/lib/firebase/storage';
import type { UploadedFile, UploadRequest } from './content-store';

export async function deleteObjects(paths: readonly string[]): Promise<void> {
  const storage = getAppStorage();
  const results = await Promise.allSettled(paths.map((path) => deleteObject(ref(storage, path))));
  results.forEach((result, i) => {
    if (result.status === 'rejected' && (result.reason as { code?: string } | null)?.code !== 'storage/object-not-found') {
      console.error(`Failed to delete file ${paths[i]}`, result.reason);
    }
  });
}

/** Starts the upload; `done` settles when the bytes (and, with `withUrl`, the address) are there. */
export function startUpload({ path, file, withUrl, onProgress }: UploadRequest): { task: UploadTask; done: Promise<UploadedFile> } {
  const task = uploadBytesResumable(ref(getAppStorage(), path), file, { contentType: file.type, cacheControl: 'private, max-age=3600' });
  const done = new Promise<UploadedFile>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => onProgress(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
      reject,
      () => {
        if (!withUrl) resolve({ path, url: null });
        else getDownloadURL(task.snapshot.ref).then((url) => resolve({ path, url }), reject);
      },
    );
  });
  return { task, done };
}
