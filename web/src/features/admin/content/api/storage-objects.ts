/**
 * The Storage half of the admin content store, loaded with the first upload or file deletion: the
 * Storage SDK is not needed to list records or open a form.
 */
import { deleteObject, getDownloadURL, getMetadata, ref, uploadBytesResumable, type UploadTask } from 'firebase/storage';
import { getAppStorage } from '@/lib/firebase/storage';
import type { UploadedFile, UploadRequest } from './content-store';

/**
 * One file at a time: storage.rules read the revocation cut-off with firestore.exists()/get(), and
 * the offline emulators' Storage rules stand-in serves one such read at a time (two deletes at once
 * left one hanging). A record has at most two files, so this costs little.
 */
export async function deleteObjects(paths: readonly string[]): Promise<void> {
  const storage = getAppStorage();
  for (const path of paths) {
    try {
      await deleteObject(ref(storage, path));
    } catch (error) {
      if ((error as { code?: string } | null)?.code !== 'storage/object-not-found') console.error(`Failed to delete file ${path}`, error);
    }
  }
}

/** Of these paths, those with no object (one at a time, as above); any other failure is thrown. */
export async function missingObjects(paths: readonly string[]): Promise<string[]> {
  const storage = getAppStorage();
  const missing: string[] = [];
  for (const path of paths) {
    try {
      await getMetadata(ref(storage, path));
    } catch (error) {
      if ((error as { code?: string } | null)?.code !== 'storage/object-not-found') throw error;
      missing.push(path);
    }
  }
  return missing;
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
