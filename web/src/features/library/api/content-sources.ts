import type { ContentKind } from '@common/content';
import {
  toRecord,
  toSummary,
  type Article,
  type ArticleSummary,
  type Product,
  type ProductSummary,
  type Publication,
  type PublicationSummary,
  type Resource,
  type ResourceSummary,
} from '@/lib/content-records';
import { contentSource, type ContentSource } from '@/lib/firebase/content-query';

/** The record each kind's detail page shows. */
export interface LibraryRecords {
  articles: Article;
  publications: Publication;
  resources: Resource;
  products: Product;
}

/** The summary each kind's list and cards show. */
export interface LibrarySummaries {
  articles: ArticleSummary;
  publications: PublicationSummary;
  resources: ResourceSummary;
  products: ProductSummary;
}

const sourceOf = <K extends ContentKind>(kind: K): ContentSource<LibrarySummaries[K], LibraryRecords[K]> =>
  contentSource(
    kind,
    (snap) => toSummary(kind, snap) as LibrarySummaries[K],
    (snap) => toRecord(kind, snap) as LibraryRecords[K],
  );

/** One cached source per kind (see content-query): lists, records and featured articles share it. */
export const CONTENT_SOURCES: { [K in ContentKind]: ContentSource<LibrarySummaries[K], LibraryRecords[K]> } = {
  articles: sourceOf('articles'),
  publications: sourceOf('publications'),
  resources: sourceOf('resources'),
  products: sourceOf('products'),
};
