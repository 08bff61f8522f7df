/**
 * The admin screens of articles, publications, resources and products are one pattern (docs/product.md §2
 * "Admin list screens"): a list with search and a table, and a full-page form. Each kind describes
 * itself once as data (AdminKind): texts, table columns, searched fields, form fields, and how a
 * record becomes form values and form values become its document (common/content.ts shapes).
 */
import type { ReactNode } from 'react';
import type { ContentKind } from '@common/content';
import type { ContentFormField as FieldSpec } from '@common/schemas/content';
import type { SnapshotLike } from '@/lib/content-records';

/**
 * Every content record the admin screens handle: an id, created_at as a Date, its publish time
 * (null: a draft), its fields.
 */
export type AdminRecord = { id: string; created_at: Date; published_at: Date | null };

/** What a form edits: every value as text (lists comma-separated, dates YYYY-MM-DD). */
export type FormValues = Record<string, string>;

/** A form field and an upload's spec: declared beside the forms' schema (common/schemas/content.ts). */
export type { ContentFormField as FieldSpec, UploadSpec } from '@common/schemas/content';

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
