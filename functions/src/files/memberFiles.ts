/**
 * Which Storage objects are member files and what the file endpoint sends for them,
 * as pure decisions: the endpoint (serveMemberFile.ts) does the I/O.
 *
 * Member files are the uploads of a content kind's 'file-path' fields (publication PDFs, resource
 * downloads: common/content.ts), stored as `<folder>/<record id>/<file>`. A path is served only
 * while the record it sits under names it in that field, so a replaced or deleted upload is gone
 * for members too.
 */
import { CONTENT_KINDS, CONTENT_KIND_NAMES, fieldsOf, UPLOADS } from '@common/content';

export interface MemberFileTarget {
  /** The Storage object's path, e.g. publications/abc/paper.pdf. */
  path: string;
  /** The record's collection and id, and the field that must name the path. */
  collection: string;
  recordId: string;
  pathField: string;
  fileName: string;
}

/** The folders of member files and where their records name them, from the content declaration. */
const MEMBER_FOLDERS = new Map(
  CONTENT_KIND_NAMES.flatMap((kind) =>
    fieldsOf(kind)
      .filter(([, field]) => field.type === 'file-path' && field.upload)
      .map(([name, field]) => [UPLOADS[field.upload!].folder as string, { collection: CONTENT_KINDS[kind].collection, pathField: name }] as const),
  ),
);

/** The Storage folders that hold member files (e.g. publications, resources). */
export function memberFileFolders(): string[] {
  return [...MEMBER_FOLDERS.keys()];
}

/** Whether a Storage object's path lies in a member-file folder (its download tokens are revoked). */
export function isMemberFilePath(storagePath: string): boolean {
  const [folder, ...rest] = storagePath.split('/');
  return rest.length > 0 && MEMBER_FOLDERS.has(folder ?? '');
}

/** The URL path prefix the portal serves member files under (the Hosting rewrite's source). */
export const FILES_PREFIX = '/files/';

/** What `/files/<folder>/<id>/<file>` asks for, or null when it is no member file's address. */
export function memberFileTarget(urlPath: string): MemberFileTarget | null {
  if (!urlPath.startsWith(FILES_PREFIX)) return null;
  let parts: string[];
  try {
    parts = urlPath.slice(FILES_PREFIX.length).split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  if (parts.length !== 3 || parts.some((p) => !p || p === '.' || p === '..' || p.includes('/') || p.includes('\\'))) return null;
  const [folder, recordId, fileName] = parts as [string, string, string];
  const where = MEMBER_FOLDERS.get(folder);
  if (!where) return null;
  return { path: `${folder}/${recordId}/${fileName}`, recordId, fileName, ...where };
}

/**
 * The headers a member file goes out with. Only a PDF is shown (inline, as application/pdf);
 * anything else, whatever type it claims (text/html included), is a download of opaque bytes, so
 * nothing stored can ever render as a page of the portal's origin.
 */
export function memberFileHeaders(storedType: string | undefined, fileName: string): Record<string, string> {
  const pdf = (storedType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/pdf';
  const safeName = fileName.replace(/[^\w.\- ]+/g, '_').slice(0, 150) || 'file';
  return {
    'Content-Type': pdf ? 'application/pdf' : 'application/octet-stream',
    'Content-Disposition': `${pdf ? 'inline' : 'attachment'}; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  };
}
