/**
 * Which uploaded files a save leaves behind (a record's files go with it): the
 * files uploaded while the form was open and the record's old files, minus those the saved values
 * still use. Both content stores delete them after a successful save.
 */
import type { AdminKind, AdminRecord } from '../admin-kind';
import { ownedFiles } from '../storage-paths';
import type { SaveRequest } from './content-store';

export function filesLeftBySave<T extends AdminRecord>(kind: AdminKind<T>, { id, original, values, uploaded = [] }: SaveRequest<T>, bucket: string): string[] {
  const kept = new Set(ownedFiles(kind, id, values, bucket));
  const before = original ? ownedFiles(kind, id, kind.toValues(original), bucket) : [];
  return [...new Set([...before, ...uploaded])].filter((path) => !kept.has(path));
}
