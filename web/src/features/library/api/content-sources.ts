import type {
  Article,
  ArticleSummary,
  Product,
  ProductSummary,
  Publication,
  PublicationSummary,
  Resource,
  ResourceSummary,
} from '@/lib/content-records';

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
