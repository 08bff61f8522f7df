/**
 * Revisions, what staff read in a record's history: the declared labels of the fields
 * a save changed, what changed between two versions (each form field old → new; rich text as a
 * word-level difference of its plain text), and what restoring a version saves: its form values,
 * except a file that is gone, for which the current file is kept and the confirmation says so.
 */
import { diffWords } from 'diff';
import { fieldsOf, PUBLISH_FIELD, type FieldDecl } from '@common/content';
import type { AdminKind, AdminRecord, FieldSpec, FormValues } from './admin-kind';
import { htmlText } from './html-text';
import { ownedFileOf } from './storage-paths';

/**
 * The label of a stored field: its declared label, or for a file's path the label of the address
 * it stands beside ('PDF'); null for a field staff never edit (the slug follows the title).
 */
export function storedFieldLabel(kind: Pick<AdminKind, 'kind'>, name: string): string | null {
  const declared = fieldsOf(kind.kind);
  const own = declared.find(([field]) => field === name)?.[1];
  if (own?.label) return own.label;
  const beside = declared.find(([, field]: [string, FieldDecl]) => field.pathField === name)?.[1];
  return beside?.label ?? null;
}

/** How a change of the publish time reads in a history (Publish now, Schedule…, Unpublish). */
export const PUBLISHING_LABEL = 'Publishing';

/** The labels of the stored fields a save changed, once each, in the form's order; then its publishing. */
export function changedFieldLabels(kind: Pick<AdminKind, 'kind' | 'fields'>, names: readonly string[]): string[] {
  const labels = new Set(names.flatMap((name) => storedFieldLabel(kind, name) ?? []));
  const onForm = kind.fields.map((field) => field.label).filter((label) => labels.has(label));
  return names.includes(PUBLISH_FIELD) ? [...onForm, PUBLISHING_LABEL] : onForm;
}

/** A piece of a text difference: kept, removed or added. */
export interface TextPart {
  text: string;
  kind: 'same' | 'removed' | 'added';
}

export interface FieldDifference {
  name: string;
  label: string;
  /** What the field showed in the older version and in the newer one ('' when empty). */
  before: string;
  after: string;
  /** Rich text: the word-level difference of the plain text. */
  parts?: TextPart[];
}

/** The last part of a Storage path or address: the file's name. */
export function fileName(pathOrUrl: string): string {
  const path = (() => {
    try {
      const url = new URL(pathOrUrl);
      const object = /\/o\/([^/]+)$/.exec(url.pathname);
      return object ? decodeURIComponent(object[1]!) : url.pathname;
    } catch {
      return pathOrUrl;
    }
  })();
  return path.split('/').filter(Boolean).at(-1) ?? pathOrUrl;
}

/** What a field shows in a version: text as it is, rich text as plain text, a file as its name. */
function shown(field: FieldSpec, values: FormValues): string {
  if (field.type === 'richtext') return htmlText(values[field.name] ?? '');
  if (field.type === 'file') {
    const path = values[field.pathName] ?? '';
    return path ? `${fileName(path)} (uploaded)` : (values[field.name] ?? '');
  }
  return values[field.name] ?? '';
}

/** The word-level difference of two texts. */
export function wordDifference(before: string, after: string): TextPart[] {
  return diffWords(before, after).map((change) => ({ text: change.value, kind: change.removed ? 'removed' : change.added ? 'added' : 'same' }));
}

/** What changed from `older` to `newer`: every form field whose value differs, in the form's order. */
export function differences<T extends AdminRecord>(kind: AdminKind<T>, older: T, newer: T): FieldDifference[] {
  const a = kind.toValues(older);
  const b = kind.toValues(newer);
  return kind.fields.flatMap((field) => {
    const before = shown(field, a);
    const after = shown(field, b);
    const sameFile = field.type !== 'file' || (a[field.pathName] ?? '') === (b[field.pathName] ?? '');
    if (before === after && (a[field.name] ?? '') === (b[field.name] ?? '') && sameFile) return [];
    const difference: FieldDifference = { name: field.name, label: field.label, before, after };
    return [field.type === 'richtext' ? { ...difference, parts: wordDifference(before, after) } : difference];
  });
}

/** A file an older version used that is gone: the current file is kept for its field. */
export interface GoneFile {
  label: string;
  file: string;
}

export interface RestorePlan {
  /** The form values to save as the next version. */
  values: FormValues;
  gone: GoneFile[];
}

/**
 * What restoring `version` over `current` saves: the version's form values, except that a field
 * whose uploaded file (a PDF, an uploaded image) is gone keeps the current one. `missing` says which
 * of the given Storage paths are gone (the store asks Storage).
 */
export async function restorePlan<T extends AdminRecord>(
  kind: AdminKind<T>,
  current: T,
  version: T,
  bucket: string,
  missing: (paths: readonly string[]) => Promise<string[]>,
): Promise<RestorePlan> {
  const now = kind.toValues(current);
  const values = kind.toValues(version);
  const wanted = kind.fields.flatMap((field) => {
    const path = ownedFileOf(kind, field, current.id, values, bucket);
    // A file the record still uses is there; only an older one may be gone.
    return path && path !== ownedFileOf(kind, field, current.id, now, bucket) ? [{ field, path }] : [];
  });
  const gone = new Set(wanted.length ? await missing(wanted.map(({ path }) => path)) : []);
  const lost = wanted.filter(({ path }) => gone.has(path));
  for (const { field } of lost) {
    values[field.name] = now[field.name] ?? '';
    if (field.type === 'file') values[field.pathName] = now[field.pathName] ?? '';
  }
  return { values, gone: lost.map(({ field, path }) => ({ label: field.label, file: fileName(path) })) };
}
