/**
 * Documents of the declared content kinds (CONTENT_KINDS of common/content.ts), built the same way
 * by everyone who makes or reads one: the web app's converters, the demo and bench seeds, the
 * fixtures. No SDK import: timestamps are whatever the caller's `T` is.
 */
import {
  CONTENT_KINDS,
  dateMayBeEmpty,
  summaryDeclOf,
  fieldsOf,
  slugDocId,
  SUMMARY_READING_MINUTES,
  UPLOADS,
  type ContentDoc,
  type ContentKind,
  type FieldDecl,
  type SlugDoc,
  type SlugKind,
  type SummaryDoc,
  type UploadName,
} from './content';
import { LIMITS } from './limits';
import { plainText, readingMinutes, wordsOf } from './readability';

/** What a field holds when a document lacks it: '' for text of any kind, [] for a list. */
function emptyValue(field: FieldDecl): string | string[] | number | null {
  if (field.type === 'list') return [];
  if (field.type === 'timestamp' || field.type === 'publish') return null;
  if (field.type === 'version') return 0;
  return '';
}

/** A stored version number: a whole number of at least 0, else 0 (never saved through the rules). */
export function storedVersion(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

/** What contentDoc needs: any of the kind's fields, and the timestamps. */
export type ContentDocValues<K extends ContentKind, T> = Partial<ContentDoc<K, T>> & { created_at: T };

/**
 * A complete document of `kind` from `values`: exactly the declared fields (other keys of `values`,
 * such as a seed record's id, are left out), each missing one empty. Timestamps must be given.
 */
export function contentDoc<K extends ContentKind, T>(kind: K, values: ContentDocValues<K, T>): ContentDoc<K, T> {
  const given = values as Record<string, unknown>;
  const doc: Record<string, unknown> = {};
  for (const [name, field] of fieldsOf(kind)) doc[name] = given[name] ?? emptyValue(field);
  return doc as ContentDoc<K, T>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const textList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * A document of `kind` from stored data of unknown shape: every declared field, each of its type
 * (a missing or mistyped value becomes empty), timestamps through `toTime`.
 */
export function readContentDoc<K extends ContentKind, T>(kind: K, data: Record<string, unknown>, toTime: (value: unknown) => T): ContentDoc<K, T> {
  const doc: Record<string, unknown> = {};
  for (const [name, field] of fieldsOf(kind)) {
    const value = data[name];
    if (field.type === 'timestamp') doc[name] = value == null && dateMayBeEmpty(field) ? null : toTime(value);
    else if (field.type === 'publish') doc[name] = value == null ? null : toTime(value);
    else doc[name] = field.type === 'list' ? textList(value) : field.type === 'version' ? storedVersion(value) : text(value);
  }
  return doc as ContentDoc<K, T>;
}

/**
 * The Storage folder of a record's uploads of one kind (storage.rules lays them out so):
 * images/{kind}/{id}, the other uploads {folder}/{id}.
 */
export function uploadFolder(upload: (typeof UPLOADS)[UploadName], kind: ContentKind, id: string): string {
  return upload === UPLOADS.image ? `${upload.folder}/${kind}/${id}` : `${upload.folder}/${id}`;
}

/** The UPLOADS entry of a kind's file-path field (the upload behind `urlField`'s pathField). */
export function uploadOf(kind: ContentKind, pathField: string): UploadName {
  const field = (CONTENT_KINDS[kind].fields as Readonly<Record<string, FieldDecl>>)[pathField];
  if (!field?.upload) throw new Error(`${kind}.${pathField} declares no upload`);
  return field.upload;
}

/** Whether records of `kind` are addressed by slug (and own a slug index entry). */
export function isSlugKind(kind: string): kind is SlugKind {
  return kind in CONTENT_KINDS && CONTENT_KINDS[kind as ContentKind].addressedBy === 'slug';
}

/** The slug index entry (slugs/{id}) a record owns, or null for a kind addressed by id. */
export function slugEntryOf(kind: ContentKind, slug: string, recordId: string): { id: string; data: SlugDoc } | null {
  return isSlugKind(kind) ? { id: slugDocId(kind, slug), data: { kind, slug, record_id: recordId } } : null;
}

/** How a field goes into the kind's summary (FieldDecl.summary; rich text is left out unless kept as plain text). */
export function summaryUse(field: FieldDecl): 'copy' | 'omit' | 'plain-text' {
  return field.summary ?? (field.type === 'html' ? 'omit' : 'copy');
}

/** The names of the fields a summary of `kind` holds, the reading time included, in declaration order. */
export function summaryFieldNames(kind: ContentKind): string[] {
  const names = fieldsOf(kind)
    .filter(([, field]) => summaryUse(field) !== 'omit')
    .map(([name]) => name);
  return summaryDeclOf(kind).readingTimeOf ? [...names, SUMMARY_READING_MINUTES] : names;
}

/** The plain text of rich text as a summary keeps it: at most LIMITS.summaryText characters, cut at a word. */
export function summaryText(html: string): string {
  const text = plainText(html).replace(/\s+/g, ' ').trim();
  if (text.length <= LIMITS.summaryText) return text;
  const cut = text.slice(0, LIMITS.summaryText - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > LIMITS.summaryText / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The summary of a record of `kind`: what its lists show and search, from the same
 * values as the record, so both are written from one save. Values are copied as they are (server
 * time placeholders included); rich text kept as plain text is shortened; the reading time is whole
 * minutes of the declared text. Given only some fields (an update's changes), it gives the summary's
 * changes: the fields it holds among them, and what derives from them.
 */
export function summaryOf<K extends ContentKind, T>(kind: K, doc: ContentDoc<K, T>): SummaryDoc<K, T>;
export function summaryOf(kind: ContentKind, doc: Record<string, unknown>): Record<string, unknown>;
export function summaryOf(kind: ContentKind, doc: Record<string, unknown>): Record<string, unknown> {
  const summary: Record<string, unknown> = {};
  for (const [name, field] of fieldsOf(kind)) {
    const value = doc[name];
    if (value === undefined) continue;
    const use = summaryUse(field);
    if (use === 'copy') summary[name] = value;
    else if (use === 'plain-text') summary[name] = summaryText(String(value));
  }
  const timed = summaryDeclOf(kind).readingTimeOf;
  if (timed && doc[timed] !== undefined) summary[SUMMARY_READING_MINUTES] = readingMinutes(wordsOf(plainText(String(doc[timed]))).length);
  return summary;
}

/** A summary of `kind` from stored data of unknown shape (readContentDoc's defaults, and the reading time). */
export function readSummaryDoc<K extends ContentKind, T>(kind: K, data: Record<string, unknown>, toTime: (value: unknown) => T): SummaryDoc<K, T> {
  const full = readContentDoc(kind, data, toTime) as Record<string, unknown>;
  const summary: Record<string, unknown> = {};
  for (const name of summaryFieldNames(kind)) {
    if (name === SUMMARY_READING_MINUTES) summary[name] = typeof data[name] === 'number' ? data[name] : 0;
    else summary[name] = full[name];
  }
  return summary as SummaryDoc<K, T>;
}
