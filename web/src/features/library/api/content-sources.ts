import { CONTENT_KINDS, type ContentKind } from '@common/content';
import {
  toArticle,
  toProduct,
  toPublication,
  toResource,
  type Article,
  type Product,
  type Publication,
  type Resource,
} from '@/lib/content-records';
import { contentSource, type ContentSource } from '@/lib/firebase/content-query';

/** The record each kind's screens show. */
export interface LibraryRecords {
  articles: Article;
  publications: Publication;
  resources: Resource;
  products: Product;
}

/** One cached source per kind (see content-query): lists, records and featured articles share it. */
export const CONTENT_SOURCES: { [K in ContentKind]: ContentSource<LibraryRecords[K]> } = {
  articles: contentSource(CONTENT_KINDS.articles.collection, toArticle),
  publications: contentSource(CONTENT_KINDS.publications.collection, toPublication),
  resources: contentSource(CONTENT_KINDS.resources.collection, toResource),
  products: contentSource(CONTENT_KINDS.products.collection, toProduct),
};
