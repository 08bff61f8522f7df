/**
 * Where uploads go (common/content.ts UPLOADS, storage.rules): images to images/{kind}/{id}/, PDFs
 * to publications/{id}/ and resources/{id}/. And which files a record owns, so that deleting or
 * replacing them removes the files too: stored paths of member-only files, and
 * image addresses that point into the record's own images folder of our bucket.
 */
import { FILE_EXTENSIONS, UPLOADS, type ContentKind } from '@common/content';
import { uploadFolder } from '@common/content-docs';
import { slugify } from '@common/slug';
import type { AdminKind, FieldSpec, FormValues, UploadSpec } from './admin-kind';

/**
 * A new object path for `fileName` in the record's folder: a readable name from the file's own,
 * a time stamp so a replacement never collides with (or is cached as) the file it replaces.
 */
export function uploadPath(upload: UploadSpec, kind: ContentKind, id: string, file: { name: string; type: string }, now = Date.now()): string {
  const stem = slugify(file.name.replace(/\.[^.]*$/, '')).slice(0, 60).replace(/-+$/, '') || 'file';
  const extension = FILE_EXTENSIONS[file.type] ?? 'bin';
  return `${uploadFolder(upload, kind, id)}/${now.toString(36)}-${stem}.${extension}`;
}

/**
 * The object path behind a download address of our bucket when it lies in `folder`, else null
 * (an external address, another bucket or another record's folder is never ours to delete).
 * Works for the production host and the emulator: /v0/b/{bucket}/o/{encoded path}.
 */
export function ownedObjectPath(address: string, bucket: string, folder: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const match = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(url.pathname);
  if (!match || decodeURIComponent(match[1]!) !== bucket) return null;
  const path = decodeURIComponent(match[2]!);
  if (!path.startsWith(`${folder}/`) || path.includes('..')) return null;
  return path;
}

/**
 * The Storage object a form field's value refers to and the record owns: an uploaded file's path,
 * or an image uploaded into the record's own folder; null for anything else (an external address).
 */
export function ownedFileOf(kind: Pick<AdminKind, 'kind'>, field: FieldSpec, id: string, values: FormValues, bucket: string): string | null {
  if (field.type === 'file') {
    const path = values[field.pathName];
    return path && path.startsWith(`${uploadFolder(field.upload, kind.kind, id)}/`) ? path : null;
  }
  if (field.type === 'image') return ownedObjectPath(values[field.name] ?? '', bucket, uploadFolder(UPLOADS.image, kind.kind, id));
  return null;
}

/**
 * The Storage objects a record's values refer to and the record owns: uploaded files' paths, and
 * images uploaded into its own folder.
 */
export function ownedFiles(kind: Pick<AdminKind, 'kind' | 'fields'>, id: string, values: FormValues, bucket: string): string[] {
  return kind.fields.flatMap((field) => ownedFileOf(kind, field, id, values, bucket) ?? []);
}
