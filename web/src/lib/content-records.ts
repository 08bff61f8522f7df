/**
 * Firestore documents become plain objects once, at the boundary: an `id`, every field declared for
 * the kind in common/content.ts with a safe default when missing, and timestamps as Dates. Screens
 * never see a Firestore Timestamp. No SDK import here, so tests need no Firebase.
 */
import type { ContentDoc, ContentKind, SummaryDoc } from '@common/content';
import { readContentDoc, readSummaryDoc } from '@common/content-docs';

/** A record of a kind as screens see it. */
export type ContentRecord<K extends ContentKind> = ContentDoc<K, Date> & { id: string };
export type Article = ContentRecord<'articles'>;
export type Publication = ContentRecord<'publications'>;
export type Resource = ContentRecord<'resources'>;
export type Product = ContentRecord<'products'>;

/** A record's summary as lists show it: no rich text, a product's description as plain text. */
export type ContentSummary<K extends ContentKind> = SummaryDoc<K, Date> & { id: string };
export type ArticleSummary = ContentSummary<'articles'>;
export type PublicationSummary = ContentSummary<'publications'>;
export type ResourceSummary = ContentSummary<'resources'>;
export type ProductSummary = ContentSummary<'products'>;

/** What a query or document snapshot offers (QueryDocumentSnapshot and DocumentSnapshot both fit). */
export interface SnapshotLike {
  id: string;
  data(): Record<string, unknown> | undefined;
}

/** A Firestore Timestamp (anything with toDate()), a Date, or epoch milliseconds to a Date; else the epoch. */
export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') {
    const date = (value as { toDate(): unknown }).toDate();
    if (date instanceof Date) return date;
  }
  if (typeof value === 'number') return new Date(value);
  return new Date(0);
}

/** The record of `kind` in a snapshot. */
export function toRecord<K extends ContentKind>(kind: K, snap: SnapshotLike): ContentRecord<K> {
  return { id: snap.id, ...readContentDoc(kind, snap.data() ?? {}, toDate) };
}

export const toArticle = (snap: SnapshotLike): Article => toRecord('articles', snap);
export const toPublication = (snap: SnapshotLike): Publication => toRecord('publications', snap);
export const toResource = (snap: SnapshotLike): Resource => toRecord('resources', snap);
export const toProduct = (snap: SnapshotLike): Product => toRecord('products', snap);

/** The summary of `kind` in a snapshot of its summary collection. */
export function toSummary<K extends ContentKind>(kind: K, snap: SnapshotLike): ContentSummary<K> {
  return { id: snap.id, ...readSummaryDoc(kind, snap.data() ?? {}, toDate) } as ContentSummary<K>;
}
