/**
 * The admin screens of articles, publications, resources and products are one pattern (docs/product.md §2
 * "Admin list screens"): a list with search and a table, and a full-page form. Each kind describes
 * itself once as data (AdminKind): texts, table columns, searched fields, form fields, and how a
 * record becomes form values and form values become its document (common/content.ts shapes).
 */
import type { ReactNode } from 'react';
import type { ContentKind, UPLOADS } from '@common/content';
import type { SnapshotLike } from '@/lib/content-records';

/**
 * Every content record the admin screens handle: an id, created_at as a Date, its publish time
 * (null: a draft), its fields.
 */
export type AdminRecord = { id: string; created_at: Date; published_at: Date | null };

/** What a form edits: every value as text (lists comma-separated, dates YYYY-MM-DD). */
export type FormValues = Record<string, string>;

export type UploadSpec = (typeof UPLOADS)[keyof typeof UPLOADS];

interface BaseField {
  /** The form value it edits (a document field). */
  name: string;
  label: string;
  required?: boolean;
  /** Shown under the field while there is no error. */
  hint?: string;
}

export type FieldSpec =
  /** Plain text; `rows` makes it a textarea; `url` checks an address. */
  | (BaseField & { type: 'text'; max: number; rows?: number; url?: boolean })
  /** A fixed list (categories, authors); a stored value outside the list stays selectable. */
  | (BaseField & { type: 'select'; options: readonly string[] })
  /** Four digits between YEAR_MIN and YEAR_MAX, kept as text. */
  | (BaseField & { type: 'year' })
  /** A calendar date (YYYY-MM-DD). */
  | (BaseField & { type: 'date' })
  /** Comma-separated entries, split and trimmed. */
  | (BaseField & { type: 'list'; maxItems: number; maxItem: number })
  /** An image address, typed or made by an upload to images/{kind}/{id}/. */
  | (BaseField & { type: 'image' })
  /**
   * A member-only file (PDF): uploaded to `upload.folder`/{id}/ and kept as its Storage path in
   * `pathName`, or an external address in `name`.
   */
  | (BaseField & { type: 'file'; pathName: string; upload: UploadSpec })
  /** Rich text (HTML) from the editor. */
  | (BaseField & { type: 'richtext'; max: number });

export interface ColumnSpec<T> {
  header: string;
  render: (record: T) => ReactNode;
  /** Column width hint (CSS). */
  width?: string;
}

export interface AdminKind<T extends AdminRecord = AdminRecord> {
  kind: ContentKind;
  /** Its texts are CONTENT_TEXTS[kind] (common/content.ts). */
  /** Converts a Firestore snapshot (lib/content-records.ts). */
  convert: (snap: SnapshotLike) => T;
  /** Fields the admin search box matches (docs/product.md §2; a list field matches on any entry). */
  searchFields: readonly (keyof T & string)[];
  columns: readonly ColumnSpec<T>[];
  /** What names a record (title or name): delete dialog, buttons' accessible names. */
  label: (record: T) => string;
  /** Where members see the record. */
  memberPath: (record: T) => string;
  fields: readonly FieldSpec[];
  /** A new record's form (defaults of docs/product.md §5). */
  emptyValues: () => FormValues;
  toValues: (record: T) => FormValues;
  /**
   * The document's fields from valid form values, in the shape of common/content.ts, without
   * `slug` (derived on save) and, unless `createdAtField` is set, without `created_at`.
   */
  toDoc: (values: FormValues) => Record<string, unknown>;
  /** Slug kinds: the form value the slug is derived from (docs/product.md §3). */
  slugFrom?: string;
  /**
   * created_at: a server timestamp set once on create (default), or, for publications, the date
   * the form edits (this value name, YYYY-MM-DD).
   */
  createdAtField?: string;
}
